import { cardScreenTests } from '../../support/browser/card-screens';

cardScreenTests({
  path: '/billing-and-payments',
  heading: 'Billing & Payments',
  list: 'Invoices',
  noun: 'invoices',
  search: 'Search invoices',
  searchTerm: (id) => id,
  shot: 'billing',
});
