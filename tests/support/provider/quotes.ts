import { dayFromToday } from '../data/dates';

/**
 * One quote of the provider's rating call as the contract sends it (`POST /rates`,
 * tests/contract/rates.test.ts): a domestic product at 42.10 USD, shipped today and
 * delivered tomorrow, unless the test says otherwise.
 */
export function providerQuote(
  overrides: { id?: string; product?: string; total?: number; expiresAt?: string } = {},
) {
  const total = { value: overrides.total ?? 42.1, currency: 'USD' };
  return {
    quote_id: overrides.id ?? 'Q-1',
    expires_at: overrides.expiresAt ?? '2030-01-01T00:00:00Z',
    product: { value: overrides.product ?? 'N', label: 'Domestic Express', product_group: 'DOM' },
    total,
    breakdown: [{ code: 'freight', label: 'Freight', amount: total }],
    weight: { actual: 1.5, volumetric: 0, chargeable: 1.5 },
    delivery: {
      ship_date: dayFromToday(0),
      estimated_date: dayFromToday(1),
      business_days: 1,
      cutoff: '17:00',
    },
  };
}
