import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageProps } from '../../../shared/pages';
import { signedIn, type AssertablePage, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import {
  addressesOf,
  domesticPackage,
  firstConsignee,
  filled,
  internationalPackage,
  type Picked,
} from '../../support/data/shipment-wizard';

let portal: Portal;
let visitor: InertiaBrowser;
let own: Picked[];
let theirs: Picked[];
let customer: string;

beforeAll(async () => {
  portal = await startPortal();
  visitor = await signedIn(portal.app);
  own = await addressesOf(visitor, 'client');
  theirs = await addressesOf(visitor, 'customer');
  customer = (await firstConsignee(visitor)).value;
});
afterAll(() => portal?.close());

/** The wizard's props, with its errors by bag. */
async function wizard() {
  return (await visitor.visit('create-shipment'))
    .component('shipments/create-shipment')
    .prop<
      PageProps['shipments/create-shipment'] & { errors: Record<string, Record<string, string>> }
    >();
}

const bag = 'createShipment';
/** The wizard's submit; the answer itself (the page is read after, as the tests need). */
const submit = ({ draftId, ...body }: Record<string, unknown> & { draftId: string }) =>
  visitor.post(['create-shipment.store', { draft: draftId }], body, {
    errorBag: bag,
    follow: false,
  });

function redirectsTo(answer: AssertablePage, path: string) {
  expect([302, 303]).toContain(answer.status);
  expect(new URL(String(answer.headers.location), 'http://x').pathname).toBe(path);
}

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
  return (await visitor.visit('shipments'))
    .component('shipments/shipments')
    .prop<number>('table.value.total');
}

describe('the wizard page', () => {
  it('starts a draft with the default shipping address as the pickup address', async () => {
    const { draft, enums } = await wizard();
    expect(draft.step).toBe(0);
    expect(draft.values.senderAddressId).not.toBe('');
    expect(own.map((a) => a.value)).toContain(draft.values.senderAddressId);
    expect(draft.values.packages).toHaveLength(1);
    expect(enums.ok && enums.value.packageTypes.length).toBeGreaterThan(0);
  });

  it('keeps the step and values between visits, and only for the draft it named', async () => {
    const { draft } = await wizard();
    const values = { ...draft.values, reference1: 'KEPT-1' };
    const saved = await visitor.sendJson('put', 'create-shipment.draft', {
      draftId: draft.id,
      step: 2,
      values,
    });
    expect(saved.status).toBe(204);
    const again = await wizard();
    expect(again.draft).toMatchObject({ id: draft.id, step: 2 });
    expect(again.draft.values.reference1).toBe('KEPT-1');
    const stale = await visitor.sendJson('put', 'create-shipment.draft', {
      draftId: 'another',
      step: 4,
      values,
    });
    expect(stale.status).toBe(409);
  });

  it('starts over on Discard draft', async () => {
    const { draft } = await wizard();
    (await visitor.delete('create-shipment.discard')).redirectedTo('/shipments/create');
    const fresh = await wizard();
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
    const one = await visitor.getJson<{ options: Picked[] }>([
      'options.addresses',
      { kind: 'customer', id: theirs[0]!.value },
    ]);
    expect(one.options).toEqual([theirs[0]]);
  });

  it('give the creation payload of a consignee', async () => {
    const payload = await visitor.getJson<{
      products: Array<{ product_group: string }>;
      currencies: unknown[];
    }>(['create-shipment.payload', { customer }]);
    expect(payload.products.map((p) => p.product_group)).toEqual(
      expect.arrayContaining(['EXP', 'DOM']),
    );
    expect(payload.currencies.length).toBeGreaterThan(0);
  });
});

describe('the new consignee popup', () => {
  it('creates and links the consignee and hands it back', async () => {
    await visitor.visit('create-shipment');
    const page = await visitor.post(
      'create-shipment.consignee',
      { name: 'Maya Saad', phone: '+961 70 555 111', email: '' },
      { errorBag: 'consignee' },
    );
    page
      .redirectedTo('/shipments/create')
      .component('shipments/create-shipment')
      .flash('createdConsignee.text', 'Maya Saad ( | +96170555111)');
    const created = page.object.flash.createdConsignee as { id: string; text: string };
    const all = await visitor.getJson<{ options: Array<{ value: string }> }>([
      'create-shipment.consignees',
      { search: 'maya' },
    ]);
    expect(all.options.map((o) => o.value)).toContain(created.id);
  });

  it('needs a full name and a phone, in its own error bag', async () => {
    await visitor.visit('create-shipment');
    (
      await visitor.post(
        'create-shipment.consignee',
        { name: '', phone: '', email: '' },
        { errorBag: 'consignee' },
      )
    )
      .component('shipments/create-shipment')
      .errorsExactly({
        consignee: { name: 'Full Name is required', phone: 'Phone is required' },
      });
  });
});

describe('creating a shipment', () => {
  it('puts the spec messages under the fields and keeps the draft on the first bad step', async () => {
    const { draft } = await wizard();
    const values = { ...draft.values, receiverAddressId: '', productCode: '' };
    await submit({ draftId: draft.id, ...values });
    const after = await wizard();
    expect(after.errors[bag]).toMatchObject({
      receiverAddressId: 'please select an address',
      productCode: 'Product code is required',
    });
    expect(after.draft.step).toBe(1);
  });

  it("maps the provider's 422 to the wizard's fields and step", async () => {
    const { sender, receiver } = sameCountry();
    const { draft } = await wizard();
    // An international product for a domestic shipment: the provider refuses it.
    await submit({
      draftId: draft.id,
      ...filled(sender, receiver, customer, { productCode: 'P' }),
    });
    const after = await wizard();
    expect(Object.keys(after.errors[bag] ?? {})).toEqual(['productCode']);
    expect(after.draft.step).toBe(4);
    expect(after.draft.values.productCode).toBe('P');
  });

  it('creates a domestic shipment with COD once, then asks about a pickup', async () => {
    const before = await shipmentCount();
    const { sender, receiver } = sameCountry();
    const { draft } = await wizard();
    const values = filled(sender, receiver, customer, {
      services: ['COD'],
      packages: [domesticPackage(true), domesticPackage(true)],
    });
    const res = await submit({ draftId: draft.id, ...values });
    redirectsTo(res, '/dashboard');
    const dashboard = (await visitor.visit('dashboard'))
      .component('dashboard/dashboard')
      .where('pickupPrompt', { shipperAddressId: sender.value });
    expect(dashboard.props.toasts ?? dashboard.object.flash?.toasts).toBeTruthy();
    expect(await shipmentCount()).toBe(before + 1);

    // Back and submit again: nothing new is created.
    redirectsTo(await submit({ draftId: draft.id, ...values }), '/dashboard');
    expect(await shipmentCount()).toBe(before + 1);
    // The next visit starts a new draft.
    expect((await wizard()).draft.id).not.toBe(draft.id);
  });

  it('creates an international shipment in one request at a time', async () => {
    const before = await shipmentCount();
    const { sender, receiver } = otherCountry();
    const { draft } = await wizard();
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
    const { draft } = await wizard();
    // The browser claims one country: the server reads the addresses itself.
    const values = filled(sender, { ...receiver, country: sender.country }, customer);
    await submit({ draftId: draft.id, ...values });
    const after = await wizard();
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
    const kept = await wizard();
    expect(kept.draft).toMatchObject({ id: 'from-an-ended-session', step: 4 });
    expect(kept.draft.values.reference1).toBe('ORDER-42');
    const res = await submit({ draftId: 'from-an-ended-session', ...values, productCode: 'N' });
    redirectsTo(res, '/dashboard');
  });
});
