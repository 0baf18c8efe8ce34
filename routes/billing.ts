import { finance, token } from './guards';
import { area } from './types';

/** Billing & Payments: invoices, their export and each invoice's file. */
export const billing = area('billing', [
  { name: 'billing-and-payments', method: 'get', path: '/billing-and-payments', guards: finance },
  {
    name: 'billing-and-payments.export',
    method: 'get',
    path: '/billing-and-payments/export',
    guards: finance,
  },
  {
    name: 'billing-and-payments.invoice',
    method: 'get',
    path: '/billing-and-payments/invoices/{invoice}',
    guards: finance,
    where: { invoice: token },
  },
]);
