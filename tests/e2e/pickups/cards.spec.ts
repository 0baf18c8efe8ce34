import { cardScreenTests } from '../../support/browser/card-screens';

cardScreenTests({
  path: '/pickups',
  heading: 'My PickUps',
  list: 'My pickups',
  noun: 'pickups',
  search: 'Search pickups',
  searchTerm: (id) => id.replace(/^#/, ''),
  shot: 'pickups',
});
