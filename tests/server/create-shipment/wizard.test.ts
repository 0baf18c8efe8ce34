import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPage, expectRedirect, type Visitor } from '../support/client';
import { startTestPortal, type TestPortal } from '../support/portal';
import { signedIn } from '../address-book/support';
import {
  addressesOf,
  domesticPackage,
  filled,
  firstConsignee,
  internationalPackage,
  json,
  wizard,
  type Picked,
} from './support';

let portal: TestPortal;
let visitor: Visitor;
let own: Picked[];
let theirs: Picked[];
let customer: string;

beforeAll(async () => {
  portal = await startTestPortal();
  visitor = await signedIn(portal);
  own = await addressesOf(visitor, 'client');
  theirs = await addressesOf(visitor, 'customer');
  customer = (await firstConsignee(visitor)).value;
});
afterAll(() => portal?.close());

const bag = 'createShipment';
const submit = ({ draftId, ...body }: Record<string, unknown> & { draftId: string }) =>
  visitor.send('post', `/shipments/create?draft=${draftId}`, body, {
    'X-Inertia-Error-Bag': bag,
  });

const sameCountry = () => {
  const sender = own[0]!;
  const receiver = theirs.find((a) => a.country === sender.country);
  expect(receiver, 'a consignee address in the sender country').toBeTruthy();
  return { sender, receiver: receiver! };
};
const otherCountry = () => {
  const sender = own[0]!;
  const receiver = theirs.find((a) => a.country !== sender.country);
  expect(receiver, 'a consignee address abroad').toBeTruthy();
  return { sender, receiver: receiver! };
};

async function shipmentCount() {
  const page = expectPage(await visitor.visit('/shipments'), 'shipments/index');
  const table = (page.props as unknown as { table: { ok: boolean; value: { total: number } } })
    .table;
  return table.value.total;
}

describe('the wizard page', () => {
  it('starts a draft with the default shipping address as the pickup address', async () => {
    const { draft, enums } = await wizard(visitor);
    expect(draft.step).toBe(0);
    expect(draft.values.senderAddressId).not.toBe('');
    expect(own.map((a) => a.value)).toContain(draft.values.senderAddressId);
    expect(draft.values.packages).toHaveLength(1);
    expect(enums.ok && enums.value.packageTypes.length).toBeGreaterThan(0);
  });

  it('keeps the step and values between visits, and only for the draft it named', async () => {
    const { draft } = await wizard(visitor);
    const values = { ...draft.values, reference1: 'KEPT-1' };
    const saved = await visitor.send('put', '/shipments/create/draft', {
      draftId: draft.id,
      step: 2,
      values,
    });
    expect(saved.status).toBe(204);
    const again = await wizard(visitor);
    expect(again.draft).toMatchObject({ id: draft.id, step: 2 });
    expect(again.draft.values.reference1).toBe('KEPT-1');
    const stale = await visitor.send('put', '/shipments/create/draft', {
      draftId: 'another',
      step: 4,
      values,
    });
    expect(stale.status).toBe(409);
  });

  it('starts over on Discard draft', async () => {
    const { draft } = await wizard(visitor);
    expectRedirect(await visitor.send('delete', '/shipments/create/draft'), '/shipments/create');
    const fresh = await wizard(visitor);
    expect(fresh.draft.id).not.toBe(draft.id);
    expect(fresh.draft.step).toBe(0);
    expect(fresh.draft.values.reference1).toBe('');
  });
});

describe('the pickers', () => {
  it('give addresses of each kind with their country, consignees as name (email | phone)', async () => {
    expect(own.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    for (const a of [...own, ...theirs]) expect(a.country).toMatch(/^[A-Z]{2}$/);
    const consignee = await firstConsignee(visitor);
    expect(consignee.label).toMatch(/^.+ \(.* \| .+\)$/);
    const one = await json<{ options: Picked[] }>(
      visitor,
      `/options/addresses?kind=customer&id=${theirs[0]!.value}`,
    );
    expect(one.options).toEqual([theirs[0]]);
  });

  it('give the creation payload of a consignee', async () => {
    const payload = await json<{
      products: Array<{ product_group: string }>;
      currencies: unknown[];
    }>(visitor, `/shipments/create/payload?customer=${customer}`);
    expect(payload.products.map((p) => p.product_group)).toEqual(
      expect.arrayContaining(['EXP', 'DOM']),
    );
    expect(payload.currencies.length).toBeGreaterThan(0);
  });
});

describe('the new consignee popup', () => {
  it('creates and links the consignee and hands it back', async () => {
    await visitor.visit('/shipments/create');
    const res = await visitor.send(
      'post',
      '/shipments/create/consignees',
      { name: 'Maya Saad', phone: '+961 70 555 111', email: '' },
      { 'X-Inertia-Error-Bag': 'consignee' },
    );
    expectRedirect(res, '/shipments/create');
    const page = await visitor.visit('/shipments/create');
    const created = page.body.flash?.createdConsignee as { id: string; text: string };
    expect(created.text).toBe('Maya Saad ( | +96170555111)');
    const all = await json<{ options: Array<{ value: string }> }>(
      visitor,
      '/shipments/create/consignees?search=maya',
    );
    expect(all.options.map((o) => o.value)).toContain(created.id);
  });

  it('needs a full name and a phone, in its own error bag', async () => {
    await visitor.visit('/shipments/create');
    await visitor.send(
      'post',
      '/shipments/create/consignees',
      { name: '', phone: '', email: '' },
      { 'X-Inertia-Error-Bag': 'consignee' },
    );
    const { errors } = await wizard(visitor);
    expect(errors).toEqual({
      consignee: { name: 'Full Name is required', phone: 'Phone is required' },
    });
  });
});

describe('creating a shipment', () => {
  it('puts the spec messages under the fields and keeps the draft on the first bad step', async () => {
    const { draft } = await wizard(visitor);
    const values = { ...draft.values, receiverAddressId: '', productCode: '' };
    await submit({ draftId: draft.id, ...values });
    const after = await wizard(visitor);
    expect(after.errors[bag]).toMatchObject({
      receiverAddressId: 'please select an address',
      productCode: 'Product code is required',
    });
    expect(after.draft.step).toBe(1);
  });

  it("maps the provider's 422 to the wizard's fields and step", async () => {
    const { sender, receiver } = sameCountry();
    const { draft } = await wizard(visitor);
    // An international product for a domestic shipment: the provider refuses it.
    await submit({
      draftId: draft.id,
      ...filled(sender, receiver, customer, { productCode: 'P' }),
    });
    const after = await wizard(visitor);
    expect(Object.keys(after.errors[bag] ?? {})).toEqual(['productCode']);
    expect(after.draft.step).toBe(4);
    expect(after.draft.values.productCode).toBe('P');
  });

  it('creates a domestic shipment with COD once, then asks about a pickup', async () => {
    const before = await shipmentCount();
    const { sender, receiver } = sameCountry();
    const { draft } = await wizard(visitor);
    const values = filled(sender, receiver, customer, {
      services: ['COD'],
      packages: [domesticPackage(true), domesticPackage(true)],
    });
    const res = await submit({ draftId: draft.id, ...values });
    expectRedirect(res, '/dashboard');
    const dashboard = expectPage(await visitor.visit('/dashboard'), 'dashboard/index');
    expect(dashboard.props.pickupPrompt).toEqual({ shipperAddressId: sender.value });
    expect(dashboard.props.toasts ?? dashboard.flash?.toasts).toBeTruthy();
    expect(await shipmentCount()).toBe(before + 1);

    // Back and submit again: nothing new is created.
    expectRedirect(await submit({ draftId: draft.id, ...values }), '/dashboard');
    expect(await shipmentCount()).toBe(before + 1);
    // The next visit starts a new draft.
    expect((await wizard(visitor)).draft.id).not.toBe(draft.id);
  });

  it('creates an international shipment in one request at a time', async () => {
    const before = await shipmentCount();
    const { sender, receiver } = otherCountry();
    const { draft } = await wizard(visitor);
    const values = filled(sender, receiver, customer, {
      productCode: 'P',
      customPaymentType: 'DDP - Shipper',
      packages: [internationalPackage()],
    });
    const [first, second] = await Promise.all([
      submit({ draftId: draft.id, ...values }),
      submit({ draftId: draft.id, ...values }),
    ]);
    const locations = [first.headers.location, second.headers.location];
    expect(locations).toContain('/dashboard');
    expect(await shipmentCount()).toBe(before + 1);
  });

  it('asks for items when the server finds the addresses in different countries', async () => {
    const { sender, receiver } = otherCountry();
    const { draft } = await wizard(visitor);
    // The browser claims one country: the server reads the addresses itself.
    const values = filled(sender, { ...receiver, country: sender.country }, customer);
    await submit({ draftId: draft.id, ...values });
    const after = await wizard(visitor);
    expect(after.errors[bag]).toMatchObject({
      customPaymentType: 'Custom payment type is required',
      'packages.0.items': 'Add at least one item',
    });
  });
});

describe('a submit from a draft the session no longer holds', () => {
  it('keeps what was sent as the draft when it fails, and creates it when it passes', async () => {
    const { sender, receiver } = sameCountry();
    const values = filled(sender, receiver, customer, { productCode: '' });
    await submit({ draftId: 'from-an-ended-session', ...values });
    const kept = await wizard(visitor);
    expect(kept.draft).toMatchObject({ id: 'from-an-ended-session', step: 4 });
    expect(kept.draft.values.reference1).toBe('ORDER-42');
    const res = await submit({ draftId: 'from-an-ended-session', ...values, productCode: 'N' });
    expectRedirect(res, '/dashboard');
  });
});
