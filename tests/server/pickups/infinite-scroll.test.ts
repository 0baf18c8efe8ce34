import { afterAll, beforeAll, describe } from 'vitest';
import type { Visitor } from '../support/client';
import { scrollListChecks } from '../support/infinite-scroll';
import { pickupsPortal, type PickupsPortal } from './support';

let portal: PickupsPortal;
let visitor: Visitor;
beforeAll(async () => {
  portal = await pickupsPortal();
  visitor = await portal.signIn();
});
afterAll(() => portal?.close());

describe('My PickUps on phones: cards that load the next page (spec §9)', () => {
  scrollListChecks({
    visitor: () => visitor,
    component: 'pickups/index',
    url: (query) => `/pickups${query}`,
    key: 'id',
    narrowed: (row) => `?search=${String(row.id)}`,
  });
});
