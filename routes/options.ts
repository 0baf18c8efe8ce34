import { account, auth } from './guards';
import { area } from './types';

/**
 * The selects' options (JSON): the account's addresses, and the geo lists and enums of the
 * address form (cached on the server).
 */
export const options = area('options', [
  { name: 'options.addresses', method: 'get', path: '/options/addresses', guards: account },
  { name: 'options.countries', method: 'get', path: '/options/countries', guards: auth },
  { name: 'options.provinces', method: 'get', path: '/options/provinces', guards: auth },
  { name: 'options.cities', method: 'get', path: '/options/cities', guards: auth },
  { name: 'options.enums', method: 'get', path: '/options/enums', guards: auth },
]);
