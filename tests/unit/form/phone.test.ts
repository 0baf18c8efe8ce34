import { defaultCountries, parseCountry } from 'react-international-phone';
import { describe, expect, it } from 'vitest';
import {
  countDigits,
  formValue,
  searchCountries,
  truncateDigits,
} from '../../../resources/js/components/form/phone';

const countries = defaultCountries.map(parseCountry);
const byIso = (iso2: string) => countries.find((c) => c.iso2 === iso2)!;
const isos = (query: string) => searchCountries(countries, query).map((c) => c.iso2);

describe('digit cap', () => {
  it('counts digits only', () => {
    expect(countDigits('+1 (702) 123-4567')).toBe(11);
  });

  it('cuts right after the last digit allowed', () => {
    expect(truncateDigits('+44 1234 567 890 123 45', 15)).toBe('+44 1234 567 890 123');
    expect(countDigits(truncateDigits('+1234567890123456789', 15))).toBe(15);
  });

  it('leaves a number within the cap untouched', () => {
    expect(truncateDigits('+1 (702) 123-4567', 15)).toBe('+1 (702) 123-4567');
  });
});

describe('searchCountries', () => {
  it('keeps every country for an empty search', () => {
    expect(searchCountries(countries, '  ')).toHaveLength(countries.length);
  });

  it('finds by part of the name, ignoring case', () => {
    expect(isos('leban')).toEqual(['lb']);
    expect(isos('UNITED')).toEqual(expect.arrayContaining(['us', 'gb', 'ae']));
  });

  it('ignores accents on either side', () => {
    expect(isos('curacao')).toEqual(['cw']);
    expect(isos('sao tome')).toEqual(['st']);
    expect(isos('Réunion')).toEqual(['re']);
    expect(isos('réunion')).toEqual(isos('REUNION'));
  });

  it('finds by dial code, with or without the plus', () => {
    expect(isos('+961')).toEqual(['lb']);
    expect(isos('44')).toContain('gb');
    expect(isos('+1')).toEqual(expect.arrayContaining(['us', 'ca']));
  });

  it('finds by ISO code', () => {
    expect(isos('de')).toContain('de');
  });

  it('finds nothing for a name no country has', () => {
    expect(isos('atlantis')).toEqual([]);
  });
});

describe('formValue', () => {
  it('is E.164 once digits follow the dial code', () => {
    expect(formValue('+17021234567', byIso('us'))).toBe('+17021234567');
  });

  it('is empty while only the dial code is there', () => {
    expect(formValue('+1', byIso('us'))).toBe('');
    expect(formValue('+961', byIso('lb'))).toBe('');
    expect(formValue('', byIso('lb'))).toBe('');
  });
});
