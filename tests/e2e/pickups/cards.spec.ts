import { cardScreenTests } from '../support/cards';

cardScreenTests({
  path: '/pickups',
  heading: 'My PickUps',
  list: 'My pickups',
  noun: 'pickups',
  search: 'Search pickups',
  searchTerm: (id) => id.replace(/^#/, ''),
  shot: 'pickups',
});
