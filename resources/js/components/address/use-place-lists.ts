import { useEffect, useState } from 'react';
import type { Option } from '@shared/address/types';
import { cityList, provinceList } from './options';

/** A list of the cascade: not asked for yet, on its way, or here (empty: free text). */
export type PlaceList =
  { state: 'none' } | { state: 'loading' } | { state: 'ready'; key: string; options: Option[] };

const NONE: PlaceList = { state: 'none' };
const LOADING: PlaceList = { state: 'loading' };

/** Loads `load()` whenever `key` changes (null: nothing to load); late answers are dropped. */
function useList(key: string | null, load: () => Promise<Option[]>): PlaceList {
  const [list, setList] = useState<{ key: string | null; list: PlaceList }>({ key, list: NONE });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void load().then((options) => live && setList({ key, list: { state: 'ready', key, options } }));
    return () => {
      live = false;
    };
    // `load` is derived from `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (key === null) return NONE;
  return list.key === key ? list.list : LOADING;
}

/**
 * spec §4 cascade: provinces load for the chosen country, cities for the chosen province
 * (or for the country itself when it has no provinces, province `null`).
 */
export function usePlaceLists(country: string, province: string) {
  const provinces = useList(country || null, () => provinceList(country));
  const withoutProvinces = provinces.state === 'ready' && provinces.options.length === 0;
  let cityKey: string | null = null;
  if (provinces.state === 'ready' && (withoutProvinces || province)) {
    cityKey = `${country}|${withoutProvinces ? '' : province}`;
  }
  const cities = useList(cityKey, () => cityList(country, withoutProvinces ? null : province));
  return { provinces, cities };
}
