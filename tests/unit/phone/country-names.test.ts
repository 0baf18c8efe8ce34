import { describe, expect, it } from 'vitest';
import { countryName, phoneCountries } from '../../../shared/phone/phone';

/**
 * The phone field's countries are named in the page's language (docs/i18n.md), as the
 * browser names them for the page's format locale; English stays as it was.
 */
describe("the phone field's country names", () => {
  it('are English by default', () => {
    expect(countryName('LB')).toBe('Lebanon');
    expect(phoneCountries().find((c) => c.iso2 === 'LB')?.name).toBe('Lebanon');
  });

  it("are the page's language's, sorted in it", () => {
    expect(countryName('LB', 'fr-LB')).toBe('Liban');
    expect(countryName('LB', 'ar-u-nu-latn')).toBe('لبنان');
    const french = phoneCountries('fr-LB');
    expect(french.find((c) => c.iso2 === 'US')).toEqual({
      iso2: 'US',
      name: 'États-Unis',
      dialCode: '1',
    });
    const names = french.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr-LB')));
  });
});
