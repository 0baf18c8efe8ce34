import type { RateQuote } from './types';

/** The products a list of quotes marks: the cheapest and the fastest (product codes). */
export interface QuoteMarks {
  cheapest: string | null;
  fastest: string | null;
}

const byPrice = (a: RateQuote, b: RateQuote) => a.total.value - b.total.value;
const byArrival = (a: RateQuote, b: RateQuote) =>
  a.delivery.estimatedDate.localeCompare(b.delivery.estimatedDate) ||
  a.delivery.businessDays - b.delivery.businessDays;

/**
 * The first of `quotes` by `order` (ties by `then`), when it beats the last by `order`:
 * a mark that tells products apart.
 */
function best(
  quotes: readonly RateQuote[],
  order: (a: RateQuote, b: RateQuote) => number,
  then: (a: RateQuote, b: RateQuote) => number,
): RateQuote | null {
  const sorted = [...quotes].sort((a, b) => order(a, b) || then(a, b));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  return first && last && order(first, last) < 0 ? first : null;
}

/**
 * Marks the cheapest and the fastest product, as carriers' own portals do. Nothing is
 * marked among fewer than two quotes, prices are compared only in one currency, and a
 * mark is given only when it tells products apart (all arriving the same day: no
 * 'fastest'). The fastest is the earliest delivery date, then the fewer business days,
 * then the cheaper; the cheapest, of two alike, the faster.
 */
export function markQuotes(quotes: readonly RateQuote[]): QuoteMarks {
  if (quotes.length < 2) return { cheapest: null, fastest: null };
  const currency = quotes[0]!.total.currency;
  const oneCurrency = quotes.every((q) => q.total.currency === currency);
  const cheapest = oneCurrency ? best(quotes, byPrice, byArrival) : null;
  const fastest = best(quotes, byArrival, oneCurrency ? byPrice : () => 0);
  return {
    cheapest: cheapest?.product.value ?? null,
    fastest: fastest?.product.value ?? null,
  };
}

/** The quote of one product, if the answer has it. */
export const quoteOf = (quotes: readonly RateQuote[], product: string) =>
  quotes.find((q) => q.product.value === product) ?? null;
