import { cardRaceTests } from '../../support/browser/card-races';
import { cardScreenTests } from '../../support/browser/card-screens';

const screen = {
  path: '/shipments',
  heading: 'My Shipments',
  list: 'My shipments',
  noun: 'shipments',
  search: 'Search shipments',
  searchTerm: (awb: string) => awb,
  shot: 'shipments',
  shortSearch: '1',
  notLoaded: { ok: false },
};

cardScreenTests(screen);
cardRaceTests(screen);
