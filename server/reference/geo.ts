// Countries, provinces and cities of the reference main API, from the country-state-city
// package. Its entry module parses all ~150k cities on import, so countries and provinces
// are required on their own and the cities read from the package's data file, each on first
// use, and indexed once.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface GeoRow {
  id: string;
  name: string;
}

export interface CountryRow extends GeoRow {
  iso2: string;
}

export interface CountryPage {
  data: CountryRow[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

type CountryModule = typeof import('country-state-city/lib/country');
type StateModule = typeof import('country-state-city/lib/state');

const load = createRequire(import.meta.url);
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byName = (a: GeoRow, b: GeoRow) => collator.compare(a.name, b.name);

/** Folds case and accents so that 'curacao' finds 'Curaçao'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const key = (code: string) => code.trim().toUpperCase();

interface CountryIndex {
  sorted: Array<CountryRow & { folded: string }>;
  byId: Map<string, CountryRow>;
}

interface ProvinceIndex {
  byCountry: Map<string, GeoRow[]>;
  names: Map<string, Map<string, string>>;
}

interface CityList {
  rows: GeoRow[];
  names: Map<string, string>;
}

// country → province isoCode ('' for the cities of a country without provinces) → cities
type CityIndex = Map<string, Map<string, CityList>>;

let countries: CountryIndex | undefined;
let provinces: ProvinceIndex | undefined;
let cities: CityIndex | undefined;

function countryIndex(): CountryIndex {
  if (countries) return countries;
  const source = (load('country-state-city/lib/cjs/country') as CountryModule).default;
  const rows = source
    .getAllCountries()
    .map((c) => ({ id: c.isoCode, name: c.name, iso2: c.isoCode, folded: fold(c.name) }))
    .sort(byName);
  countries = {
    sorted: rows,
    byId: new Map(rows.map(({ id, name, iso2 }) => [id, { id, name, iso2 }])),
  };
  return countries;
}

function provinceIndex(): ProvinceIndex {
  if (provinces) return provinces;
  const source = (load('country-state-city/lib/cjs/state') as StateModule).default;
  const byCountry = new Map<string, GeoRow[]>();
  for (const state of source.getAllStates()) {
    const rows = byCountry.get(state.countryCode) ?? [];
    rows.push({ id: state.isoCode, name: state.name });
    byCountry.set(state.countryCode, rows);
  }
  const names = new Map<string, Map<string, string>>();
  for (const [country, rows] of byCountry) {
    rows.sort(byName);
    names.set(country, new Map(rows.map((row) => [row.id, row.name])));
  }
  provinces = { byCountry, names };
  return provinces;
}

function cityIndex(): CityIndex {
  if (cities) return cities;
  const index: CityIndex = new Map();
  // City names are unique within a province in the package data, so the name is the id:
  // stable across package updates and readable where an address stores it.
  for (const [name, country, province] of readCityRows()) {
    let inCountry = index.get(country);
    if (!inCountry) index.set(country, (inCountry = new Map()));
    let list = inCountry.get(province);
    if (!list) inCountry.set(province, (list = { rows: [], names: new Map() }));
    list.rows.push({ id: name, name });
    list.names.set(name, name);
  }
  for (const inCountry of index.values())
    for (const list of inCountry.values()) list.rows.sort(byName);
  cities = index;
  return cities;
}

/**
 * The package's city module keeps ~50 MB of parsed rows in module scope for the life of the
 * process; its data file is read here instead, once, and only the index is kept. Rows are
 * `[name, countryCode, stateCode, latitude, longitude]`, the order of the package's own
 * loader (lib/city.js KEYS).
 */
function readCityRows(): Array<[name: string, country: string, province: string]> {
  const file = load.resolve('country-state-city/lib/assets/city.json');
  const rows: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(rows)) throw new Error(`Unexpected city data format in ${file}`);
  return rows.map((row: unknown) => {
    if (!Array.isArray(row) || typeof row[0] !== 'string' || typeof row[1] !== 'string') {
      throw new Error(`Unexpected city row in ${file}: ${JSON.stringify(row)}`);
    }
    return [row[0], row[1], typeof row[2] === 'string' ? row[2] : ''];
  });
}

function cityList(country: string, province: string | null): CityList | undefined {
  return cityIndex()
    .get(key(country))
    ?.get(province === null ? '' : province.trim());
}

export function listCountries(opts: {
  page: number;
  perPage: number;
  search?: string;
}): CountryPage {
  const perPage = Math.max(1, Math.floor(opts.perPage));
  const page = Math.max(1, Math.floor(opts.page));
  const search = opts.search?.trim() ?? '';
  const { sorted } = countryIndex();
  const needle = fold(search);
  const code = key(search);
  const matches = search
    ? sorted.filter((row) => row.folded.includes(needle) || row.iso2 === code)
    : sorted;
  const start = (page - 1) * perPage;
  return {
    data: matches.slice(start, start + perPage).map(({ id, name, iso2 }) => ({ id, name, iso2 })),
    current_page: page,
    last_page: Math.max(1, Math.ceil(matches.length / perPage)),
    per_page: perPage,
    total: matches.length,
  };
}

export function listProvinces(country: string): GeoRow[] {
  return (provinceIndex().byCountry.get(key(country)) ?? []).map((row) => ({ ...row }));
}

export function listCities(country: string, province: string | null): GeoRow[] {
  return (cityList(country, province)?.rows ?? []).map((row) => ({ ...row }));
}

export function countryName(id: string): string | undefined {
  return countryIndex().byId.get(key(id))?.name;
}

export function provinceName(country: string, id: string): string | undefined {
  return provinceIndex().names.get(key(country))?.get(id.trim());
}

export function cityName(country: string, province: string | null, id: string): string | undefined {
  return cityList(country, province)?.names.get(id);
}
