import { describe, expect, it } from 'vitest';
import { amountWithCode, quotedBilledLine } from '../../../shared/billing/adjustment';

const usd = (value: number) => ({ value, currency: 'USD' });

describe('quotedBilledLine', () => {
  it('compares quoted with billed and says what was weighed when adjusted', () => {
    expect(
      quotedBilledLine({
        quoted: usd(42.1),
        billed: usd(48.6),
        adjustment: { measuredWeight: 7.2, declaredWeight: 6.5, unit: 'kg', reason: 'x' },
      }),
    ).toBe('Quoted 42.10 USD · Billed 48.60 USD: measured 7.2 kg, declared 6.5 kg');
  });

  it('says the quote alone while billed as quoted', () => {
    expect(quotedBilledLine({ quoted: usd(42.1), billed: usd(42.1), adjustment: null })).toBe(
      'Quoted 42.10 USD',
    );
  });

  it('says nothing without a quote or billing', () => {
    expect(quotedBilledLine(null)).toBeNull();
    expect(quotedBilledLine(undefined)).toBeNull();
    expect(quotedBilledLine({ quoted: null, billed: usd(10), adjustment: null })).toBeNull();
  });

  it('writes thousands and two places with the code', () => {
    expect(amountWithCode({ value: 1234.5, currency: 'EUR' })).toBe('1,234.50 EUR');
  });
});
