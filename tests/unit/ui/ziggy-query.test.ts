import * as qs from 'qs-esm';
import { describe, expect, it } from 'vitest';
import { route } from 'ziggy-js';
import type { ZiggyConfig } from '../../../resources/js/lib/ziggy';
import { parse, stringify } from '../../../resources/js/lib/ziggy-query';
import { filtersQuery } from '../../../shared/shipments/query';
import { labelsQuery } from '../../../shared/shipments/labels';

/** The options ziggy-js 2 passes to qs, which the stand-in replaces. */
const ZIGGY_QS = {
  addQueryPrefix: true,
  arrayFormat: 'indices',
  encodeValuesOnly: true,
  skipNulls: true,
  encoder: (value: unknown, encode: (v: unknown) => string) =>
    typeof value === 'boolean' ? String(Number(value)) : encode(value),
} as const;

const pairs = (query: string) => [...new URLSearchParams(query)];

describe("ziggy-js's query strings through picoquery", () => {
  it.each([
    ['a search with spaces, & and accents', { search: 'Zoé & co, 5/7 ?', page: 2 }],
    [
      'a view of the shipments',
      filtersQuery({ filter: 'delivered', search: '4410023', page: 3, perPage: 50 }, 'all'),
    ],
    ['chosen labels', labelsQuery({ ids: ['S-1', 'S-2'] }, 'pdf-a4', 3)],
    ['booleans and nulls', { all: true, none: false, gone: null, unset: undefined, kept: 0 }],
  ])('reads, for %s, as the same pairs as qs wrote', (_, query) => {
    expect(pairs(stringify(query, { addQueryPrefix: true }))).toEqual(
      pairs(qs.stringify(query, ZIGGY_QS)),
    );
  });

  it('starts with ? only when asked and when there is a query', () => {
    expect(stringify({ page: 2 }, { addQueryPrefix: true })).toBe('?page=2');
    expect(stringify({ page: 2 })).toBe('page=2');
    expect(stringify({ gone: null }, { addQueryPrefix: true })).toBe('');
  });

  it('keeps nested keys and arrays in brackets, both ways', () => {
    const query = { filter: { status: 'open', ids: ['a', 'b'] }, page: '1' };
    expect(decodeURIComponent(stringify(query))).toBe(
      'filter[status]=open&filter[ids][0]=a&filter[ids][1]=b&page=1',
    );
    expect(parse(`?${stringify(query)}`)).toEqual(query);
    expect(parse(undefined)).toEqual({});
  });

  it("is what the tests' route() uses, as the builds' does (qs would leave the brackets)", () => {
    const config: ZiggyConfig = {
      url: 'http://portal.test',
      port: null,
      defaults: {},
      routes: { shipments: { uri: 'shipments', methods: ['GET', 'HEAD'] } },
    };
    const query = { search: 'a b', all: true, gone: null, f: { s: 'open' } };
    expect(route('shipments', query, true, config)).toBe(
      'http://portal.test/shipments?search=a%20b&all=1&f%5Bs%5D=open',
    );
  });
});
