import { describe, expect, it } from 'vitest';
import {
  filtersQuery,
  MAX_PAGE,
  parseFilter,
  parseFilters,
  parsePage,
  parsePerPage,
  parseSearch,
  parseTrack,
  trackParam,
} from '../../../shared/shipments/query';

const OPTIONS = [
  { value: '', label: 'All' },
  { value: 'delivered', label: 'Delivered' },
];

describe('reading the table query', () => {
  it.each([
    [undefined, 1],
    ['3', 3],
    [' 4 ', 4],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['1e3', 1],
    ['abc', 1],
    ['9'.repeat(400), MAX_PAGE],
    [['5', '6'], 5],
    [{ a: '1' }, 1],
  ])('page %j is %i', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });

  it('keeps only the allowed page sizes', () => {
    expect(parsePerPage('20')).toBe(20);
    expect(parsePerPage('100000')).toBeNull();
    expect(parsePerPage('7')).toBeNull();
    expect(parsePerPage(undefined)).toBeNull();
  });

  it('keeps a known filter, else the first option', () => {
    expect(parseFilter('delivered', OPTIONS)).toBe('delivered');
    expect(parseFilter('lost', OPTIONS)).toBe('');
    expect(parseFilter(['delivered'], OPTIONS)).toBe('delivered');
    expect(parseFilter('x', [])).toBe('');
  });

  it('trims, cleans and cuts the search', () => {
    expect(parseSearch('  AB12 ')).toBe('AB12');
    expect(parseSearch('a\u0000b\nc')).toBe('a b c');
    expect(parseSearch('x'.repeat(5000))).toHaveLength(100);
    expect(parseSearch({ $ne: 1 })).toBe('');
  });

  it('opens the drawer only with a shipment id and a package id', () => {
    expect(parseTrack('12:34')).toEqual({ shipmentId: '12', packageId: '34' });
    expect(parseTrack('ab-1:c_2')).toEqual({ shipmentId: 'ab-1', packageId: 'c_2' });
    for (const bad of ['12', '12:', ':34', '1:2:3', '../1:2', '1:<b>', 'x'.repeat(65) + ':1', '']) {
      expect(parseTrack(bad)).toBeNull();
    }
    expect(trackParam({ shipmentId: '1', packageId: '2' })).toBe('1:2');
  });

  it('writes a view back to a query without its defaults', () => {
    const filters = parseFilters({ 'apply-filter': 'delivered', page: '2', search: 'x' }, OPTIONS);
    expect(filtersQuery(filters, '')).toEqual({
      'apply-filter': 'delivered',
      search: 'x',
      page: 2,
    });
    expect(filtersQuery(parseFilters({}, OPTIONS), '')).toEqual({});
  });
});
