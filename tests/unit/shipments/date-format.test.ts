import { format, isValid, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dateTime, shortDate } from '../../../resources/js/components/shipments/format';

// The shipments' dates are written out by hand (the public tracking page cannot carry
// date-fns): each must read exactly as date-fns read it before.
const asBefore = (value: string, pattern: string) => {
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : value;
};

const SAMPLES = [
  '2025-03-05',
  '2025-09-30',
  '2024-02-29',
  '2025-12-31T23:59:59',
  '2025-01-01T00:00',
  '2025-06-15 14:05:09',
  '2025-06-15T14:05:09.123Z',
  '2025-06-15T14:05:09.5+02:00',
  '2025-06-15T23:30:00-0530',
  '2025-06-15T02:00:00+01',
  '2025-11-24T22:19:43.000000Z',
];
const NOT_DATES = ['', 'soon', '2025-02-30', '2025-13-01', '05/03/2025', '2025-3-5', '—'];

describe('shipment dates', () => {
  it.each(SAMPLES)('read %s as date-fns did', (value) => {
    expect(shortDate(value)).toBe(asBefore(value, 'dd MMM yyyy'));
    expect(dateTime(value)).toBe(asBefore(value, 'dd MMM yyyy, HH:mm'));
  });

  it.each(NOT_DATES)('show %j as sent, not as a date', (value) => {
    expect(shortDate(value)).toBe(value);
    expect(dateTime(value)).toBe(value);
  });
});

describe('shipment dates in a given time zone (a server render writes the reader’s)', () => {
  it('moves a moment with a zone into the reader’s zone', () => {
    expect(dateTime('2025-06-15T23:30:00Z', 'Asia/Beirut')).toBe('16 Jun 2025, 02:30');
    expect(dateTime('2025-06-15T23:30:00Z', 'America/New_York')).toBe('15 Jun 2025, 19:30');
    expect(shortDate('2025-06-15T23:30:00Z', 'Pacific/Kiritimati')).toBe('16 Jun 2025');
  });

  it('writes a date or a time without a zone as sent, in any zone', () => {
    for (const zone of ['UTC', 'Pacific/Kiritimati', 'America/Adak']) {
      expect(shortDate('2025-03-05', zone)).toBe('05 Mar 2025');
      expect(dateTime('2025-03-05 14:05', zone)).toBe('05 Mar 2025, 14:05');
      expect(dateTime('2025-03-05T24:00', zone)).toBe('06 Mar 2025, 00:00');
    }
  });

  it('agrees with the runtime’s own zone when given it', () => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const value of SAMPLES) {
      expect(shortDate(value, own)).toBe(shortDate(value));
      expect(dateTime(value, own)).toBe(dateTime(value));
    }
  });
});
