import { describe, expect, it } from 'vitest';
import { partsIn, ZONED_PARTS } from '../../../shared/ui/time-zone';

/** The parts as Intl names them one by one: what partsIn's quicker reading must equal. */
function oracle(date: Date, zone: string) {
  const parts: Record<string, number> = {};
  const format = new Intl.DateTimeFormat('en-US', { ...ZONED_PARTS, timeZone: zone });
  for (const part of format.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

const ZONES = [
  'UTC',
  'Asia/Beirut',
  'America/New_York',
  'Australia/Lord_Howe', // a half-hour change of clocks
  'Asia/Kathmandu', // +05:45
  'Pacific/Kiritimati', // +14
  'America/St_Johns', // -03:30
];

const INSTANTS = [
  '2026-01-01T00:00:00Z',
  '2026-03-29T00:30:00Z', // Beirut's clocks go forward
  '2026-03-08T06:59:00Z', // New York's, a minute before
  '2026-03-08T07:00:00Z',
  '2026-11-01T05:30:00Z', // New York's hour that happens twice
  '2026-10-04T15:30:00Z', // Lord Howe's half hour
  '2026-12-31T23:59:59Z',
  '1999-02-28T12:00:00Z',
  '0099-03-04T00:00:00Z', // a year written with two digits
].map((iso) => new Date(iso));

describe('partsIn', () => {
  it.each(ZONES)('gives the calendar parts Intl gives, in %s', (zone) => {
    for (const date of INSTANTS) {
      expect(partsIn(date, zone), `${date.toISOString()} in ${zone}`).toEqual(oracle(date, zone));
    }
    // An instant every 7 h 13 min over a year, across both changes of clocks.
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 26_000_000) {
      const date = new Date(t);
      expect(partsIn(date, zone)).toEqual(oracle(date, zone));
    }
  });

  it("uses the runtime's own zone when given none", () => {
    const date = new Date(2026, 4, 6, 7, 8);
    expect(partsIn(date)).toEqual({ year: 2026, month: 5, day: 6, hour: 7, minute: 8 });
  });
});
