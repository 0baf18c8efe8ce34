import { account, auth } from './guards';
import { area } from './types';

/**
 * The selects' options (JSON): the account's addresses, and the geo lists and enums of the
 * address form (cached on the server). The geo lists are open to everyone, as the provider's
 * are: 'Get a quote' picks its places with them before anyone signs in.
 */
export const options = area('options', [
  { name: 'options.addresses', method: 'get', path: '/options/addresses', guards: account },
  { name: 'options.countries', method: 'get', path: '/options/countries' },
  { name: 'options.provinces', method: 'get', path: '/options/provinces' },
  { name: 'options.cities', method: 'get', path: '/options/cities' },
  { name: 'options.enums', method: 'get', path: '/options/enums', guards: auth },
]);
