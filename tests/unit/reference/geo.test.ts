import { describe, expect, it, vi } from 'vitest';
import {
  cityName,
  countryName,
  listCities,
  listCountries,
  listProvinces,
  provinceName,
} from '../../../server/reference/geo';

// Counts reads of the package's data files, to prove the cities are read lazily and once.
const reads = vi.hoisted(() => ({ files: [] as string[] }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return {
    ...fs,
    readFileSync: ((...args: Parameters<typeof fs.readFileSync>) => {
      reads.files.push(String(args[0]));
      return fs.readFileSync(...args);
    }) as typeof fs.readFileSync,
  };
});

const allCountries = () => listCountries({ page: 1, perPage: 1000 });
const collator = new Intl.Collator('en', { sensitivity: 'base' });

describe('countries', () => {
  it('lists every ISO 3166-1 country once, with the iso2 code as id, sorted by name', () => {
    const { data, total } = allCountries();
    expect(total).toBe(data.length);
    // 249 assigned ISO 3166-1 codes; the package adds Kosovo (XK).
    expect(total).toBeGreaterThanOrEqual(249);
    const codes = data.map((row) => row.iso2);
    expect(new Set(codes).size).toBe(codes.length);
    for (const row of data) {
      expect(row.iso2).toMatch(/^[A-Z]{2}$/);
      expect(row.id).toBe(row.iso2);
      expect(row.name.length).toBeGreaterThan(0);
    }
    for (const code of ['LB', 'US', 'GB', 'FR', 'AE', 'AQ', 'VA', 'ZW', 'AX', 'CW']) {
      expect(codes).toContain(code);
    }
    const names = data.map((row) => row.name);
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it('pages with the contract shape and no overlap between pages', () => {
    const { total } = allCountries();
    const first = listCountries({ page: 1, perPage: 10 });
    const second = listCountries({ page: 2, perPage: 10 });
    expect(first).toMatchObject({ current_page: 1, per_page: 10, total });
    expect(first.last_page).toBe(Math.ceil(total / 10));
    expect(first.data).toHaveLength(10);
    expect(second.current_page).toBe(2);
    expect(second.data[0]).toEqual(allCountries().data[10]);
    const last = listCountries({ page: first.last_page, perPage: 10 });
    expect(last.data).toHaveLength(total - (first.last_page - 1) * 10);
    const beyond = listCountries({ page: first.last_page + 1, perPage: 10 });
    expect(beyond.data).toEqual([]);
    expect(beyond.last_page).toBe(first.last_page);
  });

  it('searches names and iso2 codes without regard to case or accents', () => {
    expect(listCountries({ page: 1, perPage: 10, search: 'LEBAN' }).data).toEqual([
      { id: 'LB', name: 'Lebanon', iso2: 'LB' },
    ]);
    const byCode = listCountries({ page: 1, perPage: 50, search: 'lb' }).data;
    expect(byCode.map((row) => row.iso2)).toContain('LB');
    expect(listCountries({ page: 1, perPage: 10, search: 'curacao' }).data[0]?.iso2).toBe('CW');
    const none = listCountries({ page: 1, perPage: 10, search: 'no such country' });
    expect(none).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 });
  });

  it('searches across pages of matches', () => {
    const page1 = listCountries({ page: 1, perPage: 2, search: 'island' });
    const page2 = listCountries({ page: 2, perPage: 2, search: 'island' });
    expect(page1.total).toBeGreaterThan(4);
    expect(page1.last_page).toBe(Math.ceil(page1.total / 2));
    expect(page2.data[0]?.name).not.toBe(page1.data[0]?.name);
    for (const row of [...page1.data, ...page2.data])
      expect(row.name.toLowerCase()).toContain('island');
  });

  it('names a country by id', () => {
    expect(countryName('LB')).toBe('Lebanon');
    expect(countryName('lb')).toBe('Lebanon');
    expect(countryName('ZZ')).toBeUndefined();
  });
});

describe('provinces', () => {
  it("lists a country's provinces by their ISO code, sorted by name", () => {
    const rows = listProvinces('LB');
    expect(rows).toContainEqual({ id: 'JL', name: 'Mount Lebanon Governorate' });
    expect(rows).toContainEqual({ id: 'BA', name: 'Beirut Governorate' });
    const names = rows.map((row) => row.name);
    expect(names).toEqual([...names].sort(collator.compare));
    expect(listProvinces('us').map((row) => row.id)).toContain('CA');
  });

  it('answers an empty list for a country without provinces or an unknown one', () => {
    expect(listProvinces('AX')).toEqual([]); // Aland Islands
    expect(listProvinces('GI')).toEqual([]); // Gibraltar
    expect(listProvinces('ZZ')).toEqual([]);
  });

  it('names a province within its country only', () => {
    expect(provinceName('LB', 'JL')).toBe('Mount Lebanon Governorate');
    expect(provinceName('US', 'CA')).toBe('California');
    expect(provinceName('LB', 'CA')).toBeUndefined();
  });

  it('hands out copies, so callers cannot change the index', () => {
    const rows = listProvinces('LB');
    rows[0]!.name = 'changed';
    rows.length = 0;
    expect(listProvinces('LB')[0]?.name).not.toBe('changed');
    expect(listProvinces('LB').length).toBeGreaterThan(0);
  });
});

describe('cities', () => {
  it('reads the city data only when first needed, and only once', async () => {
    vi.resetModules();
    reads.files.length = 0;
    const geo = await import('../../../server/reference/geo');
    geo.listCountries({ page: 1, perPage: 10 });
    geo.listProvinces('LB');
    geo.countryName('LB');
    expect(reads.files.filter((file) => file.endsWith('city.json'))).toEqual([]);
    expect(geo.listCities('LB', 'JL').length).toBeGreaterThan(0);
    expect(geo.cityName('US', 'CA', 'Los Angeles')).toBe('Los Angeles');
    geo.listCities('FR', 'IDF');
    expect(reads.files.filter((file) => file.endsWith('city.json'))).toHaveLength(1);
  });

  it("lists a province's cities with unique ids, sorted by name", () => {
    const rows = listCities('LB', 'JL');
    expect(rows).toContainEqual({ id: 'Jounieh', name: 'Jounieh' });
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const names = rows.map((row) => row.name);
    expect(names).toEqual([...names].sort(collator.compare));
    expect(listCities('us', 'CA').map((row) => row.name)).toContain('San Francisco');
  });

  it('answers an empty list for a province without cities and for a country without provinces', () => {
    expect(listProvinces('AL')).toContainEqual({ id: '01', name: 'Berat County' });
    expect(listCities('AL', '01')).toEqual([]);
    expect(listCities('AX', null)).toEqual([]);
    expect(listCities('LB', null)).toEqual([]);
    expect(listCities('LB', 'XX')).toEqual([]);
  });

  it('names a city by id within its province', () => {
    const [first] = listCities('LB', 'JL');
    expect(cityName('LB', 'JL', first!.id)).toBe(first!.name);
    expect(cityName('LB', 'BA', 'Jounieh')).toBeUndefined();
    expect(cityName('AX', null, 'Mariehamn')).toBeUndefined();
  });
});
