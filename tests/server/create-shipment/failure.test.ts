import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultyMainApi, type FaultyProvider } from '../address-book/faulty-provider';
import { signedIn } from '../address-book/support';
import { expectPage, expectRedirect, type Visitor } from '../support/client';
import { startTestPortal, type TestPortal } from '../support/portal';
import { addressesOf, filled, firstConsignee, wizard } from './support';

let portal: TestPortal;
let provider: FaultyProvider;
let visitor: Visitor;
beforeAll(async () => {
  portal = await startTestPortal();
  provider = await faultyMainApi(portal);
  visitor = await signedIn(portal);
});
afterAll(async () => {
  await provider?.close();
  await portal?.close();
});

describe('a creation the provider cannot take', () => {
  it('says the shipment was not created, keeps the draft, and a retry creates it once', async () => {
    const [own, theirs, consignee] = await Promise.all([
      addressesOf(visitor, 'client'),
      addressesOf(visitor, 'customer'),
      firstConsignee(visitor),
    ]);
    const sender = own[0]!;
    const receiver = theirs.find((a) => a.country === sender.country)!;
    const { draft } = await wizard(visitor);
    const values = filled(sender, receiver, consignee.value);
    const send = () =>
      visitor.send('post', `/shipments/create?draft=${draft.id}`, values, {
        'X-Inertia-Error-Bag': 'createShipment',
      });

    provider.faults.add('POST /clients/\\d+/shipments');
    expectRedirect(await send(), '/shipments/create');
    const after = expectPage(await visitor.visit('/shipments/create'), 'shipments/create');
    const toasts = JSON.stringify(after.flash ?? after.props);
    expect(toasts).toContain('The shipment was not created.');
    const kept = (await wizard(visitor)).draft;
    expect(kept.id).toBe(draft.id);
    expect(kept.step).toBe(5);
    expect(kept.values.reference1).toBe('ORDER-42');

    provider.faults.clear();
    const before = provider.calls.filter((c) => /^POST \/clients\/\d+\/shipments$/.test(c)).length;
    expectRedirect(await send(), '/dashboard');
    expectRedirect(await send(), '/dashboard');
    const sent = provider.calls.filter((c) => /^POST \/clients\/\d+\/shipments$/.test(c)).length;
    expect(sent - before).toBe(1);
  });

  it('answers the services picker with a status when the payload cannot be had', async () => {
    provider.faults.add('POST /shipment-creation-payload');
    const res = await visitor.agent
      .get('/shipments/create/payload?customer=1')
      .set('Host', 'portal.test');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ currencies: [], products: [], added_services: [] });
    provider.faults.clear();
  });
});
