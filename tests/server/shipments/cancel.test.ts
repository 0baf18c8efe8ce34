import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CancelRule } from '../../../shared/shipments/cancel';
import type { ShipmentRowView, TrackingResult } from '../../../shared/shipments/types';
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

const PICKED_UP = 'A package has been picked up: this shipment can no longer be cancelled.';

async function rows(query: Record<string, string> = {}): Promise<ShipmentRowView[]> {
  const page = (await user.visit(['shipments', { per_page: '100', ...query }])).component(
    'shipments/shipments',
  );
  return page.prop<ShipmentRowView[]>('table.value.rows');
}

const allowed = (row: ShipmentRowView) => row.cancel?.allowed === true;

const cancel = (shipment: string) => user.post(['shipments.cancel', { shipment }], {});

describe('Cancel shipment', () => {
  it('says in the props, row by row, whether a shipment can be cancelled and why not', async () => {
    expect((await rows()).some(allowed)).toBe(true);
    const [refused] = await rows({ 'apply-filter': 'in_transit' });
    expect(refused?.cancel).toEqual({ allowed: false, reason: PICKED_UP } satisfies CancelRule);
  });

  it('cancels a shipment not yet picked up: back to the list with a toast, the row cancelled', async () => {
    const row = (await rows()).find(allowed)!;
    await user.visit('shipments');
    const page = (await cancel(row.id)).redirectedTo('/shipments').component('shipments/shipments');
    page.hasToast(/^Shipment \d+ has been cancelled\.$/);
    const after = page.prop<ShipmentRowView[]>('table.value.rows').find((r) => r.id === row.id)!;
    expect(after.packages.every((p) => p.statusSlug === 'cancelled')).toBe(true);
    expect(after.cancel).toEqual({ allowed: false, reason: 'This shipment has been cancelled.' });
    // The 'Cancelled' filter lists it.
    expect((await rows({ 'apply-filter': 'cancelled' })).map((r) => r.id)).toContain(row.id);
  });

  it('offers a cancelled status chip', async () => {
    const page = (await user.visit('shipments')).component('shipments/shipments');
    expect(page.prop<Array<{ value: string }>>('table.value.statusOptions')).toContainEqual({
      value: 'cancelled',
      label: 'Cancelled',
    });
  });

  it("gives the provider's refusal as a toast once a package has been picked up", async () => {
    const row = (await rows()).find(
      (r) => r.cancel?.allowed === false && !r.packages.some((p) => p.statusSlug === 'cancelled'),
    )!;
    await user.visit('shipments');
    (await cancel(row.id)).redirectedTo('/shipments').toasts({
      message: 'A package of this shipment has been picked up: it can no longer be cancelled.',
      status: 'error',
    });
  });

  it('says the rule in the tracking drawer too, with the AWBs the dialog names', async () => {
    const row = (await rows()).find(allowed)!;
    const pkg = row.packages[0]!;
    const page = await user.visit(['shipments', { track: `${row.id}:${pkg.id}` }], {
      only: ['tracking'],
    });
    const tracking = page.prop<TrackingResult>('tracking');
    expect(tracking.package?.cancel).toEqual({
      rule: { allowed: true },
      awbs: row.packages.map((p) => p.awb),
    });
    expect(tracking.package?.statusSlug).toBe('created');
  });

  it("refuses a cancelled shipment's label on its error page", async () => {
    const row = (await rows({ 'apply-filter': 'cancelled' }))[0]!;
    const answer = await user.fetch([
      'shipments.label',
      { shipment: row.id, package: row.packages[0]!.id },
    ]);
    expect(answer.status).toBe(422);
    expect(String(answer.body)).toContain('its labels can no longer be printed');
  });

  it("shows the error page for a shipment that is not the account's", async () => {
    await user.visit('shipments');
    const answer = await cancel('987654321');
    expect([403, 404]).toContain(answer.status);
  });

  it('says plainly when the provider does not offer cancelling, and stops offering it', async () => {
    const row = (await rows()).find(allowed)!;
    portal.overrides.add(
      answerWhen(callsMatching('POST /clients/\\d+/shipments/\\d+/cancel'), notFoundEnvelope),
    );
    await user.visit('shipments');
    const page = (await cancel(row.id)).redirectedTo('/shipments');
    page.toasts({ message: 'Your provider does not offer cancelling.', status: 'error' });
    const after = page.prop<ShipmentRowView[]>('table.value.rows');
    expect(after.every((r) => r.cancel === null)).toBe(true);
    portal.overrides.clear();
    portal.upstream.cache.clear();
  });
});
