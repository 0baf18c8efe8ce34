import { describe, expect, it } from 'vitest';
import { phoneCountries } from '../../../shared/phone/phone';
import {
  caretAfter,
  deleteBesideSeparator,
  searchCountries,
  significantBefore,
} from '../../../resources/js/components/ui/phone-text';

const countries = phoneCountries();
const isos = (query: string) => searchCountries(countries, query).map((c) => c.iso2);

describe('caret', () => {
  it('counts the digits and the plus before a position', () => {
    expect(significantBefore('+1 (702) 123-4567', 8)).toBe(5);
    expect(significantBefore('(702) 1', 0)).toBe(0);
  });

  it('lands after the same digits once the text is reformatted', () => {
    // '202555' typed, then the formatter writes '(202) 555': the caret stays after 6 digits.
    expect(caretAfter('(202) 555', 6)).toBe(9);
    expect(caretAfter('(202) 555-0123', 3)).toBe(4);
    expect(caretAfter('+44 20', 4)).toBe(5);
    expect(caretAfter('(202)', 0)).toBe(0);
    expect(caretAfter('12', 9)).toBe(2);
  });

  it('deletes the digit beside a separator rather than the separator alone', () => {
    // Backspace right after ') ' of '(202) 555': the browser removed the space only.
    expect(deleteBesideSeparator('(202)555', 5, 'backward')).toEqual({
      text: '(20)555',
      before: 2,
    });
    expect(deleteBesideSeparator('(202 555', 4, 'forward')).toEqual({
      text: '(202 55',
      before: 3,
    });
    expect(deleteBesideSeparator('()', 1, 'backward')).toEqual({ text: '()', before: 0 });
  });
});

describe('searchCountries', () => {
  it('keeps every country for an empty search', () => {
    expect(searchCountries(countries, '  ')).toHaveLength(countries.length);
  });

  it('finds by part of the name, ignoring case', () => {
    expect(isos('leban')).toEqual(['LB']);
    expect(isos('UNITED')).toEqual(expect.arrayContaining(['US', 'GB', 'AE']));
  });

  it('ignores accents on either side', () => {
    expect(isos('curacao')).toEqual(['CW']);
    expect(isos('Réunion')).toEqual(['RE']);
    expect(isos('réunion')).toEqual(isos('REUNION'));
  });

  it('finds by dial code, with or without the plus', () => {
    expect(isos('+961')).toEqual(['LB']);
    expect(isos('44')).toContain('GB');
    expect(isos('+1')).toEqual(expect.arrayContaining(['US', 'CA']));
  });

  it('finds by ISO code', () => {
    expect(isos('de')).toContain('DE');
  });

  it('finds nothing for a name no country has', () => {
    expect(isos('atlantis')).toEqual([]);
  });
});
