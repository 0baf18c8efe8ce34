import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ShipmentRowView, TrackingResult } from '../../../shared/shipments/types';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { answerWhen, callsMatching, serverError } from '../../support/provider/answers';

/** What a shipment's consignee is told, from the tracking drawer (docs/notices.md). */

let portal: Portal;
let user: InertiaBrowser;
let row: ShipmentRowView;
beforeAll(async () => {
  portal = await startPortal({ fake: 'all', timeoutMs: 5000 });
  user = await signedIn(portal.app);
  const page = (await user.visit('shipments')).component('shipments/shipments');
  row = page.prop<ShipmentRowView[]>('table.value.rows')[0]!;
});
afterEach(() => portal.overrides.clear());
afterAll(() => portal?.close());

const drawer = async () => {
  await user.visit(['shipments', { track: `${row.id}:${row.packages[0]!.id}` }]);
  return (
    await user.visit(['shipments', { track: `${row.id}:${row.packages[0]!.id}` }], {
      only: ['tracking'],
    })
  ).prop<TrackingResult>('tracking').package!;
};

const save = (body: Record<string, unknown>) =>
  user.put(['shipments.consignee-notices', { shipment: row.id }], body, {
    errorBag: 'consigneeNotices',
  });

describe('the consignee’s notices', () => {
  it('are in the drawer, and saved at the provider with a toast', async () => {
    expect((await drawer()).consigneeNotices).toMatchObject({
      email: expect.any(Boolean),
      sms: expect.any(Boolean),
      events: expect.any(Array),
    });
    (await save({ email: true, sms: false, events: ['out_for_delivery', 'delivered'] })).toasts({
      message: "The consignee's notices have been saved.",
      status: 'success',
    });
    expect((await drawer()).consigneeNotices).toEqual({
      email: true,
      sms: false,
      events: ['out_for_delivery', 'delivered'],
    });
  });

  it('refuses what is not a choice under its field, and nothing is sent', async () => {
    await drawer();
    const page = await save({ email: 'yes', sms: false, events: ['claim_update'] });
    expect(Object.keys(page.errors('consigneeNotices')).sort()).toEqual(['email', 'events.0']);
  });

  it('leaves them out of the drawer when the provider cannot say, the rest shown', async () => {
    portal.overrides.add(
      answerWhen(
        callsMatching('GET /user/clients/\\d+/shipments/\\d+/consignee-notices'),
        serverError,
      ),
    );
    const view = await drawer();
    expect(view.consigneeNotices).toBeNull();
    expect(view.awb).toBe(row.packages[0]!.awb);
  });
});
