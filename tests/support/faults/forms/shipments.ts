import type { RouteName } from '../../../../routes/web';
import type { PageObject } from '../../../../server/inertia';
import { urlFor } from '../../../../server/routing/url';
import type { Browser } from '../../portal/faults';
import type { DemoData } from '../demo-data';
import type { ShipmentRowView } from '../../../../shared/shipments/types';
import type { FormSample, Posted } from '../form-sample';
import { filled } from '../../data/shipment-wizard';
import { wizardRateAsk } from '../../../../shared/rates/wizard-input';

/** A sender among the account's addresses and a receiver in the same country (domestic). */
function parties(d: DemoData) {
  for (const sender of d.own) {
    const receiver = d.consignees.find((c) => c.country === sender.country);
    if (receiver) return { sender, receiver };
  }
  throw new Error('demo data: no consignee address in the country of an own address');
}

const draftOf = (page: PageObject) =>
  page.props.draft as { id: string; step: number; values: Record<string, unknown> };

/** The wizard's draft lives in the session: the same draft, with everything sent. */
async function draftKept(_browser: Browser, { before, sent, after }: Posted) {
  const draft = draftOf(after);
  if (draft.id !== draftOf(before).id) return `a new draft replaced draft ${draftOf(before).id}`;
  const lost = Object.keys(sent).filter(
    (key) => JSON.stringify(draft.values[key]) !== JSON.stringify(sent[key]),
  );
  return lost.length ? `the draft lost ${lost.join(', ')}` : null;
}

/** The first row of a list page's table prop. */
export function firstRowId(page: PageObject): string {
  const table = page.props.table as { ok: boolean; value?: { rows: Array<{ id: string }> } };
  const id = table.ok ? table.value?.rows[0]?.id : undefined;
  if (!id) throw new Error('faults: the list page shows no row');
  return id;
}

/** The id of the first row of a list page's table that `fits`. */
export function rowWhere<Row extends { id: string }>(
  page: PageObject,
  fits: (row: Row) => boolean,
): string {
  const table = page.props.table as { ok: boolean; value?: { rows: Row[] } };
  const id = (table.ok ? table.value?.rows : [])?.find(fits)?.id;
  if (!id) throw new Error('faults: the list page shows no row to cancel');
  return id;
}

/** The forms of Create Shipment. */
export const SHIPMENT_FORMS: Partial<Record<RouteName, FormSample>> = {
  'create-shipment.store': {
    from: () => urlFor('create-shipment'),
    target: (_d, page) => urlFor('create-shipment.store', { draft: draftOf(page).id }),
    body: (d) => {
      const { sender, receiver } = parties(d);
      return { ...filled(sender, receiver, d.consignee) };
    },
    errorBag: 'createShipment',
    kept: draftKept,
    keptAcrossSignIn: draftKept,
  },
  'create-shipment.draft': {
    from: () => urlFor('create-shipment'),
    body: (_d, page) => ({ draftId: draftOf(page).id, step: 1, values: draftOf(page).values }),
    sessionOnly: true,
    fetch: true,
  },
  // The wizard's prices: its fetch() of the account's quotes for a domestic shipment.
  'create-shipment.rates': {
    from: () => urlFor('create-shipment'),
    body: (d, page) => {
      const { sender, receiver } = parties(d);
      const ask = wizardRateAsk(filled(sender, receiver, d.consignee));
      if (ask.kind !== 'ask') throw new Error('faults: the wizard sample gives no rating request');
      return { draftId: draftOf(page).id, ...ask.input };
    },
    fetch: true,
  },
  'create-shipment.discard': {
    from: () => urlFor('create-shipment'),
    body: () => ({}),
    sessionOnly: true,
  },
  // A shipment the rule lets go, or one an earlier fault's run cancelled (a repeat is a
  // success): the same one each run, never the demo shipment the other samples use.
  'shipments.cancel': {
    from: () => urlFor('shipments'),
    target: (d, page) =>
      urlFor('shipments.cancel', {
        shipment: rowWhere<ShipmentRowView>(
          page,
          (row) =>
            row.id !== d.shipment.id &&
            (row.cancel?.allowed === true ||
              row.packages.every((pkg) => pkg.statusSlug === 'cancelled')),
        ),
      }),
    body: () => ({}),
  },
  // Fixes of the demo's exceptions (docs/exceptions.md): the first run that reaches the
  // provider resolves them, and a fix sent again is answered as it stands.
  'shipments.resolve-exception': {
    from: (d) => urlFor('shipments', { track: `${d.refused.shipment}:${d.refused.package}` }),
    target: (d) =>
      urlFor('shipments.resolve-exception', { ...d.refused, action: 'return_to_shipper' }),
    body: () => ({}),
    errorBag: 'exception',
  },
  'shipments.exception-document': {
    from: (d) =>
      urlFor('shipments', { track: `${d.customsHold.shipment}:${d.customsHold.package}` }),
    target: (d) => urlFor('shipments.exception-document', { ...d.customsHold }),
    body: () => ({}),
    files: () => ({ document: { content: Buffer.from('%PDF-1.7\n%%EOF\n'), filename: 'a.pdf' } }),
    errorBag: 'exception',
  },
  // A claim on a delivered package (docs/claims.md): the drawer's form, then its claim's page.
  'shipments.file-claim': {
    from: (d) => urlFor('shipments', { track: `${d.delivered.id}:${d.delivered.packageId}` }),
    target: (d) =>
      urlFor('shipments.file-claim', { shipment: d.delivered.id, package: d.delivered.packageId }),
    body: () => ({ kind: 'damaged', amount: '1.00', description: 'Crushed corner.' }),
    errorBag: 'claim',
  },
  'claim.answer': {
    from: (d) => urlFor('claim', { claim: d.claims.waiting }),
    target: (d) => urlFor('claim.answer', { claim: d.claims.waiting }),
    body: () => ({ text: 'The photos show the crushed corner.' }),
    errorBag: 'answer',
  },
  'claim.photos': {
    from: (d) => urlFor('claim', { claim: d.claims.open }),
    target: (d) => urlFor('claim.photos', { claim: d.claims.open }),
    body: () => ({}),
    files: () => ({
      photo: {
        content: Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(64),
        ]),
        filename: 'corner.png',
      },
    }),
    errorBag: 'claimPhoto',
  },
  // What the consignee is told (docs/notices.md): a choice every consignee can take.
  'shipments.consignee-notices': {
    from: (d) => urlFor('shipments', { track: `${d.shipment.id}:${d.shipment.packageId}` }),
    target: (d) => urlFor('shipments.consignee-notices', { shipment: d.shipment.id }),
    body: () => ({ email: false, sms: false, events: ['delivered'] }),
    errorBag: 'consigneeNotices',
  },
  'shipments.ship-again': {
    from: () => urlFor('shipments'),
    target: (d) => urlFor('shipments.ship-again', { shipment: d.shipment.id }),
    body: () => ({ replace: true }),
  },
  // A return starts from a delivered shipment; like 'Ship again' it only fills a draft in.
  'shipments.create-return': {
    from: () => urlFor('shipments', { 'apply-filter': 'delivered' }),
    target: (_d, page) => urlFor('shipments.create-return', { shipment: firstRowId(page) }),
    body: () => ({ replace: true }),
  },
  'create-shipment.preset': {
    from: () => urlFor('create-shipment'),
    body: () => ({
      name: `Faults parcel ${Date.now()}`,
      description: 'Spare parts',
      type: '',
      commodityType: '',
      weight: '2',
      weightUnit: 'kg',
      dimensionsUnit: '',
      length: '',
      width: '',
      height: '',
    }),
    errorBag: 'preset',
  },
  'create-shipment.consignee': {
    from: () => urlFor('create-shipment'),
    body: () => ({ name: 'Rami Nassar', phone: '+96170123456', email: 'rami@nassar.test' }),
    errorBag: 'consignee',
  },
};
