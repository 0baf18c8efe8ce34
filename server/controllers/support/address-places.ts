import type { Option } from '../../../shared/address/types';
import type { AddressFormData } from '../../../shared/forms/address';
import { fold } from '../../../shared/text/fold';
import { allCountries, cities, enums, provinces } from '../../api/geo';
import type { Upstream } from '../../upstream';

/**
 * An address typed in a file (the address and shipment imports) carries places and its
 * type by name; the API keeps list ids. These turn one into the other, as the form's
 * pickers would, and say plainly what could not be found.
 */

const same = (a: string, b: string) => fold(a.trim()) === fold(b.trim());

/** The option with this value, or with this label (case and accents aside). */
export const findOption = <T extends Option>(list: readonly T[], text: string): T | undefined =>
  list.find((o) => o.value === text || same(o.label, text));

export type PlaceField = 'country' | 'province' | 'city' | 'addressType';

export interface PlaceProblem {
  field: PlaceField;
  message: string;
}

/**
 * Names (or ISO codes) of the file → the ids the API keeps, in place; a list without
 * entries takes the text as it is, as the form's free-text fields do. The first place that
 * cannot be found is returned (the ones below it depend on it).
 */
export async function resolvePlaces(
  up: Upstream,
  values: AddressFormData,
): Promise<PlaceProblem | undefined> {
  if (!values.country) return undefined;
  const countries = await allCountries(up);
  const country = countries.find(
    (c) =>
      c.id === values.country || same(c.name, values.country) || same(c.iso2 ?? '', values.country),
  );
  if (!country) return { field: 'country', message: `unknown country "${values.country}"` };
  values.country = country.id;
  const provinceList = await provinces(up, country.id);
  if (provinceList.length && values.province) {
    const province = findOption(provinceList, values.province);
    if (!province) {
      return { field: 'province', message: `"${values.province}" is not in ${country.name}` };
    }
    values.province = province.value;
  }
  const cityList = await cities(up, country.id, provinceList.length ? values.province : null);
  if (cityList.length && values.city) {
    const city = findOption(cityList, values.city);
    if (!city) return { field: 'city', message: `"${values.city}" is not on our list` };
    values.city = city.value;
  }
  return undefined;
}

/** The address type by name or value, in place; a problem when the provider has no such type. */
export async function resolveAddressType(
  up: Upstream,
  values: AddressFormData,
): Promise<PlaceProblem | undefined> {
  if (!values.addressType) return undefined;
  const type = findOption((await enums(up)).address_types ?? [], values.addressType);
  if (!type) return { field: 'addressType', message: `unknown type "${values.addressType}"` };
  values.addressType = type.value;
  return undefined;
}
