import { afterAll, beforeAll, describe } from 'vitest';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { scrollListChecks } from '../../support/checks/infinite-scroll';
import { startPortal, type Portal } from '../../support/portal';

let portal: Portal;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'all' });
  visitor = await signedIn(portal.app);
});
afterAll(() => portal?.close());

describe('My PickUps on phones: cards that load the next page (spec §9)', () => {
  scrollListChecks({
    visitor: () => visitor,
    component: 'pickups/pickups',
    url: (query) => `/pickups${query}`,
    key: 'id',
    narrowed: (row) => `?search=${String(row.id)}`,
  });
});
