import { cardScreenTests } from '../../support/browser/card-screens';

cardScreenTests({
  path: '/shipments',
  heading: 'My Shipments',
  list: 'My shipments',
  noun: 'shipments',
  search: 'Search shipments',
  searchTerm: (awb) => awb,
  shot: 'shipments',
});
