import { cardRaceTests } from '../../support/browser/card-races';
import { cardScreenTests } from '../../support/browser/card-screens';

const screen = {
  path: '/billing-and-payments',
  heading: 'Billing & Payments',
  list: 'Invoices',
  noun: 'invoices',
  search: 'Search invoices',
  searchTerm: (id: string) => id,
  shot: 'billing',
  shortSearch: 'INV',
  notLoaded: { state: 'unavailable' },
};

cardScreenTests(screen);
cardRaceTests(screen);
