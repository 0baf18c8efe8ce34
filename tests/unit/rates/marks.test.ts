import { describe, expect, it } from 'vitest';
import { latestOnly } from '../../../shared/rates/latest';
import { markQuotes, quoteOf } from '../../../shared/rates/marks';
import type { RateQuote } from '../../../shared/rates/types';

function quote(
  product: string,
  value: number,
  date: string,
  days = 2,
  currency = 'USD',
): RateQuote {
  return {
    quoteId: `q-${product}`,
    expiresAt: '2026-12-03T00:00:00Z',
    product: { value: product, label: product, group: 'EXP' },
    total: { value, currency },
    breakdown: [],
    weights: { actual: 1, volumetric: 1, chargeable: 1, unit: 'kg' },
    delivery: { shipDate: '2026-12-02', estimatedDate: date, businessDays: days, cutoff: '17:00' },
  };
}

describe('markQuotes', () => {
  it('marks the cheapest and the fastest product', () => {
    const quotes = [
      quote('P', 42.1, '2026-12-04'),
      quote('Y', 55, '2026-12-03', 1),
      quote('H', 30, '2026-12-09', 5),
    ];
    expect(markQuotes(quotes)).toEqual({ cheapest: 'H', fastest: 'Y' });
  });

  it('marks nothing among fewer than two, nor what does not tell products apart', () => {
    expect(markQuotes([quote('P', 10, '2026-12-04')])).toEqual({ cheapest: null, fastest: null });
    expect(markQuotes([quote('P', 10, '2026-12-04'), quote('Y', 10, '2026-12-04')])).toEqual({
      cheapest: null,
      fastest: null,
    });
  });

  it('of two arriving the same day the cheaper is the fastest; prices only in one currency', () => {
    const quotes = [
      quote('P', 20, '2026-12-04'),
      quote('Y', 15, '2026-12-04'),
      quote('H', 5, '2026-12-08', 4),
    ];
    expect(markQuotes(quotes)).toEqual({ cheapest: 'H', fastest: 'Y' });
    const mixed = [quote('P', 20, '2026-12-04'), quote('Y', 15, '2026-12-05', 3, 'EUR')];
    expect(markQuotes(mixed)).toEqual({ cheapest: null, fastest: 'P' });
  });

  it('finds a product quote', () => {
    expect(quoteOf([quote('P', 1, '2026-12-04')], 'P')?.quoteId).toBe('q-P');
    expect(quoteOf([], 'P')).toBeNull();
  });
});

describe('latestOnly', () => {
  it('takes only the answer to the last request sent', () => {
    const latest = latestOnly();
    const first = latest.next();
    const second = latest.next();
    expect(latest.isLatest(first)).toBe(false);
    expect(latest.isLatest(second)).toBe(true);
  });
});
