import { route } from 'ziggy-js';
import type { Option } from '@shared/address/types';

/**
 * The address form's lists, from the portal's own JSON routes (options.*), which the
 * server answers from its cache. A failed answer is an empty list: the select says
 * 'No options' and the form stays usable.
 */

async function getJson<T>(url: string, empty: T): Promise<T> {
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' } });
    return res.ok ? ((await res.json()) as T) : empty;
  } catch {
    return empty;
  }
}

export function countryPage(search: string, page: number) {
  return getJson<{ options: Option[]; hasMore: boolean }>(
    route('options.countries', { page, ...(search ? { search } : {}) }),
    { options: [], hasMore: false },
  );
}

export async function provinceList(country: string): Promise<Option[]> {
  return (await getJson(route('options.provinces', { country }), { options: [] as Option[] }))
    .options;
}

/** spec §7: province left out (null) when the country has no provinces. */
export async function cityList(country: string, province: string | null): Promise<Option[]> {
  const query = province ? { country, province } : { country };
  return (await getJson(route('options.cities', query), { options: [] as Option[] })).options;
}

export function enumLists(): Promise<Record<string, Option[]>> {
  return getJson(route('options.enums'), {} as Record<string, Option[]>);
}
