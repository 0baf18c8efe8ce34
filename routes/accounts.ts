import { auth, linking, shipper } from './guards';
import { area } from './types';

/** A positive id: `0` or leading zeros fall through to the 404 page. */
const accountId = { account: '[1-9][0-9]{0,11}' } as const;

/** The linked accounts: choosing one, adding one with its code, its address. */
export const accounts = area('accounts', [
  { name: 'accounts', method: 'get', path: '/accounts', guards: auth },
  { name: 'accounts.select', method: 'post', path: '/accounts/select', guards: auth },
  {
    name: 'accounts.destroy',
    method: 'delete',
    path: '/accounts/{account}',
    guards: auth,
    where: accountId,
  },
  { name: 'add-account', method: 'get', path: '/accounts/add', guards: auth },
  { name: 'add-account.store', method: 'post', path: '/accounts/add', guards: auth },
  { name: 'accounts-verify', method: 'get', path: '/accounts/verify', guards: linking },
  { name: 'accounts-verify.store', method: 'post', path: '/accounts/verify', guards: linking },
  {
    name: 'accounts-verify.resend',
    method: 'post',
    path: '/accounts/verify/resend',
    guards: linking,
  },
  { name: 'add-address-account', method: 'get', path: '/accounts/address/add', guards: shipper },
  {
    name: 'add-address-account.store',
    method: 'post',
    path: '/accounts/address/add',
    guards: shipper,
  },
  { name: 'edit-account', method: 'get', path: '/accounts/edit', guards: auth },
]);
