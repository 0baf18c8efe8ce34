import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageProps } from '../../../shared/pages';
import type { WizardValues } from '../../../shared/shipment-wizard/values';
import { signedIn, type AssertablePage, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { csvOf, shipmentImport } from '../../support/data/shipment-import';
import {
  addressesOf,
  filled,
  firstConsignee,
  internationalPackage,
  type Picked,
} from '../../support/data/shipment-wizard';

/**
 * The customs item rules (docs/customs.md, "Item rules") as a screen receives
 * them: the wizard's error bag after a submit, and the import's preview, each message under
 * its field or its file's column.
 */

let portal: Portal;
let visitor: InertiaBrowser;
let sender: Picked;
let receiver: Picked;
let customer: string;

beforeAll(async () => {
  // The embedded services behind a fake, to read what the portal sends the provider.
  portal = await startPortal({ fake: 'main' });
  visitor = await signedIn(portal.app);
  const [own, theirs] = await Promise.all([
    addressesOf(visitor, 'client'),
    addressesOf(visitor, 'customer'),
  ]);
  sender = own[0]!;
  receiver = theirs.find((a) => a.country !== sender.country)!;
  expect(receiver, 'a consignee address abroad').toBeTruthy();
  customer = (await firstConsignee(visitor)).value;
});
afterAll(() => portal?.close());

const VAGUE =
  'Say what the item is, what it is made of and what it is for (e.g. "Men\'s cotton T-shirts")';
const bag = 'createShipment';
const item = 'packages.0.items.0';

async function wizard(as = visitor) {
  return (await as.visit('create-shipment'))
    .component('shipments/create-shipment')
    .prop<
      PageProps['shipments/create-shipment'] & { errors: Record<string, Record<string, string>> }
    >();
}

const submit = (as: InertiaBrowser, draftId: string, values: WizardValues) =>
  as.post(['create-shipment.store', { draft: draftId }], values, {
    errorBag: bag,
    follow: false,
  });

/** An international shipment (a 'Books' item, 5 × 10 USD declared as 50 USD), with changes. */
function abroad(
  itemChanges: Partial<WizardValues['packages'][number]['items'][number]> = {},
  declaredAmount = '50',
): WizardValues {
  const pkg = internationalPackage();
  return filled(sender, receiver, customer, {
    productCode: 'P',
    customPaymentType: 'DDP - Shipper',
    packages: [{ ...pkg, declaredAmount, items: [{ ...pkg.items[0]!, ...itemChanges }] }],
  });
}

const shipmentPosts = () =>
  portal.forwarded.filter((f) => f.method === 'POST' && /\/shipments$/.test(f.path));

function redirectsTo(answer: AssertablePage, path: string) {
  expect([302, 303]).toContain(answer.status);
  expect(new URL(String(answer.headers.location), 'http://x').pathname).toBe(path);
}

describe("the wizard's international items", () => {
  it("puts each rule's message under its item field, and sends nothing", async () => {
    const posts = shipmentPosts().length;
    const { draft } = await wizard();
    const values = abroad({
      description: ' GIFT ',
      hsnCode: '4901',
      quantity: '1.5',
      unitPrice: '0',
    });
    await submit(visitor, draft.id, values);
    const after = await wizard();
    expect(after.errors[bag]).toEqual({
      [`${item}.description`]: VAGUE,
      [`${item}.hsnCode`]: 'HSN Code must be 6 to 10 digits (dots and spaces are ignored)',
      [`${item}.quantity`]: 'Quantity must be a whole number of at least 1',
      [`${item}.unitPrice`]: 'Unit Price must be more than 0',
    });
    // The draft stays on Packages, as typed.
    expect(after.draft.step).toBe(5);
    expect(after.draft.values.packages[0]!.items[0]!.description).toBe(' GIFT ');
    expect(shipmentPosts()).toHaveLength(posts);
  });

  it("says under Declared Amount by how much it differs from the items' total", async () => {
    const { draft } = await wizard();
    await submit(visitor, draft.id, abroad({}, '45'));
    expect((await wizard()).errors[bag]).toEqual({
      'packages.0.declaredAmount':
        'The items add up to 50.00 USD, 5.00 more than the declared amount',
    });
    await submit(visitor, draft.id, abroad({ quantity: '4' }));
    expect((await wizard()).errors[bag]).toEqual({
      'packages.0.declaredAmount':
        'The items add up to 40.00 USD, 10.00 less than the declared amount',
    });
  });

  it("says the messages in the reader's language", async () => {
    const french = await signedIn(portal.app, undefined, { languages: 'fr' });
    const { draft } = await wizard(french);
    await submit(french, draft.id, abroad({ description: 'Samples' }, '60'));
    expect((await wizard(french)).errors[bag]).toEqual({
      [`${item}.description`]:
        'Indiquez ce qu’est l’article, sa matière et son usage (par ex. « T-shirts en coton pour homme »)',
      'packages.0.declaredAmount':
        'Le total des articles est de 50.00 USD, soit 10.00 de moins que le montant déclaré',
    });
  });

  it('books items that follow the rules, the HS code sent as digits only', async () => {
    const posts = shipmentPosts().length;
    const { draft } = await wizard();
    const values = abroad({ hsnCode: ' 4901.99 ', description: "Men's cotton T-shirts" });
    redirectsTo(await submit(visitor, draft.id, values), '/dashboard');
    const sent = shipmentPosts().slice(posts);
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body as {
      packages: Array<{ declaredAmount: { value: number }; items: Array<Record<string, unknown>> }>;
    };
    expect(body.packages[0]!.declaredAmount.value).toBe(50);
    expect(body.packages[0]!.items[0]).toMatchObject({
      hsnCode: '490199',
      description: "Men's cotton T-shirts",
      quantity: 5,
    });
  });
});

describe("an imported file's international rows", () => {
  it('refuses each broken rule on its row, under the column it is about', async () => {
    const steps = shipmentImport(visitor);
    const { header, rows } = await steps.templateTable();
    const international = rows[1]!;
    const set = (changes: Record<string, string>) => {
      const copy = [...international];
      for (const [column, value] of Object.entries(changes)) {
        expect(header, column).toContain(column);
        copy[header.indexOf(column)] = value;
      }
      return copy;
    };
    const preview = await steps.previewOf(
      csvOf(header, [
        international,
        set({ 'Item 1 Description': 'samples', 'Item 2 Description': 'Accessories' }),
        set({ 'Item 1 HSN Code': '4202.21', 'Item 2 HSN Code': '4202 31' }),
        set({ 'Item 1 HSN Code': '4202' }),
        set({ 'Item 2 Quantity': '1.5' }),
        set({ 'Item 1 Unit Price': '0' }),
        set({ 'Declared Amount': '100' }),
      ]),
    );
    const errors = Object.fromEntries(
      preview.rows.items.map((r) => [r.row, r.errors.map((p) => `${p.column}: ${p.message}`)]),
    );
    expect(errors).toEqual({
      2: [],
      3: [`Item 1 Description: ${VAGUE}`, `Item 2 Description: ${VAGUE}`],
      // Dots and spaces in an HS code are the way people write it.
      4: [],
      5: ['Item 1 HSN Code: HSN Code must be 6 to 10 digits (dots and spaces are ignored)'],
      // A quantity that is not whole says so; the totals are not compared with it.
      6: ['Item 2 Quantity: Quantity must be a whole number of at least 1'],
      7: ['Item 1 Unit Price: Unit Price must be more than 0'],
      8: ['Declared Amount: The items add up to 120.00 USD, 20.00 more than the declared amount'],
    });
    expect(preview.counts).toEqual({ total: 7, ready: 2, errors: 5 });
    await visitor.delete('import-shipments.destroy');
  });
});
