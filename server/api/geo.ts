import { z } from 'zod';
import type { Option, PlaceNames } from '../../shared/address/types';
import { SELECT_PAGE_SIZE } from '../../shared/ui/widgets';
import { wordsKey, type Upstream } from '../upstream';
import { apiId } from './schemas';

/**
 * The geo lists and enums (main API, spec §7): the same for every user and slow to change,
 * so each answer is kept in the upstream cache and never holds anything user-specific. The
 * names are the provider's words, asked for in the reader's language: kept per language.
 */

const TTL_MS = 6 * 60 * 60 * 1000;

const id = apiId;
const place = z.object({ id, name: z.string() });
const country = place.extend({ iso2: z.string().nullish() });
const countryPageSchema = z.object({
  data: z.array(country),
  current_page: z.coerce.number().optional(),
  last_page: z.coerce.number(),
});
const placeList = z.object({ data: z.array(place) });
const option = z.object({ value: id, label: z.string() });
const enumLists = z.record(z.string(), z.array(option));

export type Country = z.output<typeof country>;
export type Enums = Record<string, Option[]>;

const toOption = (row: { id: string; name: string }): Option => ({
  value: row.id,
  label: row.name,
});

/** One page of the country select (spec §9: pages of 5), searched by the provider. */
export async function countryPage(up: Upstream, page: number, search: string) {
  const key = wordsKey(up, `countries:${page}:${search.toLowerCase()}`);
  const answer = await up.cache.get(key, TTL_MS, async () => {
    const query = { page, search: search || undefined, per_page: SELECT_PAGE_SIZE };
    return (await up.main.get('/countries', { query, schema: countryPageSchema })).data;
  });
  return { options: answer.data.map(toOption), hasMore: page < answer.last_page };
}

/** Every country, for resolving ids to names and CSV names or ISO codes to ids. */
export function allCountries(up: Upstream): Promise<Country[]> {
  return up.cache.get(wordsKey(up, 'countries:all'), TTL_MS, async () => {
    const load = async (page: number) =>
      (
        await up.main.get('/countries', {
          query: { page, per_page: 300 },
          schema: countryPageSchema,
        })
      ).data;
    const first = await load(1);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, first.last_page - 1) }, (_v, i) => load(i + 2)),
    );
    return [first, ...rest].flatMap((p) => p.data);
  });
}

export function provinces(up: Upstream, countryId: string): Promise<Option[]> {
  return up.cache.get(wordsKey(up, `provinces:${countryId}`), TTL_MS, async () => {
    const { data } = await up.main.get('/provinces', {
      query: { country: countryId },
      schema: placeList,
    });
    return data.data.map(toOption);
  });
}

/** spec §7: province `null` when the country has no provinces. */
export function cities(up: Upstream, countryId: string, provinceId: string | null) {
  return up.cache.get(wordsKey(up, `cities:${countryId}:${provinceId ?? ''}`), TTL_MS, async () => {
    const { data } = await up.main.get('/cities', {
      query: { country: countryId, province: provinceId },
      schema: placeList,
    });
    return data.data.map(toOption);
  });
}

export function enums(up: Upstream): Promise<Enums> {
  return up.cache.get(wordsKey(up, 'enums'), TTL_MS, async () => {
    return (await up.main.get('/enums', { schema: enumLists })).data;
  });
}

const nameIn = (list: readonly Option[], value: string) =>
  list.find((o) => o.value === value)?.label;

/**
 * The names of an address's places. The API keeps a list id where the list had entries and
 * the typed text otherwise, so a value no list knows is shown as it is.
 */
export async function placeNames(
  up: Upstream,
  place: { country: string; province: string; city: string },
): Promise<PlaceNames> {
  const countries = await allCountries(up);
  const known = countries.find((c) => c.id === place.country);
  if (!known) return { ...place };
  const provinceList = await provinces(up, known.id);
  const province = provinceList.length ? place.province : null;
  const cityList = await cities(up, known.id, province);
  return {
    country: known.name,
    province: nameIn(provinceList, place.province) ?? place.province,
    city: nameIn(cityList, place.city) ?? place.city,
  };
}
