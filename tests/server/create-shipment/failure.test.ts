import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultyMainApi, type FaultyProvider } from '../address-book/faulty-provider';
import type { PageProps } from '../../../shared/pages';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startTestPortal, type TestPortal } from '../support/portal';
import { filled, type Picked } from './support';

let portal: TestPortal;
let provider: FaultyProvider;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startTestPortal();
  provider = await faultyMainApi(portal);
  visitor = await signedIn(portal.app);
});

async function addressesOf(kind: 'client' | 'customer') {
  const all: Picked[] = [];
  for (let page = 1; page < 50; page++) {
    const answer = await visitor.getJson<{ options: Picked[]; hasMore: boolean }>([
      'options.addresses',
      { kind, page },
    ]);
    all.push(...answer.options);
    if (!answer.hasMore) break;
  }
  return all;
}
const firstConsignee = async () =>
  (
    await visitor.getJson<{ options: Array<{ value: string }> }>([
      'create-shipment.consignees',
      { page: 1 },
    ])
  ).options[0]!;
const wizard = async () =>
  (await visitor.visit('create-shipment'))
    .component('shipments/create-shipment')
    .prop<PageProps['shipments/create-shipment']>();
afterAll(async () => {
  await provider?.close();
  await portal?.close();
});

describe('a creation the provider cannot take', () => {
  it('says the shipment was not created, keeps the draft, and a retry creates it once', async () => {
    const [own, theirs, consignee] = await Promise.all([
      addressesOf('client'),
      addressesOf('customer'),
      firstConsignee(),
    ]);
    const sender = own[0]!;
    const receiver = theirs.find((a) => a.country === sender.country)!;
    const { draft } = await wizard();
    const values = filled(sender, receiver, consignee.value);
    const send = () =>
      visitor.post(['create-shipment.store', { draft: draft.id }], values, {
        errorBag: 'createShipment',
      });

    provider.faults.add('POST /clients/\\d+/shipments');
    const after = (await send()).redirectedTo('/shipments/create').component('shipments/create-shipment');
    const toasts = JSON.stringify(after.object.flash ?? after.props);
    expect(toasts).toContain('The shipment was not created.');
    const kept = (await wizard()).draft;
    expect(kept.id).toBe(draft.id);
    expect(kept.step).toBe(5);
    expect(kept.values.reference1).toBe('ORDER-42');

    provider.faults.clear();
    const before = provider.calls.filter((c) => /^POST \/clients\/\d+\/shipments$/.test(c)).length;
    (await send()).redirectedTo('/dashboard');
    (await send()).redirectedTo('/dashboard');
    const sent = provider.calls.filter((c) => /^POST \/clients\/\d+\/shipments$/.test(c)).length;
    expect(sent - before).toBe(1);
  });

  it('answers the services picker with a status when the payload cannot be had', async () => {
    provider.faults.add('POST /shipment-creation-payload');
    const res = await visitor.fetch(['create-shipment.payload', { customer: 1 }], {
      Accept: 'application/json',
    });
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body.toString())).toEqual({
      currencies: [],
      products: [],
      added_services: [],
    });
    provider.faults.clear();
  });
});
