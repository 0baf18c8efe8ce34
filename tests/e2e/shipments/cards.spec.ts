import { cardScreenTests } from '../support/cards';

cardScreenTests({
  path: '/shipments',
  heading: 'My Shipments',
  list: 'My shipments',
  noun: 'shipments',
  search: 'Search shipments',
  searchTerm: (awb) => awb,
  shot: 'shipments',
});
