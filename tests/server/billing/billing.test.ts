import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InvoicesTable, Offered } from '../../../shared/billing/types';
import { INVOICE_EXPORT_HEADER } from '../../../server/controllers/billing/support/export-rows';
import { readCsv } from '../../../server/http/csv';
import { signedIn, type InertiaBrowser, type Target } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { htmlPage, notFoundEnvelope, serverError } from '../../support/provider/answers';

let portal: Portal;
let visitor: InertiaBrowser;
let table: InvoicesTable;
beforeAll(async () => {
  portal = await startPortal({ fake: 'main', record: (req) => req.originalUrl });
  visitor = await signedIn(portal.app);
  table = await invoices('billing-and-payments');
});
afterAll(() => portal?.close());
afterEach(() => {
  portal.provider.rules.length = 0;
});

async function offered(url: Target): Promise<Offered<InvoicesTable>> {
  return (await visitor.visit(url))
    .component('billing/billing-and-payments')
    .prop<Offered<InvoicesTable>>('table');
}

async function invoices(url: Target): Promise<InvoicesTable> {
  const result = await offered(url);
  if (result.state !== 'ok') throw new Error(`table ${result.state}`);
  return result.value;
}

const isInvoiceCall = (path: string) => /\/invoices(\?|$)/.test(path);

describe('Billing & Payments page', () => {
  it('shows the first page of invoices with the summary', () => {
    expect(table.rows.length).toBeGreaterThan(0);
    expect(table.filters).toEqual({ search: '', from: '', to: '', adjusted: false, page: 1 });
    expect(table.summary?.outstanding.currency).toBe('USD');
    expect(table.summary?.overdueCount).toBeGreaterThan(0);
    const row = table.rows[0]!;
    expect(row.invoiceId).toMatch(/^INV-/);
    expect(['paid', 'due', 'overdue']).toContain(row.status);
    expect(row.issuedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Nothing of the provider's addresses reaches the browser.
    expect(JSON.stringify(table)).not.toContain('http');
  });

  it('passes search, range and page to the provider and shows only matches', async () => {
    const wanted = table.rows[0]!;
    portal.calls.length = 0;
    const found = await invoices(['billing-and-payments', { search: wanted.invoiceId }]);
    expect(found.rows.map((r) => r.invoiceId)).toEqual([wanted.invoiceId]);
    expect(portal.calls.some((p) => p.includes(`search=${wanted.invoiceId}`))).toBe(true);
    const day = wanted.issuedAt;
    const ranged = await invoices(['billing-and-payments', { from: day, to: day }]);
    expect(ranged.filters).toMatchObject({ from: day, to: day });
    for (const row of ranged.rows) expect(row.issuedAt).toBe(day);
  });

  it('clamps what the address holds: reversed range turned, bad dates and pages dropped', async () => {
    const turned = await invoices('/billing-and-payments?from=2026-03-10&to=2026-03-01');
    expect(turned.filters).toMatchObject({ from: '2026-03-01', to: '2026-03-10' });
    const long = await invoices('/billing-and-payments?from=2020-01-01&to=2026-03-01');
    expect(long.filters.from).toBe('2025-02-28');
    const bad = await invoices('/billing-and-payments?from=2026-02-30&to=nope&page=abc');
    expect(bad.filters).toEqual({ search: '', from: '', to: '', adjusted: false, page: 1 });
    const far = await invoices('/billing-and-payments?page=999');
    expect(far.rows).toEqual([]);
    expect(far.filters.page).toBe(999);
  });

  it('reloads only the table on a partial reload', async () => {
    await visitor.visit('billing-and-payments');
    (await visitor.reloadOnly(['table'], { data: { page: 2 } }))
      .component('billing/billing-and-payments')
      .where('table.state', 'ok');
  });
});

describe('a provider without the invoice extension', () => {
  it.each([
    ['a 404 envelope', notFoundEnvelope],
    ['a 404 web page', htmlPage(404)],
    ['a 200 web page', htmlPage(200)],
  ])('answering %s: the page says it is not offered, never an error', async (_, answer) => {
    portal.provider.rules.push((req) => (isInvoiceCall(req.path) ? answer : undefined));
    (await visitor.visit('billing-and-payments'))
      .hasStatus(200)
      .component('billing/billing-and-payments')
      .where('table', { state: 'not-offered' });
  });

  it('an outage is not "not offered": the page offers to try again', async () => {
    portal.provider.rules.push((req) => (isInvoiceCall(req.path) ? serverError : undefined));
    expect(await offered('billing-and-payments')).toEqual({ state: 'unavailable' });
  });
});

describe('invoice PDF', () => {
  const pdfUrl = (invoice: string): Target => ['billing-and-payments.invoice', { invoice }];
  /** Selects the visitor's account at `index` of the shared accounts list. */
  const selectAccount = async (index: number) => {
    const id = (await visitor.visit('reports')).prop<number>(`accounts.${index}.id`);
    await visitor.post('accounts.select', { account_id: id });
  };

  it('streams the invoice through the portal as a PDF', async () => {
    const id = table.rows[0]!.invoiceId;
    const res = await visitor.fetch(pdfUrl(id));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-disposition']).toContain(`${id}.pdf`);
    expect(res.headers['cache-control']).toContain('no-store');
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("is a 404 for another account's invoice and for none at all", async () => {
    const id = table.rows[0]!.invoiceId;
    await selectAccount(1);
    try {
      const res = await visitor.fetch(pdfUrl(id));
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    } finally {
      await selectAccount(0);
    }
    expect((await visitor.fetch(pdfUrl('INV-000000-00000'))).status).toBe(404);
    expect((await visitor.fetch(pdfUrl('..'))).status).toBe(404);
  });

  it('says the invoice could not be had when the provider fails', async () => {
    portal.provider.rules.push((req) => (req.path.endsWith('.pdf') ? serverError : undefined));
    const res = await visitor.fetch(pdfUrl(table.rows[0]!.invoiceId));
    expect(res.status).toBe(503);
  });
});

describe('Export', () => {
  it('writes every invoice of the search and range, all pages, amounts as numbers', async () => {
    portal.calls.length = 0;
    const res = await visitor.fetch('billing-and-payments.export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const text = (res.body as Buffer).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const records = readCsv(text, 10_000);
    expect(Object.keys(records[0]!)).toEqual([...INVOICE_EXPORT_HEADER]);
    expect(records.length).toBe(table.total);
    expect(table.total).toBeGreaterThan(10);
    for (const record of records) {
      expect(record.Amount).toMatch(/^\d+\.\d{2}$/);
      expect(record.Currency).toBe('USD');
    }
    expect(portal.calls.filter(isInvoiceCall).every((p) => p.includes('per_page=100'))).toBe(true);
  });

  it('keeps to the search', async () => {
    const wanted = table.rows[0]!;
    const res = await visitor.fetch(['billing-and-payments.export', { search: wanted.invoiceId }]);
    const records = readCsv((res.body as Buffer).toString('utf8'), 100);
    expect(records.map((r) => r['Invoice ID'])).toEqual([wanted.invoiceId]);
  });

  it('answers a proper page when the provider fails before the first row', async () => {
    portal.provider.rules.push((req) => (isInvoiceCall(req.path) ? serverError : undefined));
    const res = await visitor.fetch('billing-and-payments.export');
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
