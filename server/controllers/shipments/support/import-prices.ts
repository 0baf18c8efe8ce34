import type { Money } from '../../../../shared/billing/types';
import { messages } from '../../../../shared/messages';
import type { RatePlace, RateRequest, RatesAnswer } from '../../../../shared/rates/types';
import { toRateRequest, wizardRateAsk } from '../../../../shared/rates/wizard-input';
import type { PreviewPrices, RowPrice } from '../../../../shared/shipment-import/types';
import { rateQuotes } from '../../../api/rates';
import { InvalidForm } from '../../../failures';
import type { Upstream } from '../../../upstream';
import type { AccountBook } from './import-book';
import { TO_CREATE, type RowPlan } from './import-row-checker';
import type { CheckedRow } from './import-rows';

/**
 * Each ready row's price and delivery date, shown before anything is booked (the
 * provider's rating call, a contract extension: docs/architecture.md, 'Prices in the import').
 * A row is rated as the wizard rates its draft (shared/rates/wizard-input.ts) and keeps the
 * quote of its own product: the booking carries that quote id, so the bill keeps the price
 * the preview showed. Rows of one lane, package and services share one call.
 */

/** How the file's prices stand, kept with its rows (import-state.ts). */
export interface FilePrices {
  state: PreviewPrices['state'];
  /** The earliest quote's end: Confirm after it rates the rows again first. */
  expiresAt?: string;
}

/** A row's rating request, or why it cannot be rated; none for a row not ready. */
export function rowRating(
  plan: RowPlan,
  book: AccountBook,
  client: string,
): RateRequest | { unavailable: string } {
  const { values } = plan;
  const origin = book.places.get(values.senderAddressId);
  const body = plan.newAddress?.body;
  const destination: RatePlace | undefined =
    values.receiverAddressId === TO_CREATE && body
      ? { country: body.country ?? '', city: body.city ?? '', postalCode: body.area_code ?? '' }
      : book.places.get(values.receiverAddressId);
  const ask = wizardRateAsk(values);
  if (ask.kind === 'blocked') return { unavailable: Object.values(ask.problems)[0]! };
  if (!origin || !destination || ask.kind !== 'ask' || !ask.priced) {
    return { unavailable: messages.shipmentImport.noPrice };
  }
  return toRateRequest(ask.input, { origin, destination }, client);
}

type Answer = RatesAnswer | { state: 'refused'; message: string };

/**
 * The rows with their prices, each ready row's quote id in its plan, and how the file's
 * prices stand. Rows already priced are priced again (a retry, or quotes that expired).
 */
export async function priceRows(
  up: Upstream,
  rows: readonly CheckedRow[],
): Promise<{ rows: CheckedRow[]; prices: FilePrices }> {
  const asked = new Map<string, Promise<Answer>>();
  const ask = (request: RateRequest): Promise<Answer> => {
    const key = JSON.stringify(request);
    let answer = asked.get(key);
    if (!answer) {
      // Caught: a lane or package the provider will not rate is that row's note, not the file's.
      answer = rateQuotes(up, request).catch((err: unknown): Answer => {
        if (!(err instanceof InvalidForm)) throw err;
        return { state: 'refused', message: Object.values(err.fields)[0] ?? '' };
      });
      asked.set(key, answer);
    }
    return answer;
  };
  const priced = await Promise.all(
    rows.map(async (row): Promise<[CheckedRow, Answer | null]> => {
      if (!row.plan || !row.rating) return [row, null];
      return [row, await ask(row.rating)];
    }),
  );
  const answers = priced.flatMap(([, answer]) => (answer ? [answer.state] : []));
  if (answers.includes('not-offered')) {
    return { rows: priced.map(([row]) => unpriced(row)), prices: { state: 'not-offered' } };
  }
  let expiresAt: string | undefined;
  const out = priced.map(([row, answer]): CheckedRow => {
    if (!answer || !row.plan) return row;
    if (answer.state === 'refused') return unpriced(row, answer.message);
    if (answer.state !== 'quoted') return unpriced(row, messages.wizardPrices.failed);
    const quote = answer.quotes.find((q) => q.product.value === row.plan!.values.productCode);
    if (!quote) return unpriced(row, messages.shipmentImport.noPrice);
    if (expiresAt === undefined || Date.parse(quote.expiresAt) < Date.parse(expiresAt)) {
      expiresAt = quote.expiresAt;
    }
    return {
      ...row,
      price: { total: quote.total, estimatedDate: quote.delivery.estimatedDate },
      plan: { ...row.plan, values: { ...row.plan.values, quoteId: quote.quoteId } },
    };
  });
  const failed = answers.length > 0 && answers.every((state) => state === 'failed');
  return { rows: out, prices: failed ? { state: 'failed' } : { state: 'priced', expiresAt } };
}

/** The row without a price (and without a quote to book at), with the reason if it has one. */
function unpriced(row: CheckedRow, unavailable?: string): CheckedRow {
  const { price: _price, plan, ...rest } = row;
  const out: CheckedRow = unavailable === undefined ? rest : { ...rest, price: { unavailable } };
  if (plan) {
    const { quoteId: _quoteId, ...values } = plan.values;
    out.plan = { ...plan, values };
  }
  return out;
}

/**
 * The check's rows, each ready one with the request that rates it (or, when it cannot be
 * rated, the reason as its price).
 */
export function withRatings(
  rows: readonly CheckedRow[],
  book: AccountBook,
  client: string,
): CheckedRow[] {
  return rows.map((row) => {
    if (!row.plan) return row;
    const rating = rowRating(row.plan, book, client);
    return 'unavailable' in rating ? { ...row, price: rating } : { ...row, rating };
  });
}

/** True once the earliest quote has ended: the prices shown are no longer the bill's. */
export const pricesExpired = (prices: FilePrices | undefined, now = Date.now()) =>
  prices?.expiresAt !== undefined && Date.parse(prices.expiresAt) <= now;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The batch's total, one per currency, over the rows priced; and how many are not. */
export function batchTotals(prices: ReadonlyArray<RowPrice | undefined>): {
  totals: Money[];
  priced: number;
  unpriced: number;
} {
  const sums = new Map<string, number>();
  let priced = 0;
  let unpricedRows = 0;
  for (const price of prices) {
    if (!price || 'unavailable' in price) {
      unpricedRows += 1;
      continue;
    }
    priced += 1;
    const { value, currency } = price.total;
    sums.set(currency, (sums.get(currency) ?? 0) + value);
  }
  const totals = [...sums].map(([currency, value]) => ({ value: round2(value), currency }));
  return { totals, priced, unpriced: unpricedRows };
}
