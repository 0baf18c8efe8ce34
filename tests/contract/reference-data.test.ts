// Reference data: location, countries, provinces, cities, enums, shipment status options.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalid, ok } from '../support/contract/api';
import type { Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';

const { api, target, flow } = useContract();
const list = z.object({ data: z.array(s.geoRow) });

// Enums and status options feed signed-in screens, so they are asked for with a token.
let session: Session;
beforeAll(async () => {
  session = await flow.login(target().user);
});

describe('POST /user/location', () => {
  it('answers the caller country as an ISO 3166-1 alpha-2 code', async () => {
    const data = ok(
      await api.post('main', '/user/location'),
      z.object({ country_code: z.string().regex(/^[A-Z]{2}$/) }),
    );
    expect(data.country_code).toHaveLength(2);
  });
});

describe('GET /countries', () => {
  it('pages countries with the contract pagination shape', async () => {
    const first = ok(
      await api.get('main', '/countries', { query: { page: 1 } }),
      s.paginated(s.country),
    );
    expect(first.current_page).toBe(1);
    expect(first.data.length).toBeGreaterThan(0);
    expect(first.data.length).toBeLessThanOrEqual(first.per_page);
    expect(first.last_page).toBe(Math.max(1, Math.ceil(first.total / first.per_page)));
    // Every ISO 3166-1 country: 249 assigned codes.
    expect(first.total).toBeGreaterThanOrEqual(249);
    const second = ok(
      await api.get('main', '/countries', { query: { page: 2 } }),
      s.paginated(s.country),
    );
    expect(second.current_page).toBe(2);
    const onFirst = new Set(first.data.map((row) => row.iso2));
    expect(second.data.some((row) => onFirst.has(row.iso2))).toBe(false);
  });

  it('searches by name, without regard to case', async () => {
    const found = ok(
      await api.get('main', '/countries', { query: { page: 1, search: 'leban' } }),
      s.paginated(s.country),
    );
    expect(found.data.map((row) => row.iso2)).toContain('LB');
    for (const row of found.data) expect(row.name.toLowerCase()).toContain('leban');
    expect(found.total).toBe(found.data.length);
  });

  it('answers an empty page for a search that matches nothing', async () => {
    const none = ok(
      await api.get('main', '/countries', { query: { page: 1, search: 'zzzz-no-country' } }),
      s.paginated(s.country),
    );
    expect(none.data).toEqual([]);
    expect(none.total).toBe(0);
  });
});

describe('GET /provinces', () => {
  it("lists a country's provinces as {data: [{id, name}]}", async () => {
    const { data } = ok(await api.get('main', '/provinces', { query: { country: 'LB' } }), list);
    expect(data.length).toBeGreaterThan(0);
    expect(new Set(data.map((row) => String(row.id))).size).toBe(data.length);
  });

  it('answers an empty list for a country without provinces', async () => {
    // Aland Islands have none in the reference data; a provider may differ, so only the
    // embedded services are held to the exact answer.
    const { data } = ok(await api.get('main', '/provinces', { query: { country: 'AX' } }), list);
    if (target().embedded) expect(data).toEqual([]);
  });

  it('answers 422 on country when the country is missing', async () => {
    invalid(await api.get('main', '/provinces'), ['country']);
  });
});

describe('GET /cities', () => {
  it("lists a province's cities as {data: [{id, name}]}", async () => {
    const provinces = ok(
      await api.get('main', '/provinces', { query: { country: 'LB' } }),
      list,
    ).data;
    let found = 0;
    for (const province of provinces) {
      const { data } = ok(
        await api.get('main', '/cities', {
          query: { country: 'LB', province: String(province.id) },
        }),
        list,
      );
      found += data.length;
    }
    expect(found).toBeGreaterThan(0);
  });

  it('accepts province null for a country without provinces', async () => {
    const { data } = ok(
      await api.get('main', '/cities', { query: { country: 'AX', province: null } }),
      list,
    );
    if (target().embedded) expect(data).toEqual([]);
  });

  it('answers an empty list for a province without cities', async () => {
    // Berat County (Albania) has no cities in the reference data.
    const { data } = ok(
      await api.get('main', '/cities', { query: { country: 'AL', province: '01' } }),
      list,
    );
    if (target().embedded) expect(data).toEqual([]);
  });
});

describe('GET /cities input', () => {
  it('answers 422 on country when the country is missing', async () => {
    invalid(await api.get('main', '/cities', { query: { province: 'JL' } }), ['country']);
  });
});

describe('GET /enums', () => {
  it('answers the eight option lists', async () => {
    const data = ok(await api.get('main', '/enums', { token: session.token }), s.enums);
    for (const [name, options] of Object.entries(data)) {
      expect(options.length, `${name} has options`).toBeGreaterThan(0);
    }
  });
});

describe('GET /client-portal/shipments/statuses/options', () => {
  it('answers options whose first is the default {value: "", label: "All"}', async () => {
    const data = ok(
      await api.get('main', '/client-portal/shipments/statuses/options', { token: session.token }),
      s.options,
    );
    expect(data[0]).toEqual({ value: '', label: 'All' });
    expect(data.length).toBeGreaterThan(1);
  });
});
