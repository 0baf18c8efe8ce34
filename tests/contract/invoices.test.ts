// Extension: invoices (paged, searched, by issue date, with the account's summary) and the
// invoice PDF; 422 on a bad range, 403 on another user's account.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failure, forbidden, invalid, ok, type Query } from '../support/contract/api';
import type { Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';
import { otpReadable } from '../support/contract/target';

const { api, target, flow } = useContract();

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}/);
const money = z.object({
  value: z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]),
  currency: z.string().min(1),
});
const invoice = z.object({
  invoice_id: s.id,
  billing_id: s.id,
  description: z.string(),
  amount: money,
  status: z.enum(['paid', 'due', 'overdue']),
  issued_at: ymd,
  due_at: ymd,
  shipment_id: s.id.nullable(),
});
const invoicePage = s.paginated(invoice).extend({
  summary: z.object({
    outstanding: money,
    overdue_count: z.number().int().nonnegative(),
    paid_this_month: money,
  }),
});
type InvoicePage = z.infer<typeof invoicePage>;

let session: Session;
let client: s.Client;
let first: InvoicePage;
beforeAll(async () => {
  session = await flow.login(target().user);
  client = await flow.firstClient(session);
  first = await list({ page: 1 });
});

const path = () => `/user/clients/${client.id}/invoices`;
const get = (query: Query) => api.get('main', path(), { token: session.token, query });
const list = async (query: Query) => ok(await get(query), invoicePage);
const day = (value: string) => value.slice(0, 10);

describe('GET /user/clients/{client}/invoices', () => {
  it('pages invoices with the summary beside data', () => {
    expect(first.total).toBeGreaterThan(0);
    expect(first.last_page).toBe(Math.max(1, Math.ceil(first.total / first.per_page)));
    expect(first.data.length).toBe(Math.min(first.per_page, first.total));
  });

  it('honours per_page and gives other rows on page 2', async () => {
    const small = await list({ page: 1, per_page: 2 });
    expect(small.per_page).toBe(2);
    expect(small.data.length).toBeLessThanOrEqual(2);
    if (small.last_page > 1) {
      const second = await list({ page: 2, per_page: 2 });
      const ids = new Set(small.data.map((row) => String(row.invoice_id)));
      expect(second.data.some((row) => ids.has(String(row.invoice_id)))).toBe(false);
    }
  });

  it('finds an invoice by its id and nothing for a search that matches nothing', async () => {
    const wanted = first.data[0]!;
    const found = await list({ page: 1, search: String(wanted.invoice_id) });
    expect(found.data.map((row) => String(row.invoice_id))).toContain(String(wanted.invoice_id));
    const none = await list({ page: 1, search: 'zzzz-no-such-invoice' });
    expect(none.data).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('keeps to the issue dates between from and to', async () => {
    const issued = day(first.data[0]!.issued_at);
    const range = await list({ page: 1, per_page: 100, from: issued, to: issued });
    expect(range.total).toBeGreaterThan(0);
    for (const row of range.data) expect(day(row.issued_at)).toBe(issued);
  });

  it('answers 422 on a reversed range and on one longer than 366 days', async () => {
    const reversed = invalid(await get({ from: '2025-03-10', to: '2025-03-01' }), []);
    expect(Object.keys(reversed).some((key) => key === 'from' || key === 'to')).toBe(true);
    const long = invalid(await get({ from: '2024-01-01', to: '2025-01-03' }), []);
    expect(Object.keys(long).some((key) => key === 'from' || key === 'to')).toBe(true);
  });
});

describe('GET /user/clients/{client}/invoices/{invoice_id}.pdf', () => {
  it('answers the invoice as application/pdf with the Access-Token', async () => {
    const id = String(first.data[0]!.invoice_id);
    const answer = await api.get('main', `${path()}/${id}.pdf`, { token: session.token });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^application\/pdf/);
    expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers 404 for an invoice that does not exist', async () => {
    failure(
      await api.get('main', `${path()}/NO-SUCH-INVOICE-0.pdf`, { token: session.token }),
      404,
    );
  });

  it('answers code 100 without a token', async () => {
    const id = String(first.data[0]!.invoice_id);
    const answer = await api.get('main', `${path()}/${id}.pdf`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect((answer.json as { notification?: { code?: number } }).notification?.code).toBe(100);
  });
});

const strangerAvailable = otpReadable || Boolean(process.env.CONTRACT_OTHER_EMAIL);

describe.skipIf(!strangerAvailable)('403 on invoices of an account the user has not linked', () => {
  let stranger: Session;
  beforeAll(async () => {
    const other = target().otherUser;
    stranger = other ? await flow.login(other) : (await flow.newUser()).session;
  });

  it('the list answers 403', async () => {
    forbidden(await api.get('main', path(), { token: stranger.token }));
  });

  it('the PDF answers 403', async () => {
    const id = String(first.data[0]!.invoice_id);
    forbidden(await api.get('main', `${path()}/${id}.pdf`, { token: stranger.token }));
  });
});
