import { describe, expect, it } from 'vitest';
import { emptyQuotePackage, quoteForm, type QuoteValues } from '../../../shared/forms/quote';
import { issueErrors } from '../../../shared/forms/errors';
import { usesPostalCode } from '../../../shared/rates/postal-codes';
import {
  addDays,
  boundsFrom,
  isCalendarDate,
  lenientBounds,
  nextBusinessDay,
} from '../../../shared/rates/ship-date';

// The quote form's own rules (shared/forms/quote.ts), the same in the browser and on the server.

const TODAY = '2026-12-02'; // a Wednesday
const schema = quoteForm(boundsFrom(TODAY));

function values(
  pkg: Partial<QuoteValues['packages'][number]> = {},
  rest: Partial<QuoteValues> = {},
): QuoteValues {
  const place = {
    country: 'LB',
    countryName: 'Lebanon',
    province: 'BA',
    city: 'Beirut',
    postalCode: '1107',
  };
  return {
    origin: place,
    destination: { ...place, country: 'AW', province: '', city: 'Oranjestad', postalCode: '' },
    shipDate: '2026-12-03',
    packages: [{ ...emptyQuotePackage('p1'), weight: '2', ...pkg }],
    ...rest,
  };
}

const errors = (v: QuoteValues) => {
  const checked = schema.safeParse(v);
  return checked.success ? {} : issueErrors(checked.error.issues);
};

describe('the ship date', () => {
  it('defaults to today on a weekday, else the Monday after', () => {
    expect(nextBusinessDay('2026-12-02')).toBe('2026-12-02');
    expect(nextBusinessDay('2026-12-05')).toBe('2026-12-07');
    expect(nextBusinessDay('2026-12-06')).toBe('2026-12-07');
  });

  it('is a real calendar date, from today to 30 days ahead', () => {
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(errors(values({}, { shipDate: '2026-12-01' }))).toEqual({
      shipDate: 'The ship date cannot be in the past',
    });
    expect(errors(values({}, { shipDate: '2027-01-01' }))).toEqual({});
    expect(errors(values({}, { shipDate: '2027-01-02' }))).toEqual({
      shipDate: 'The ship date may be at most 30 days from today',
    });
  });

  it('is allowed on the server in any zone where it is today', () => {
    const now = new Date('2026-12-02T23:30:00Z');
    expect(lenientBounds(now)).toEqual({ earliest: '2026-12-02', latest: '2027-01-02' });
  });
});

describe('a package', () => {
  it('passes with a weight alone, or with all three sides', () => {
    expect(errors(values())).toEqual({});
    expect(errors(values({ length: '10', width: '10', height: '10' }))).toEqual({});
  });

  it('says what is wrong under each field', () => {
    expect(errors(values({ weight: '0' }))).toEqual({
      'packages.0.weight': 'Weight must be more than 0',
    });
    expect(errors(values({ weight: '-1' }))).toEqual({
      'packages.0.weight': 'Weight must be more than 0',
    });
    expect(errors(values({ weight: '1000.01' }))['packages.0.weight']).toMatch(/1,000 kg/);
    expect(errors(values({ weight: '2204', weightUnit: 'lb' }))).toEqual({});
    expect(errors(values({ weight: '2205', weightUnit: 'lb' }))['packages.0.weight']).toMatch(
      /1,000 kg/,
    );
    expect(errors(values({ length: '301', width: '1', height: '1' }))['packages.0.length']).toMatch(
      /300 cm/,
    );
    expect(
      errors(values({ length: '118', width: '1', height: '1', dimensionsUnit: 'in' })),
    ).toEqual({});
    expect(errors(values({ length: '10' }))).toEqual({
      'packages.0.width': 'Give the length, the width and the height, or none of them',
      'packages.0.height': 'Give the length, the width and the height, or none of them',
    });
    expect(errors(values({ count: '0' }))['packages.0.count']).toMatch(/whole number/);
  });
});

describe('a place', () => {
  it('asks for a postal code where the country uses one', () => {
    expect(usesPostalCode('lb')).toBe(true);
    expect(usesPostalCode('AW')).toBe(false);
    const noCode = values({}, { origin: { ...values().origin, postalCode: '' } });
    expect(errors(noCode)).toEqual({ 'origin.postalCode': 'Postal Code is required' });
  });
});
