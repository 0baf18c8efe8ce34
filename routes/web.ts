import { area, type RouteDef } from './types';

/** Who may see a screen (spec §2.2); server/http/guards.ts enforces each. */
const guest = ['guest'] as const;
const auth = ['auth'] as const;
const account = ['auth', 'account'] as const;
const code = ['otp'] as const;
const reset = ['reset'] as const;
const linking = ['auth', 'pendingAccount'] as const;

/** A positive id: `0` or leading zeros fall through to the 404 page. */
const accountId = { account: '[1-9][0-9]{0,11}' } as const;
const addressId = { uuid: '[A-Za-z0-9-]{1,64}' } as const;
const token = '[A-Za-z0-9_-]{1,64}';

/**
 * The one table of named routes (spec §2.1). A page is a GET named as in the spec; what a
 * page posts or fetches is `<page>.<action>`. Each row's area and name lead to its code:
 * `server/controllers/<area>/<page>.ts` answers it and `resources/js/pages/<area>/<page>.tsx`
 * draws it (docs/architecture.md, "From a route name to its code"). Paths are written here
 * only: the server derives its router and the browser its Ziggy config from this table.
 */
export const routes = [
  ...area('dashboard', [
    { name: 'home', method: 'get', path: '/' },
    { name: 'dashboard', method: 'get', path: '/dashboard', guards: auth },
  ]),

  ...area('auth', [
    { name: 'login', method: 'get', path: '/login', guards: guest },
    { name: 'login.store', method: 'post', path: '/login', guards: guest },
    { name: 'create-account', method: 'get', path: '/create-account', guards: guest },
    { name: 'register-verification', method: 'get', path: '/register/verify', guards: code },
    { name: 'register-verification.store', method: 'post', path: '/register/verify', guards: code },
    {
      name: 'register-verification.resend',
      method: 'post',
      path: '/register/verify/resend',
      guards: code,
    },
    {
      name: 'register',
      method: 'get',
      path: '/register/{type}',
      guards: guest,
      where: { type: 'personal|business' },
    },
    {
      name: 'register.store',
      method: 'post',
      path: '/register/{type}',
      guards: guest,
      where: { type: 'personal|business' },
    },
    { name: 'reset-password', method: 'get', path: '/reset-password', guards: guest },
    { name: 'reset-password.store', method: 'post', path: '/reset-password', guards: guest },
    { name: 'verification', method: 'get', path: '/reset-password/verify', guards: reset },
    { name: 'verification.store', method: 'post', path: '/reset-password/verify', guards: reset },
    {
      name: 'verification.resend',
      method: 'post',
      path: '/reset-password/verify/resend',
      guards: reset,
    },
    { name: 'change-pass', method: 'get', path: '/reset-password/change', guards: reset },
    { name: 'change-pass.store', method: 'post', path: '/reset-password/change', guards: reset },
    { name: 'logout', method: 'get', path: '/logout' },
    { name: 'logout.store', method: 'post', path: '/logout' },
  ]),

  ...area('accounts', [
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
    { name: 'add-address-account', method: 'get', path: '/accounts/address/add', guards: account },
    {
      name: 'add-address-account.store',
      method: 'post',
      path: '/accounts/address/add',
      guards: account,
    },
    { name: 'edit-account', method: 'get', path: '/accounts/edit', guards: auth },
  ]),

  ...area('shipments', [
    { name: 'shipments', method: 'get', path: '/shipments', guards: account },
    { name: 'shipments.export', method: 'get', path: '/shipments/export', guards: account },
    // Batch labels: one file with the labels of the chosen shipments (issue 22 §3).
    { name: 'shipments.labels', method: 'get', path: '/shipments/labels', guards: account },
    {
      name: 'shipments.label',
      method: 'get',
      path: '/shipments/{shipment}/packages/{package}/label',
      guards: account,
      where: { shipment: token, package: token },
    },
    // Cancel a shipment none of whose packages has been picked up (issue 23 §1).
    {
      name: 'shipments.cancel',
      method: 'post',
      path: '/shipments/{shipment}/cancel',
      guards: account,
      where: { shipment: token },
    },
    // 'Ship again': a new draft from a shipment, at the Packages step.
    {
      name: 'shipments.ship-again',
      method: 'post',
      path: '/shipments/{shipment}/ship-again',
      guards: account,
      where: { shipment: token },
    },
    // 'Create return': of a delivered shipment, a new draft with the ends swapped.
    {
      name: 'shipments.create-return',
      method: 'post',
      path: '/shipments/{shipment}/create-return',
      guards: account,
      where: { shipment: token },
    },
    { name: 'create-shipment', method: 'get', path: '/shipments/create', guards: account },
    { name: 'create-shipment.store', method: 'post', path: '/shipments/create', guards: account },
    // The wizard's draft in the session: saved as the user moves (JSON), or discarded.
    {
      name: 'create-shipment.draft',
      method: 'put',
      path: '/shipments/create/draft',
      guards: account,
    },
    {
      name: 'create-shipment.discard',
      method: 'delete',
      path: '/shipments/create/draft',
      guards: account,
    },
    // The wizard's pickers (JSON): consignees, the creation payload.
    {
      name: 'create-shipment.consignees',
      method: 'get',
      path: '/shipments/create/consignees',
      guards: account,
    },
    {
      name: 'create-shipment.consignee',
      method: 'post',
      path: '/shipments/create/consignees',
      guards: account,
    },
    {
      name: 'create-shipment.payload',
      method: 'get',
      path: '/shipments/create/payload',
      guards: account,
    },
    // The account's package presets (JSON), and 'Save as preset' on a package.
    {
      name: 'create-shipment.presets',
      method: 'get',
      path: '/shipments/create/presets',
      guards: account,
    },
    {
      name: 'create-shipment.preset',
      method: 'post',
      path: '/shipments/create/presets',
      guards: account,
    },
    // Import shipments from a CSV or XLSX file, booked as a background job (issue 22 §1).
    { name: 'import-shipments', method: 'get', path: '/shipments/import', guards: account },
    {
      name: 'import-shipments.upload',
      method: 'post',
      path: '/shipments/import',
      guards: account,
    },
    {
      name: 'import-shipments.check',
      method: 'post',
      path: '/shipments/import/check',
      guards: account,
    },
    {
      name: 'import-shipments.store',
      method: 'post',
      path: '/shipments/import/confirm',
      guards: account,
    },
    {
      name: 'import-shipments.cancel',
      method: 'post',
      path: '/shipments/import/cancel',
      guards: account,
    },
    {
      name: 'import-shipments.destroy',
      method: 'delete',
      path: '/shipments/import',
      guards: account,
    },
    // The import's downloads: the template, the rows with errors, every row's outcome.
    {
      name: 'import-shipments.template',
      method: 'get',
      path: '/shipments/import/template',
      guards: account,
    },
    {
      name: 'import-shipments.errors',
      method: 'get',
      path: '/shipments/import/errors',
      guards: account,
    },
    {
      name: 'import-shipments.result',
      method: 'get',
      path: '/shipments/import/result',
      guards: account,
    },
  ]),

  ...area('address-book', [
    { name: 'address-book', method: 'get', path: '/address-book', guards: account },
    // The address form in a popup (the wizards): creates and hands the address back.
    { name: 'address-book.store', method: 'post', path: '/address-book', guards: account },
    { name: 'address-book.export', method: 'get', path: '/address-book/export', guards: account },
    { name: 'add-address-book', method: 'get', path: '/address-book/add', guards: account },
    { name: 'add-address-book.store', method: 'post', path: '/address-book/add', guards: account },
    {
      name: 'edit-address-book',
      method: 'get',
      path: '/address-book/{uuid}/edit',
      guards: account,
      where: addressId,
    },
    {
      name: 'edit-address-book.update',
      method: 'put',
      path: '/address-book/{uuid}/edit',
      guards: account,
      where: addressId,
    },
    { name: 'import-addresses', method: 'get', path: '/address-book/import', guards: account },
    {
      name: 'import-addresses.preview',
      method: 'post',
      path: '/address-book/import',
      guards: account,
    },
    {
      name: 'import-addresses.store',
      method: 'post',
      path: '/address-book/import/confirm',
      guards: account,
    },
    {
      name: 'import-addresses.destroy',
      method: 'delete',
      path: '/address-book/import',
      guards: account,
    },
  ]),

  // The selects' options (JSON): the account's addresses, and the geo lists and enums of
  // the address form (cached on the server).
  ...area('options', [
    { name: 'options.addresses', method: 'get', path: '/options/addresses', guards: account },
    { name: 'options.countries', method: 'get', path: '/options/countries', guards: auth },
    { name: 'options.provinces', method: 'get', path: '/options/provinces', guards: auth },
    { name: 'options.cities', method: 'get', path: '/options/cities', guards: auth },
    { name: 'options.enums', method: 'get', path: '/options/enums', guards: auth },
  ]),

  ...area('pickups', [
    { name: 'pickups', method: 'get', path: '/pickups', guards: account },
    // Cancel a pickup until its time window starts (issue 23 §2).
    {
      name: 'pickups.cancel',
      method: 'post',
      path: '/pickups/{pickup}/cancel',
      guards: account,
      where: { pickup: token },
    },
    { name: 'schedule-pickup', method: 'get', path: '/pickups/schedule', guards: account },
    { name: 'schedule-pickup.store', method: 'post', path: '/pickups/schedule', guards: account },
  ]),

  ...area('billing', [
    { name: 'billing-and-payments', method: 'get', path: '/billing-and-payments', guards: account },
    {
      name: 'billing-and-payments.export',
      method: 'get',
      path: '/billing-and-payments/export',
      guards: account,
    },
    {
      name: 'billing-and-payments.invoice',
      method: 'get',
      path: '/billing-and-payments/invoices/{invoice}',
      guards: account,
      where: { invoice: token },
    },
  ]),

  ...area('reports', [
    { name: 'reports', method: 'get', path: '/reports', guards: auth },
    { name: 'reports.export', method: 'get', path: '/reports/export', guards: account },
  ]),

  ...area('profile', [
    { name: 'edit-profile', method: 'get', path: '/profile', guards: auth },
    { name: 'edit-profile.update', method: 'put', path: '/profile', guards: auth },
    { name: 'change-password', method: 'get', path: '/profile/password', guards: auth },
    { name: 'change-password.update', method: 'put', path: '/profile/password', guards: auth },
    {
      name: 'shipping-preferences',
      method: 'get',
      path: '/profile/shipping-preferences',
      guards: account,
    },
    {
      name: 'shipping-preferences.update',
      method: 'put',
      path: '/profile/shipping-preferences',
      guards: account,
    },
    {
      name: 'shipping-preferences.rename-preset',
      method: 'put',
      path: '/profile/shipping-preferences/presets/{preset}',
      guards: account,
      where: { preset: token },
    },
    {
      name: 'shipping-preferences.destroy-preset',
      method: 'delete',
      path: '/profile/shipping-preferences/presets/{preset}',
      guards: account,
      where: { preset: token },
    },
    {
      name: 'pickup-preferences',
      method: 'get',
      path: '/profile/pickup-preferences',
      guards: account,
    },
    {
      name: 'pickup-preferences.update',
      method: 'put',
      path: '/profile/pickup-preferences',
      guards: account,
    },
  ]),

  // Public tracking (issue 23 §4): open to everyone, signed in or not; `?awb=A,B` is shared.
  ...area('tracking', [{ name: 'track', method: 'get', path: '/track' }]),

  // Outside production only: every part of the UI kit on one page, for review and checks.
  ...area('dev', [{ name: 'dev-kit', method: 'get', path: '/dev/kit', guards: ['dev'] }]),
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof routes)[number]['name'];
