import type { RouteDef } from './types';

/**
 * The one table of named routes (spec §2.1, ARCHITECTURE.md route table). Page routes
 * are GETs named as in the spec; form targets and JSON helpers are `<page>.<action>`.
 * Paths here are the only place paths are written: the server derives its router and
 * the browser's Ziggy config from this table.
 */
export const routes = [
  { name: 'home', method: 'get', path: '/' },

  // Anonymous area
  { name: 'login', method: 'get', path: '/login', guards: ['guest'] },
  { name: 'login.store', method: 'post', path: '/login', guards: ['guest'] },
  { name: 'create-account', method: 'get', path: '/create-account', guards: ['guest'] },
  { name: 'register-verification', method: 'get', path: '/register/verify', guards: ['otp'] },
  {
    name: 'register-verification.store',
    method: 'post',
    path: '/register/verify',
    guards: ['otp'],
  },
  {
    name: 'register-verification.resend',
    method: 'post',
    path: '/register/verify/resend',
    guards: ['otp'],
  },
  {
    name: 'register',
    method: 'get',
    path: '/register/{type}',
    guards: ['guest'],
    where: { type: 'personal|business' },
  },
  {
    name: 'register.store',
    method: 'post',
    path: '/register/{type}',
    guards: ['guest'],
    where: { type: 'personal|business' },
  },
  { name: 'reset-password', method: 'get', path: '/reset-password', guards: ['guest'] },
  { name: 'reset-password.store', method: 'post', path: '/reset-password', guards: ['guest'] },
  { name: 'verification', method: 'get', path: '/reset-password/verify', guards: ['reset'] },
  { name: 'verification.store', method: 'post', path: '/reset-password/verify', guards: ['reset'] },
  {
    name: 'verification.resend',
    method: 'post',
    path: '/reset-password/verify/resend',
    guards: ['reset'],
  },
  { name: 'change-pass', method: 'get', path: '/reset-password/change', guards: ['reset'] },
  { name: 'change-pass.store', method: 'post', path: '/reset-password/change', guards: ['reset'] },
  { name: 'logout', method: 'get', path: '/logout' },
  { name: 'logout.store', method: 'post', path: '/logout' },

  // Signed-in area
  { name: 'dashboard', method: 'get', path: '/dashboard', guards: ['auth'] },
  { name: 'accounts', method: 'get', path: '/accounts', guards: ['auth'] },
  { name: 'accounts.select', method: 'post', path: '/accounts/select', guards: ['auth'] },
  {
    name: 'accounts.destroy',
    method: 'delete',
    path: '/accounts/{account}',
    guards: ['auth'],
    // A positive id: `0` or leading zeros fall through to the 404 page.
    where: { account: '[1-9][0-9]{0,11}' },
  },
  { name: 'add-account', method: 'get', path: '/accounts/add', guards: ['auth'] },
  { name: 'add-account.store', method: 'post', path: '/accounts/add', guards: ['auth'] },
  {
    name: 'accounts-verify',
    method: 'get',
    path: '/accounts/verify',
    guards: ['auth', 'pendingAccount'],
  },
  {
    name: 'accounts-verify.store',
    method: 'post',
    path: '/accounts/verify',
    guards: ['auth', 'pendingAccount'],
  },
  {
    name: 'accounts-verify.resend',
    method: 'post',
    path: '/accounts/verify/resend',
    guards: ['auth', 'pendingAccount'],
  },
  {
    name: 'add-address-account',
    method: 'get',
    path: '/accounts/address/add',
    guards: ['auth', 'account'],
  },
  {
    name: 'add-address-account.store',
    method: 'post',
    path: '/accounts/address/add',
    guards: ['auth', 'account'],
  },
  { name: 'edit-account', method: 'get', path: '/accounts/edit', guards: ['auth'] },
  { name: 'shipments', method: 'get', path: '/shipments', guards: ['auth', 'account'] },
  {
    name: 'shipments.export',
    method: 'get',
    path: '/shipments/export',
    guards: ['auth', 'account'],
  },
  {
    name: 'shipments.label',
    method: 'get',
    path: '/shipments/{shipment}/packages/{package}/label',
    guards: ['auth', 'account'],
    where: { shipment: '[A-Za-z0-9_-]{1,64}', package: '[A-Za-z0-9_-]{1,64}' },
  },
  {
    name: 'create-shipment',
    method: 'get',
    path: '/shipments/create',
    guards: ['auth', 'account'],
  },
  {
    name: 'create-shipment.store',
    method: 'post',
    path: '/shipments/create',
    guards: ['auth', 'account'],
  },
  // The wizard's draft in the session: saved as the user moves (JSON), or discarded.
  {
    name: 'create-shipment.draft',
    method: 'put',
    path: '/shipments/create/draft',
    guards: ['auth', 'account'],
  },
  {
    name: 'create-shipment.discard',
    method: 'delete',
    path: '/shipments/create/draft',
    guards: ['auth', 'account'],
  },
  // The wizard's pickers (JSON): consignees, the creation payload.
  {
    name: 'create-shipment.consignees',
    method: 'get',
    path: '/shipments/create/consignees',
    guards: ['auth', 'account'],
  },
  {
    name: 'create-shipment.consignee',
    method: 'post',
    path: '/shipments/create/consignees',
    guards: ['auth', 'account'],
  },
  {
    name: 'create-shipment.payload',
    method: 'get',
    path: '/shipments/create/payload',
    guards: ['auth', 'account'],
  },
  { name: 'address-book', method: 'get', path: '/address-book', guards: ['auth', 'account'] },
  {
    name: 'add-address-book',
    method: 'get',
    path: '/address-book/add',
    guards: ['auth', 'account'],
  },
  {
    name: 'edit-address-book',
    method: 'get',
    path: '/address-book/{uuid}/edit',
    guards: ['auth', 'account'],
    where: { uuid: '[A-Za-z0-9-]{1,64}' },
  },
  {
    name: 'add-address-book.store',
    method: 'post',
    path: '/address-book/add',
    guards: ['auth', 'account'],
  },
  {
    name: 'edit-address-book.update',
    method: 'put',
    path: '/address-book/{uuid}/edit',
    guards: ['auth', 'account'],
    where: { uuid: '[A-Za-z0-9-]{1,64}' },
  },
  // The address form in a popup (the wizards): creates and hands the address back.
  {
    name: 'address-book.store',
    method: 'post',
    path: '/address-book',
    guards: ['auth', 'account'],
  },
  {
    name: 'address-book.export',
    method: 'get',
    path: '/address-book/export',
    guards: ['auth', 'account'],
  },
  {
    name: 'address-book.import',
    method: 'get',
    path: '/address-book/import',
    guards: ['auth', 'account'],
  },
  {
    name: 'address-book.import.preview',
    method: 'post',
    path: '/address-book/import',
    guards: ['auth', 'account'],
  },
  {
    name: 'address-book.import.store',
    method: 'post',
    path: '/address-book/import/confirm',
    guards: ['auth', 'account'],
  },
  {
    name: 'address-book.import.destroy',
    method: 'delete',
    path: '/address-book/import',
    guards: ['auth', 'account'],
  },
  // Every address picker's options (JSON): the account's client or consignee addresses.
  {
    name: 'options.addresses',
    method: 'get',
    path: '/options/addresses',
    guards: ['auth', 'account'],
  },
  // Geo lists and enums for the address form's selects (JSON, cached on the server).
  { name: 'options.countries', method: 'get', path: '/options/countries', guards: ['auth'] },
  { name: 'options.provinces', method: 'get', path: '/options/provinces', guards: ['auth'] },
  { name: 'options.cities', method: 'get', path: '/options/cities', guards: ['auth'] },
  { name: 'options.enums', method: 'get', path: '/options/enums', guards: ['auth'] },
  { name: 'pickups', method: 'get', path: '/pickups', guards: ['auth', 'account'] },
  {
    name: 'schedule-pickup',
    method: 'get',
    path: '/pickups/schedule',
    guards: ['auth', 'account'],
  },
  {
    name: 'schedule-pickup.store',
    method: 'post',
    path: '/pickups/schedule',
    guards: ['auth', 'account'],
  },
  {
    name: 'billing-and-payments',
    method: 'get',
    path: '/billing-and-payments',
    guards: ['auth', 'account'],
  },
  {
    name: 'billing-and-payments.export',
    method: 'get',
    path: '/billing-and-payments/export',
    guards: ['auth', 'account'],
  },
  {
    name: 'billing-and-payments.invoice',
    method: 'get',
    path: '/billing-and-payments/invoices/{invoice}',
    guards: ['auth', 'account'],
    where: { invoice: '[A-Za-z0-9_-]{1,64}' },
  },
  { name: 'reports', method: 'get', path: '/reports', guards: ['auth'] },
  { name: 'reports.export', method: 'get', path: '/reports/export', guards: ['auth', 'account'] },
  { name: 'edit-profile', method: 'get', path: '/profile', guards: ['auth'] },
  { name: 'edit-profile.update', method: 'put', path: '/profile', guards: ['auth'] },
  { name: 'change-password', method: 'get', path: '/profile/password', guards: ['auth'] },
  {
    name: 'change-password.update',
    method: 'put',
    path: '/profile/password',
    guards: ['auth'],
  },
  {
    name: 'shipping-preferences',
    method: 'get',
    path: '/profile/shipping-preferences',
    guards: ['auth', 'account'],
  },
  {
    name: 'shipping-preferences.update',
    method: 'put',
    path: '/profile/shipping-preferences',
    guards: ['auth', 'account'],
  },
  {
    name: 'pickup-preferences',
    method: 'get',
    path: '/profile/pickup-preferences',
    guards: ['auth', 'account'],
  },
  {
    name: 'pickup-preferences.update',
    method: 'put',
    path: '/profile/pickup-preferences',
    guards: ['auth', 'account'],
  },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof routes)[number]['name'];
