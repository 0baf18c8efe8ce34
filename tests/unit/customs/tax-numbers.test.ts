import { describe, expect, it } from 'vitest';
import {
  EU_MEMBER_STATES,
  requiresTaxNumber,
  TAX_NUMBER_COUNTRIES,
  taxNumberKind,
} from '../../../shared/customs/tax-numbers';

describe('the destinations that ask for tax numbers', () => {
  it('are every EU member state (EORI / VAT)', () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
    for (const country of EU_MEMBER_STATES) {
      expect(requiresTaxNumber(country)).toBe(true);
      expect(taxNumberKind(country)).toBe('EORI / VAT');
    }
  });

  it('include the other countries of the list, each with its own number', () => {
    for (const country of ['GB', 'BR', 'CN', 'IN', 'KR', 'TR', 'ID', 'MX', 'AR', 'ZA']) {
      expect(requiresTaxNumber(country)).toBe(true);
      expect(taxNumberKind(country)).not.toBe('');
    }
    expect(taxNumberKind('BR')).toBe('CPF / CNPJ');
  });

  it('read the code in any case and with spaces around it', () => {
    expect(requiresTaxNumber('fr')).toBe(true);
    expect(requiresTaxNumber(' gb ')).toBe(true);
  });

  it('leave the others, an empty country and no country free of them', () => {
    for (const country of ['LB', 'US', 'AE', 'CA', 'JP', '', 'FRA', 'XX']) {
      expect(requiresTaxNumber(country)).toBe(false);
      expect(taxNumberKind(country)).toBe('');
    }
    expect(requiresTaxNumber(null)).toBe(false);
    expect(requiresTaxNumber(undefined)).toBe(false);
  });

  it('list each country once, as two capital letters, sorted', () => {
    expect(new Set(TAX_NUMBER_COUNTRIES).size).toBe(TAX_NUMBER_COUNTRIES.length);
    expect(TAX_NUMBER_COUNTRIES.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect([...TAX_NUMBER_COUNTRIES].sort()).toEqual(TAX_NUMBER_COUNTRIES);
  });
});
