import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceMessages } from '../../../shared/customs/downloads';
import { labelsQuery } from '../../../shared/shipments/labels';
import type {
  ShipmentRowView,
  ShipmentsTable,
  TrackingResult,
} from '../../../shared/shipments/types';
import type { Loaded } from '../../../shared/types';
import {
  addressesOf,
  filled,
  firstConsignee,
  internationalPackage,
  type Picked,
} from '../../support/data/shipment-wizard';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { pdfRuns, type TextRun } from '../../support/reference/pdf-text';

/**
 * Commercial invoices as the customer gets them (docs/customs.md, "Downloads and Paperless
 * Trade"): one shipment's download and its refusals, the batch labels' invoices, and the
 * invoice sent with Paperless Trade after a booking, against a fake provider in front of the
 * reference services.
 */

let portal: Portal;
let visitor: InertiaBrowser;
let rows: ShipmentRowView[];
let abroad: ShipmentRowView;
let domestic: ShipmentRowView;

type Table = Extract<Loaded<ShipmentsTable>, { ok: true }>;

beforeAll(async () => {
  portal = await startPortal({ fake: 'main', timeoutMs: 10_000 });
  visitor = await signedIn(portal.app);
  const page = (await visitor.visit('/shipments?per_page=50')).component('shipments/shipments');
  rows = page.prop<Table>('table').value.rows;
  abroad = rows.find((row) => row.international && row.packages.length > 0)!;
  domestic = rows.find((row) => !row.international && row.packages.length > 0)!;
  expect(abroad, 'an international demo shipment').toBeDefined();
  expect(domestic, 'a domestic demo shipment').toBeDefined();
});
afterAll(() => portal?.close());

const invoiceUrl = (id: string): `/${string}` => `/shipments/${id}/commercial-invoice`;
const isInvoiceCall = (id: string) => (req: { path: string }) =>
  new RegExp(`/shipments/${id}/commercial-invoice$`).test(req.path);

/** What a provider answers for the invoice: every field the portal prints. */
const INVOICE = {
  shipment_id: '0',
  invoice_number: 'CI-TEST-0001',
  invoice_date: '2026-12-02',
  awb: '7000999001',
  package_count: 2,
  gross_weight: 12.5,
  weight_unit: 'kg',
  exporter: {
    company: 'Cedar Trading SAL',
    contact: 'Rami Haddad',
    lines: ['Rue Gouraud 12'],
    city: 'Beirut',
    postal_code: '1100',
    country: 'Lebanon',
    country_code: 'LB',
    phone: '+961 1 234 567',
    email: 'rami@cedar.example',
    tax_number: '1234567-601',
  },
  importer: {
    company: 'Maison Dupré',
    contact: 'Hélène Dupré',
    lines: ['5 Rue de la Paix'],
    city: 'Paris',
    postal_code: '75001',
    country: 'France',
    country_code: 'FR',
    phone: '+33 1 23 45 67 89',
    email: 'helene@example.fr',
    tax_number: 'FR12345678901',
  },
  reason: 'sale',
  terms: 'DDU',
  currency: 'USD',
  items: [
    {
      description: 'Olive oil, 1 L bottles',
      hs_code: '1509.10',
      origin_country: 'LB',
      quantity: 12,
      unit_value: 9.5,
    },
    {
      description: 'Cedar soap',
      hs_code: '3401.11',
      origin_country: 'LB',
      quantity: 100,
      unit_value: 2.25,
    },
  ],
  freight: 45,
  insurance: null,
  signer_name: 'Rami Haddad',
  signed_on: '2026-12-02',
  sent_electronically: false,
};

const envelope = (data: unknown) => ({
  status: 200,
  body: { success: true, data, notification: null },
});

/** The runs on the same line as the run reading `text`, left to right. */
function lineWith(runs: TextRun[], text: string): string[] {
  const run = runs.find((r) => r.text.trim() === text);
  expect(run, `${text} in ${JSON.stringify(runs.map((r) => r.text))}`).toBeDefined();
  return runs
    .filter((other) => Math.abs(other.y - run!.y) < 1)
    .sort((a, b) => a.x - b.x)
    .map((other) => other.text.trim());
}

async function withOverride<T>(
  rule: (req: { path: string; method: string }) => { status: number; body: unknown } | undefined,
  work: () => Promise<T>,
): Promise<T> {
  portal.overrides.add(rule);
  try {
    return await work();
  } finally {
    portal.overrides.delete(rule);
  }
}

describe('GET /shipments/{shipment}/commercial-invoice', () => {
  it('downloads an international shipment’s invoice as a PDF: every item line, totals, terms', async () => {
    const res = await withOverride(
      (req) => (isInvoiceCall(abroad.id)(req) ? envelope(INVOICE) : undefined),
      () => visitor.fetch(invoiceUrl(abroad.id)),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="commercial-invoice-7000999001.pdf"',
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const runs = await pdfRuns(res.body as Buffer);
    expect(lineWith(runs, 'Olive oil, 1 L bottles')).toEqual([
      'Olive oil, 1 L bottles',
      '150910',
      'LB',
      '12',
      'USD 9.50',
      'USD 114.00',
    ]);
    expect(lineWith(runs, 'Cedar soap')).toEqual([
      'Cedar soap',
      '340111',
      'LB',
      '100',
      'USD 2.25',
      'USD 225.00',
    ]);
    expect(lineWith(runs, 'Items total')).toEqual(['Items total', 'USD 339.00']);
    expect(lineWith(runs, 'Freight')).toEqual(['Freight', 'USD 45.00']);
    expect(lineWith(runs, 'Invoice total')).toEqual(['Invoice total', 'USD 384.00']);
    // Duties unpaid (DDU) print as DAP, the Incoterm that replaced it.
    expect(runs.map((r) => r.text.trim())).toContain('DAP');
  });

  it('is drawn from the reference services’ own data for a demo shipment', async () => {
    const res = await visitor.fetch(invoiceUrl(abroad.id));
    expect(res.status).toBe(200);
    const text = (await pdfRuns(res.body as Buffer)).map((r) => r.text.trim());
    expect(text).toContain(abroad.packages[0]!.awb);
    expect(text).toContain('Invoice total');
  });

  it('is in the reader’s language', async () => {
    const res = await withOverride(
      (req) => (isInvoiceCall(abroad.id)(req) ? envelope(INVOICE) : undefined),
      () => visitor.fetch(invoiceUrl(abroad.id), { 'Accept-Language': 'fr' }),
    );
    expect(res.status).toBe(200);
    const text = (await pdfRuns(res.body as Buffer)).map((r) => r.text.trim());
    expect(text).not.toContain('Invoice total');
    expect(text).toContain('Total de la facture');
  });

  it('refuses a domestic shipment on the error page, saying why (422)', async () => {
    const page = await visitor.open(invoiceUrl(domestic.id));
    page.hasStatus(422).component('errors/error');
    expect(JSON.stringify(page.prop('message'))).toContain('stays in its country');
  });

  it('answers another account’s shipment, or none, with the 404 page', async () => {
    (await visitor.open(invoiceUrl('999999'))).hasStatus(404).component('errors/error');
  });

  it('says on the error page when the provider lacks the customs extension (503)', async () => {
    const page = await withOverride(
      (req) =>
        isInvoiceCall(abroad.id)(req)
          ? {
              status: 404,
              body: {
                success: false,
                data: null,
                notification: { message: 'Not found', type: 'error', code: 404 },
              },
            }
          : undefined,
      () => visitor.open(invoiceUrl(abroad.id)),
    );
    page.hasStatus(503).component('errors/error').where('message', invoiceMessages.notOffered);
  });

  it('says the invoice is unavailable when the provider fails, never a 500', async () => {
    const fail = isInvoiceCall(abroad.id);
    portal.failing.add(fail);
    try {
      const page = await visitor.open(invoiceUrl(abroad.id));
      page.hasStatus(503).where('message', invoiceMessages.unavailable);
    } finally {
      portal.failing.delete(fail);
    }
  });

  it('marks the list’s rows international by their ends’ countries', () => {
    for (const row of rows.slice(0, 10)) {
      expect(typeof row.international).toBe('boolean');
    }
    expect(rows.some((row) => row.international)).toBe(true);
    expect(rows.some((row) => !row.international)).toBe(true);
  });
});

describe('GET /shipments/labels with invoices', () => {
  type Query = Record<string, string | number>;
  const labelsUrl = (query: Query): `/${string}` =>
    `/shipments/labels?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
  const footers = (runs: TextRun[]) =>
    runs.map((r) => r.text.trim()).filter((t) => /^Copy \d of \d$/.test(t));

  it('adds each international shipment’s invoice × 3 after the labels, none for a domestic one', async () => {
    const chosen = [domestic, abroad];
    const labels = chosen.flatMap((row) => row.packages).length;
    const res = await visitor.fetch(
      labelsUrl({ ...labelsQuery({ ids: chosen.map((r) => r.id) }, 'pdf-4x6', 1), invoices: 3 }),
    );
    expect(res.status).toBe(200);
    const pdf = res.body as Buffer;
    const runs = await pdfRuns(pdf);
    expect(footers(runs)).toEqual(['Copy 1 of 3', 'Copy 2 of 3', 'Copy 3 of 3']);
    // The labels first (4×6), then the invoice's A4 pages.
    const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((m) =>
      m[1]!.trim().split(/\s+/).map(Number),
    );
    expect(boxes.slice(0, labels).every((b) => b[2] === 288)).toBe(true);
    expect(boxes.length).toBeGreaterThanOrEqual(labels + 3);
    expect(boxes.slice(labels).every((b) => Math.round(b[2]!) === 595)).toBe(true);
    // Asked of the provider for the international shipment alone: the list's row says which.
    const asked = portal.calls.filter((c) => c.includes('/commercial-invoice'));
    expect(asked.some((c) => c.includes(`/shipments/${abroad.id}/`))).toBe(true);
  });

  it('prints one copy when asked, and none without the option or with ZPL', async () => {
    const ids = { ids: [abroad.id] };
    const one = await visitor.fetch(labelsUrl({ ...labelsQuery(ids, 'pdf-a4', 1), invoices: 1 }));
    expect(one.status).toBe(200);
    const runs = await pdfRuns(one.body as Buffer);
    expect(runs.map((r) => r.text.trim())).toContain('Invoice total');
    expect(footers(runs)).toEqual([]);
    const without = await visitor.fetch(labelsUrl(labelsQuery(ids, 'pdf-a4', 1)));
    const text = (await pdfRuns(without.body as Buffer)).map((r) => r.text.trim());
    expect(text).not.toContain('Invoice total');
    const zpl = await visitor.fetch(labelsUrl({ ...labelsQuery(ids, 'zpl', 1), invoices: 3 }));
    expect(zpl.status).toBe(200);
    expect(zpl.headers['content-type']).toMatch(/^application\/zpl/);
  });

  it('says so on the error page, before any label, when invoices are not offered', async () => {
    const page = await withOverride(
      (req) =>
        req.path.endsWith('/commercial-invoice')
          ? {
              status: 404,
              body: {
                success: false,
                data: null,
                notification: { message: 'Not found', type: 'error', code: 404 },
              },
            }
          : undefined,
      () =>
        visitor.open(
          labelsUrl({ ...labelsQuery({ ids: [abroad.id] }, 'pdf-4x6', 1), invoices: 3 }),
        ),
    );
    page.hasStatus(503).where('message', invoiceMessages.notOffered);
  });
});

describe('after booking an international shipment', () => {
  let sender: Picked;
  let receiver: Picked;
  let customer: string;

  beforeAll(async () => {
    sender = (await addressesOf(visitor, 'client'))[0]!;
    const theirs = await addressesOf(visitor, 'customer');
    receiver = theirs.find((a) => a.country !== sender.country)!;
    customer = (await firstConsignee(visitor)).value;
  });

  /** Books through the wizard's submit; gives the new row and the toasts of the next page. */
  async function book(services: string[]) {
    const reference = `CI-${Date.now().toString(36)}-${services.length}`;
    const { draft } = (await visitor.visit('create-shipment'))
      .component('shipments/create-shipment')
      .prop<{ draft: { id: string } }>();
    const answer = await visitor.post(
      ['create-shipment.store', { draft: draft.id }],
      {
        ...filled(sender, receiver, customer, {
          productCode: 'P',
          customPaymentType: 'DDP - Shipper',
          packages: [internationalPackage()],
          reference1: reference,
          services,
        }),
      },
      { errorBag: 'createShipment', follow: false },
    );
    expect(answer.status).toBe(303);
    const toasts = (await visitor.visit('dashboard')).toastList.map((t) => t.message);
    const list = (await visitor.visit(`/shipments?search=${reference}`))
      .component('shipments/shipments')
      .prop<Table>('table').value.rows;
    expect(list).toHaveLength(1);
    return { row: list[0]!, toasts };
  }

  const trackingOf = async (row: ShipmentRowView) => {
    const track = `${row.id}:${row.packages[0]!.id}`;
    const page = await visitor.reloadOnly(['tracking'], { data: { track } });
    return page.prop<TrackingResult>('tracking').package!;
  };

  it('with Paperless Trade, draws the invoice and sends it to the provider', async () => {
    const { row, toasts } = await book(['PAPERLESS']);
    expect(toasts).toContain(invoiceMessages.sentElectronically);
    const sent = portal.forwarded.find((f) =>
      new RegExp(`/shipments/${row.id}/documents$`).test(f.path),
    );
    expect(sent, 'the documents call').toBeDefined();
    const body = sent!.body as { type: string; content: string };
    expect(body.type).toBe('commercial-invoice');
    expect(Buffer.from(body.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(row.international).toBe(true);
    expect((await trackingOf(row)).invoiceSent).toBe(true);
  });

  it('books all the same when the invoice cannot be sent, and says to print three copies', async () => {
    const fail = (req: { path: string }) => req.path.endsWith('/documents');
    portal.failing.add(fail);
    let booked: Awaited<ReturnType<typeof book>>;
    try {
      booked = await book(['PAPERLESS']);
    } finally {
      portal.failing.delete(fail);
    }
    expect(booked.toasts).toContain(invoiceMessages.notSent);
    expect((await trackingOf(booked.row)).invoiceSent).toBe(false);
  });

  it('without Paperless Trade, sends nothing and reminds the customer to print three copies', async () => {
    const before = portal.calls.length;
    const { toasts } = await book([]);
    expect(toasts).toContain(invoiceMessages.printThree);
    expect(portal.calls.slice(before).some((c) => c.endsWith('/documents'))).toBe(false);
  });
});
