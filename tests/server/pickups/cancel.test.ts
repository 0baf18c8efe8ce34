import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PickupRowView } from '../../../shared/pickups/types';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { answerWhen, callsMatching, notFoundEnvelope } from '../../support/provider/answers';

let portal: Portal;
let user: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'all', timeoutMs: 5000 });
  user = await signedIn(portal.app);
});
afterEach(() => portal.overrides.clear());
afterAll(() => portal?.close());

const STARTED =
  'The pickup window has started: the courier may be on the way, so this pickup can no longer be cancelled.';

async function rows(): Promise<PickupRowView[]> {
  const page = (await user.visit(['pickups', { per_page: '50' }])).component('pickups/pickups');
  return page.prop<PickupRowView[]>('table.value.rows');
}

const upcoming = async () => (await rows()).find((row) => row.cancel?.allowed === true)!;

const cancel = (pickup: string) => user.post(['pickups.cancel', { pickup }], {});

describe('Cancel pickup', () => {
  it('says in the props whether each pickup can be cancelled, and why not', async () => {
    const list = await rows();
    expect(list.some((row) => row.cancel?.allowed === true)).toBe(true);
    const past = list.find((row) => row.status.slug === 'completed');
    expect(past?.cancel).toEqual({ allowed: false, reason: STARTED });
  });

  it('cancels a pickup whose window has not started: a toast, the row cancelled', async () => {
    const row = await upcoming();
    await user.visit('pickups');
    const page = (await cancel(row.id)).redirectedTo('/pickups').component('pickups/pickups');
    page.hasToast({ message: `Pickup #${row.id} has been cancelled.`, status: 'success' });
    const after = page.prop<PickupRowView[]>('table.value.rows').find((r) => r.id === row.id)!;
    expect(after.status).toMatchObject({ label: 'Cancelled', slug: 'cancelled' });
    expect(after.cancel).toEqual({ allowed: false, reason: 'This pickup has been cancelled.' });
  });

  it("gives the provider's refusal as a toast once the window has started", async () => {
    const past = (await rows()).find((row) => row.status.slug === 'completed')!;
    await user.visit('pickups');
    (await cancel(past.id)).redirectedTo('/pickups').toasts({
      message: 'This pickup has been done: it can no longer be cancelled.',
      status: 'error',
    });
  });

  it('shows the 404 page for a pickup the account does not have', async () => {
    await user.visit('pickups');
    expect((await cancel('987654321')).status).toBe(404);
  });

  it('says plainly when the provider does not offer cancelling, and stops offering it', async () => {
    const row = await upcoming();
    portal.overrides.add(
      answerWhen(callsMatching('POST /pickup-requests/\\d+/cancel'), notFoundEnvelope),
    );
    await user.visit('pickups');
    const page = (await cancel(row.id)).redirectedTo('/pickups');
    page.toasts({ message: 'Your provider does not offer cancelling.', status: 'error' });
    expect(page.prop<PickupRowView[]>('table.value.rows').every((r) => r.cancel === null)).toBe(
      true,
    );
    portal.upstream.cache.clear();
  });
});
