import { cardScreenTests } from '../support/cards';

cardScreenTests({
  path: '/billing-and-payments',
  heading: 'Billing & Payments',
  list: 'Invoices',
  noun: 'invoices',
  search: 'Search invoices',
  searchTerm: (id) => id,
  shot: 'billing',
});
