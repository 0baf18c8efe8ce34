import { cardRaceTests } from '../../support/browser/card-races';
import { cardScreenTests } from '../../support/browser/card-screens';

const screen = {
  path: '/pickups',
  heading: 'My PickUps',
  list: 'My pickups',
  noun: 'pickups',
  search: 'Search pickups',
  searchTerm: (id: string) => id.replace(/^#/, ''),
  shot: 'pickups',
  shortSearch: 'a',
  notLoaded: { ok: false },
};

cardScreenTests(screen);
cardRaceTests(screen);
