import { describe, expect, it } from 'vitest';
import {
  batchTotals,
  pricesExpired,
} from '../../../server/controllers/shipments/support/import-prices';

describe("the import preview's batch total", () => {
  it('adds the priced rows, one total per currency, and counts the rows without a price', () => {
    const usd = (value: number) => ({ total: { value, currency: 'USD' }, estimatedDate: 'x' });
    expect(
      batchTotals([
        usd(10.1),
        usd(20.2),
        { total: { value: 5, currency: 'EUR' }, estimatedDate: 'x' },
        { unavailable: 'No price for this service on this route.' },
        undefined,
      ]),
    ).toEqual({
      totals: [
        { value: 30.3, currency: 'USD' },
        { value: 5, currency: 'EUR' },
      ],
      priced: 3,
      unpriced: 2,
    });
  });

  it('has no total when nothing is priced', () => {
    expect(batchTotals([])).toEqual({ totals: [], priced: 0, unpriced: 0 });
  });
});

describe("the import's quotes", () => {
  it('have ended once the earliest quote has, and not before', () => {
    const at = Date.parse('2026-12-02T12:00:00Z');
    const prices = { state: 'priced' as const, expiresAt: '2026-12-02T12:00:00Z' };
    expect(pricesExpired(prices, at - 1)).toBe(false);
    expect(pricesExpired(prices, at)).toBe(true);
    expect(pricesExpired({ state: 'not-offered' }, at)).toBe(false);
    expect(pricesExpired(undefined, at)).toBe(false);
  });
});
