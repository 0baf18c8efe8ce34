import { describe, expect, it } from 'vitest';
import { daysBetween, isCalendarDate, shiftDate } from '../../../shared/billing/dates';
import { formatMoney, statusLabel } from '../../../shared/billing/format';
import { billingQuery, parseBillingFilters } from '../../../shared/billing/query';

describe('parseBillingFilters', () => {
  it('reads search, range and page', () => {
    expect(
      parseBillingFilters({ search: ' INV-1 ', from: '2026-01-01', to: '2026-01-31', page: '3' }),
    ).toEqual({
      search: 'INV-1',
      from: '2026-01-01',
      to: '2026-01-31',
      adjusted: false,
      page: 3,
    });
  });

  it('drops what is not a date and falls back to page 1', () => {
    expect(
      parseBillingFilters({ from: '2026-02-30', to: '31/01/2026', page: '-2', search: ['a', 'b'] }),
    ).toEqual({ search: 'a', from: '', to: '', adjusted: false, page: 1 });
    expect(parseBillingFilters({ from: { x: 1 }, page: '1e9' }).page).toBe(1);
  });

  it('turns a reversed range round', () => {
    expect(parseBillingFilters({ from: '2026-03-10', to: '2026-03-01' })).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-10',
    });
  });

  it('keeps the end of a range longer than 366 days and starts it as early as allowed', () => {
    const { from, to } = parseBillingFilters({ from: '2020-01-01', to: '2026-03-01' });
    expect(to).toBe('2026-03-01');
    expect(daysBetween(from, to)).toBe(366);
  });

  it('keeps adjusted only for adjusted=1, anything else shows every invoice', () => {
    expect(parseBillingFilters({ adjusted: '1' }).adjusted).toBe(true);
    for (const adjusted of ['0', 'yes', '', ['x'], { a: 1 }]) {
      expect(parseBillingFilters({ adjusted }).adjusted).toBe(false);
    }
  });

  it('one side of the range alone is kept', () => {
    expect(parseBillingFilters({ to: '2026-03-01' })).toMatchObject({ from: '', to: '2026-03-01' });
  });
});

describe('billingQuery', () => {
  it('leaves defaults out and round-trips through the parser', () => {
    expect(billingQuery({ search: '', from: '', to: '', adjusted: false, page: 1 })).toEqual({});
    const filters = {
      search: 'x y',
      from: '2026-01-01',
      to: '2026-02-01',
      adjusted: true,
      page: 2,
    };
    const query = Object.fromEntries(
      Object.entries(billingQuery(filters)).map(([k, v]) => [k, String(v)]),
    );
    expect(parseBillingFilters(query)).toEqual(filters);
  });
});

describe('dates', () => {
  it('knows calendar dates, whole days between them, and moves them', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-2-1')).toBe(false);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('formatMoney', () => {
  it('formats with the currency, and a code the browser does not know after the amount', () => {
    expect(formatMoney({ value: 1234.5, currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney({ value: 10, currency: 'EUR' })).toBe('€10.00');
    expect(formatMoney({ value: 10, currency: 'NOT A CODE' })).toBe('10.00 NOT A CODE');
    expect(formatMoney({ value: 10, currency: '' })).toBe('10.00');
  });

  it('names the statuses, and shows an unknown one as sent', () => {
    expect(statusLabel('overdue')).toBe('Overdue');
    expect(statusLabel('disputed')).toBe('Disputed');
    expect(statusLabel('')).toBe('Unknown');
  });
});
