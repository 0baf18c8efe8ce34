import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageProps } from '../../../shared/pages';
import { requiresTaxNumber } from '../../../shared/customs/tax-numbers';
import type { User } from '../../../shared/types';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import {
  addressesOf,
  filled,
  firstConsignee,
  internationalPackage,
  type Picked,
} from '../../support/data/shipment-wizard';

/**
 * The commercial invoice's customs details in the wizard: the defaults it opens with (the
 * reason from the packages, the signer from the profile) and the rules a submit is held to
 * (shared/forms/shipment.ts, shared/customs/tax-numbers.ts).
 */

let portal: Portal;
let visitor: InertiaBrowser;
let sender: Picked;
let theirs: Picked[];
let customer: string;

beforeAll(async () => {
  portal = await startPortal();
  visitor = await signedIn(portal.app);
  sender = (await addressesOf(visitor, 'client'))[0]!;
  theirs = await addressesOf(visitor, 'customer');
  customer = (await firstConsignee(visitor)).value;
});
afterAll(() => portal?.close());

type WizardProps = PageProps['shipments/create-shipment'] & {
  errors: Record<string, Record<string, string>>;
  auth: { user: User };
};

async function wizard() {
  return (await visitor.visit('create-shipment'))
    .component('shipments/create-shipment')
    .prop<WizardProps>();
}

const bag = 'createShipment';
const submit = ({ draftId, ...body }: Record<string, unknown> & { draftId: string }) =>
  visitor.post(['create-shipment.store', { draft: draftId }], body, {
    errorBag: bag,
    follow: false,
  });

/** A consignee address abroad whose country asks for tax numbers (or does not). */
function abroad(taxed: boolean): Picked {
  const found = theirs.find(
    (a) => a.country !== sender.country && requiresTaxNumber(a.country) === taxed,
  );
  expect(
    found,
    `a consignee address abroad ${taxed ? 'with' : 'without'} tax numbers`,
  ).toBeTruthy();
  return found!;
}

const international = (receiver: Picked, extra = {}) =>
  filled(sender, receiver, customer, {
    productCode: 'P',
    customPaymentType: 'DDP - Shipper',
    packages: [internationalPackage()],
    ...extra,
  });

describe('the customs details the wizard opens with', () => {
  it('sign with the profile name and give a sale until the packages say otherwise', async () => {
    const { draft, auth } = await wizard();
    const name = `${auth.user.first_name} ${auth.user.last_name}`.trim();
    expect(name).not.toBe('');
    expect(draft.values).toMatchObject({ signerName: name, exportReason: 'sale' });
  });

  it('complete a draft kept before they existed, the reason from its commodity type', async () => {
    const { draft, auth } = await wizard();
    const values: Record<string, unknown> = {
      ...international(abroad(false)),
      packages: [{ ...internationalPackage(), commodityType: 'gift' }],
    };
    for (const key of ['exportReason', 'signerName', 'exporterTaxNumber', 'importerTaxNumber']) {
      delete values[key];
    }
    const saved = await visitor.sendJson('put', 'create-shipment.draft', {
      draftId: draft.id,
      step: 4,
      values,
    });
    expect(saved.status).toBe(204);
    const again = await wizard();
    expect(again.draft.values).toMatchObject({
      exportReason: 'gift',
      signerName: `${auth.user.first_name} ${auth.user.last_name}`.trim(),
      exporterTaxNumber: '',
      importerTaxNumber: '',
    });
  });

  it("keep the customer's own reason whatever the packages hold", async () => {
    const { draft } = await wizard();
    const values = {
      ...international(abroad(false)),
      packages: [{ ...internationalPackage(), commodityType: 'gift' }],
      exportReason: 'repair',
      exportReasonChosen: true,
    };
    await visitor.sendJson('put', 'create-shipment.draft', { draftId: draft.id, step: 4, values });
    expect((await wizard()).draft.values.exportReason).toBe('repair');
  });
});

describe('a submit of an international shipment', () => {
  it('is sent back to the service step without a reason or a signer', async () => {
    const { draft } = await wizard();
    const values = international(abroad(false), { exportReason: '', signerName: '' });
    await submit({ draftId: draft.id, ...values });
    const after = await wizard();
    expect(after.errors[bag]).toMatchObject({
      exportReason: 'Reason for export is required',
      signerName: 'Signed by is required',
    });
    expect(after.errors[bag]).not.toHaveProperty('importerTaxNumber');
  });

  it('asks for both tax numbers where the destination wants them', async () => {
    const { draft } = await wizard();
    const values = international(abroad(true), { exporterTaxNumber: '', importerTaxNumber: '' });
    await submit({ draftId: draft.id, ...values });
    const after = await wizard();
    expect(after.errors[bag]).toMatchObject({
      exporterTaxNumber: 'Shipper tax number is required',
      importerTaxNumber: 'Consignee tax number is required',
    });
    expect(after.errors[bag]).not.toHaveProperty('exportReason');
  });

  it('books with its customs details, and without tax numbers where none are asked', async () => {
    for (const [receiver, extra] of [
      [abroad(true), {}],
      [abroad(false), { exporterTaxNumber: '', importerTaxNumber: '' }],
    ] as const) {
      const { draft } = await wizard();
      const answer = await submit({ draftId: draft.id, ...international(receiver, extra) });
      expect(answer.status).toBe(303);
      expect(String(answer.headers.location)).toMatch(/\/dashboard$/);
    }
  });
});
