import { account, shipper } from './guards';
import { area } from './types';

const addressId = { uuid: '[A-Za-z0-9-]{1,64}' } as const;

/** The address book: the list, the add and edit forms, the popup's form, the import. */
export const addressBook = area('address-book', [
  { name: 'address-book', method: 'get', path: '/address-book', guards: account },
  // The address form in a popup (the wizards): creates and hands the address back.
  { name: 'address-book.store', method: 'post', path: '/address-book', guards: shipper },
  { name: 'address-book.export', method: 'get', path: '/address-book/export', guards: account },
  { name: 'add-address-book', method: 'get', path: '/address-book/add', guards: shipper },
  { name: 'add-address-book.store', method: 'post', path: '/address-book/add', guards: shipper },
  {
    name: 'edit-address-book',
    method: 'get',
    path: '/address-book/{uuid}/edit',
    guards: shipper,
    where: addressId,
  },
  {
    name: 'edit-address-book.update',
    method: 'put',
    path: '/address-book/{uuid}/edit',
    guards: shipper,
    where: addressId,
  },
  { name: 'import-addresses', method: 'get', path: '/address-book/import', guards: shipper },
  {
    name: 'import-addresses.preview',
    method: 'post',
    path: '/address-book/import',
    guards: shipper,
  },
  {
    name: 'import-addresses.store',
    method: 'post',
    path: '/address-book/import/confirm',
    guards: shipper,
  },
  {
    name: 'import-addresses.destroy',
    method: 'delete',
    path: '/address-book/import',
    guards: shipper,
  },
]);
