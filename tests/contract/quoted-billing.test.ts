// Extension: a bill that keeps the quote. A booking naming `shipment.quoteId` (a quote of
// POST /rates for this account and the product booked, within its 24 hours) is billed at the
// quoted total: the detail's and list row's `billing` and the invoice row carry it. An
// expired, unknown or other account's quote is a 422 on `quoteId` and nothing is booked.
// A shipment the provider weighs heavier at pickup is billed again on the measured weight:
// `billing.adjustment` and the invoice row's `adjustment` name it, `adjusted=1` filters the
// invoices, and the summary's `adjustments_total` adds them up. Ageing a quote and reaching
// pickup use the reference services' test routes, so those parts run on them only. A
// backend without the extension fails this file only.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adjustsAtPickup } from '../../server/reference/domain/measured-weight';
import { invalid, ok } from '../support/contract/api';
import type { Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';

const { api, target, flow } = useContract();

const amount = z.object({ value: z.coerce.number(), currency: z.string().min(1) });
const adjustment = z.object({
  measured_weight: z.coerce.number(),
  declared_weight: z.coerce.number(),
  unit: z.literal('kg'),
  reason: z.string().min(1),
});
const billing = z.object({
  quoted: amount.nullable(),
  billed: amount.nullable(),
  adjustment: adjustment.nullable(),
});
const detail = z.object({ shipment: z.object({ billing: billing.nullable() }) });
const invoices = s
  .paginated(
    z.object({
      invoice_id: s.id,
      amount,
      shipment_id: s.id.nullable(),
      quoted: amount.nullable(),
      adjustment: adjustment.nullable(),
    }),
  )
  .extend({ summary: z.object({ adjustments_total: amount }) });
const shipments = s.paginated(z.object({ shipment_id: s.id, billing: billing.nullable() }));

const tomorrowInBeirut = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Beirut' }).format(
    new Date(Date.now() + 86_400_000),
  );

let session: Session;
let client: s.Client;
beforeAll(async () => {
  session = await flow.login(target().user);
  client = await flow.firstClient(session);
});

const cents = (money: { value: number }) => Math.round(money.value * 100);

/** A quote for the product the booking body names, on a domestic lane. */
async function quoteFor(productCode: string | number, weightKg = 1.5) {
  const [quote] = ok(
    await api.post('main', '/rates', {
      token: session.token,
      body: {
        client_id: client.id,
        origin: { country: 'LB', city: 'Beirut' },
        destination: { country: 'LB', city: 'Beirut' },
        ship_date: tomorrowInBeirut(),
        packages: [{ count: 1, weight: { value: weightKg, unit: 'kg' }, dimensions: null }],
        product: productCode,
      },
    }),
    s.rates,
  ).quotes;
  expect(quote, 'a quote for the product booked').toBeDefined();
  return quote!;
}

async function bookingBody() {
  const { body, reference } = await flow.shipmentBody(session, client.id);
  const quote = await quoteFor(body.shipment.productCode);
  const withQuote = (quoteId: string | number) => ({
    ...body,
    shipment: { ...body.shipment, quoteId },
  });
  return { body, reference, quote, withQuote };
}

const book = async (body: unknown) =>
  ok(
    await api.post('main', `/clients/${client.id}/shipments`, { token: session.token, body }),
    s.created,
  );

const detailOf = async (id: string | number) =>
  ok(
    await api.get('main', `/user/clients/${client.id}/shipments/${id}`, { token: session.token }),
    detail,
  ).shipment.billing;

const invoicePage = async (query: Record<string, string | number> = {}) =>
  ok(
    await api.get('main', `/user/clients/${client.id}/invoices`, {
      token: session.token,
      query: { per_page: 100, ...query },
    }),
    invoices,
  );

const listed = async (reference: string) =>
  ok(
    await api.get('main', `/user/clients/${client.id}/shipments`, {
      token: session.token,
      query: { search: reference },
    }),
    shipments,
  ).data;

const devPost = (path: string) => fetch(`${target().urls.main}${path}`, { method: 'POST' });

describe('shipment.quoteId (extension)', () => {
  it('books at the quoted total: the detail, the list row and the invoice carry it', async () => {
    const { quote, withQuote, reference } = await bookingBody();
    const created = await book(withQuote(quote.quote_id));
    const bill = await detailOf(created.shipment_id);
    expect(cents(bill!.quoted!)).toBe(cents(quote.total));
    expect(cents(bill!.billed!)).toBe(cents(quote.total));
    expect(bill!.adjustment).toBeNull();
    const [row] = await listed(reference);
    expect(cents(row!.billing!.quoted!)).toBe(cents(quote.total));
    const line = (await invoicePage({ search: reference })).data.find(
      (i) => String(i.shipment_id) === String(created.shipment_id),
    );
    expect(line, 'the invoice of the shipment').toBeDefined();
    expect(cents(line!.amount)).toBe(cents(quote.total));
    expect(cents(line!.quoted!)).toBe(cents(quote.total));
    expect(line!.adjustment).toBeNull();
  });

  it('refuses an unknown quote under quoteId and books nothing', async () => {
    const { withQuote, reference } = await bookingBody();
    const answer = await api.post('main', `/clients/${client.id}/shipments`, {
      token: session.token,
      body: withQuote('QNOSUCHQUOTE0000'),
    });
    invalid(answer, ['quoteId']);
    expect(await listed(reference)).toEqual([]);
  });

  it('refuses an expired quote under quoteId, saying the price now', async (test) => {
    if (!target().embedded) test.skip();
    const { quote, withQuote, reference } = await bookingBody();
    expect((await devPost(`/dev/quotes/${quote.quote_id}/expire`)).status).toBe(200);
    const answer = await api.post('main', `/clients/${client.id}/shipments`, {
      token: session.token,
      body: withQuote(quote.quote_id),
    });
    const errors = invalid(answer, ['quoteId']);
    expect(errors.quoteId).toMatch(/expired; the price is now \d+\.\d{2} USD/);
    expect(await listed(reference)).toEqual([]);
  });

  it('books as before without a quote', async () => {
    const { body } = await bookingBody();
    const created = await book(body);
    const bill = await detailOf(created.shipment_id);
    expect(bill?.quoted ?? null).toBeNull();
  });
});

describe('a bill adjusted after weighing at pickup (extension)', () => {
  it('re-rates on the measured weight, names it, and filters and totals the adjusted', async (test) => {
    if (!target().embedded) test.skip();
    // The reference provider weighs every fourth shipment heavier: book until one is.
    let adjusted: { id: string | number; quoted: number } | undefined;
    for (let tries = 0; tries < 4 && !adjusted; tries += 1) {
      const { quote, withQuote } = await bookingBody();
      const created = await book(withQuote(quote.quote_id));
      if (adjustsAtPickup(Number(created.shipment_id))) {
        adjusted = { id: created.shipment_id, quoted: cents(quote.total) };
      }
    }
    expect(adjusted, 'a shipment the provider weighs at pickup').toBeDefined();
    const before = await invoicePage();
    expect((await devPost(`/dev/shipments/${adjusted!.id}/advance`)).status).toBe(200);

    const bill = await detailOf(adjusted!.id);
    expect(bill!.adjustment).toMatchObject({
      declared_weight: 1.5,
      measured_weight: 2,
      unit: 'kg',
    });
    expect(cents(bill!.quoted!)).toBe(adjusted!.quoted);
    expect(cents(bill!.billed!)).toBeGreaterThan(adjusted!.quoted);

    const page = await invoicePage({ adjusted: 1 });
    expect(page.data.length).toBeGreaterThan(0);
    for (const row of page.data) expect(row.adjustment).not.toBeNull();
    const line = page.data.find((i) => String(i.shipment_id) === String(adjusted!.id));
    expect(line, 'the adjusted invoice under adjusted=1').toBeDefined();
    expect(cents(line!.amount)).toBe(cents(bill!.billed!));
    expect(cents(line!.quoted!)).toBe(adjusted!.quoted);
    expect(line!.adjustment!.reason).toMatch(/2 kg/);
    expect(cents(page.summary.adjustments_total)).toBe(
      cents(before.summary.adjustments_total) + cents(bill!.billed!) - adjusted!.quoted,
    );
  });

  it('refuses an adjusted filter it cannot read', async () => {
    const answer = await api.get('main', `/user/clients/${client.id}/invoices`, {
      token: session.token,
      query: { adjusted: 'maybe' },
    });
    invalid(answer, ['adjusted']);
  });
});
