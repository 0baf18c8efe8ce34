import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsMatching } from '../../support/provider/answers';
import type { PageProps } from '../../../shared/pages';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { domesticParties, filled } from '../../support/data/shipment-wizard';

let portal: Portal;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'main', timeoutMs: 10_000 });
  visitor = await signedIn(portal.app);
});

const wizard = async () =>
  (await visitor.visit('create-shipment'))
    .component('shipments/create-shipment')
    .prop<PageProps['shipments/create-shipment']>();
afterAll(() => portal?.close());

describe('a creation the provider cannot take', () => {
  it('says the shipment was not created, keeps the draft, and a retry creates it once', async () => {
    const { sender, receiver, consignee } = await domesticParties(visitor);
    const { draft } = await wizard();
    const values = filled(sender, receiver, consignee.value);
    const send = () =>
      visitor.post(['create-shipment.store', { draft: draft.id }], values, {
        errorBag: 'createShipment',
      });

    portal.failing.add(callsMatching('POST /clients/\\d+/shipments'));
    const after = (await send())
      .redirectedTo('/shipments/create')
      .component('shipments/create-shipment');
    const toasts = JSON.stringify(after.object.flash ?? after.props);
    expect(toasts).toContain('The shipment was not created.');
    const kept = (await wizard()).draft;
    expect(kept.id).toBe(draft.id);
    expect(kept.step).toBe(5);
    expect(kept.values.reference1).toBe('ORDER-42');

    portal.failing.clear();
    const before = portal.calls.filter((c) => /^POST \/clients\/\d+\/shipments$/.test(c)).length;
    (await send()).redirectedTo('/dashboard');
    (await send()).redirectedTo('/dashboard');
    const sent = portal.calls.filter((c) => /^POST \/clients\/\d+\/shipments$/.test(c)).length;
    expect(sent - before).toBe(1);
  });

  it('answers the services picker with a status when the payload cannot be had', async () => {
    portal.failing.add(callsMatching('POST /shipment-creation-payload'));
    const res = await visitor.fetch(['create-shipment.payload', { customer: 1 }], {
      Accept: 'application/json',
    });
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body.toString())).toEqual({
      currencies: [],
      products: [],
      added_services: [],
    });
    portal.failing.clear();
  });
});
