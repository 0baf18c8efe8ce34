import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { pagedOptions, searchOptions } from '../../../server/controllers/support/address-options';

const options = Array.from({ length: 7 }, (_, i) => ({
  value: `a${i}`,
  label: i === 6 ? 'Café du Nord, Lyon' : `Warehouse ${i}, Austin`,
}));

const query = (q: Record<string, string>) => ({ query: q }) as unknown as Request;

describe('the address pickers’ options', () => {
  it('match every word typed, accents and case aside', () => {
    expect(searchOptions(options, 'cafe LYON').map((o) => o.value)).toEqual(['a6']);
    expect(searchOptions(options, 'austin 3').map((o) => o.value)).toEqual(['a3']);
    expect(searchOptions(options, '')).toHaveLength(7);
  });

  it('come in pages of five (spec §9), or one by id, and bad queries fall back', () => {
    expect(pagedOptions(options, query({ page: '1' }))).toMatchObject({ hasMore: true });
    expect(pagedOptions(options, query({ page: '1' })).options).toHaveLength(5);
    expect(pagedOptions(options, query({ page: '2' })).options).toHaveLength(2);
    expect(pagedOptions(options, query({ id: 'a4' })).options.map((o) => o.value)).toEqual(['a4']);
    expect(
      pagedOptions(options, query({ page: '-3', search: 'x'.repeat(500) })).options,
    ).toHaveLength(5);
  });
});
