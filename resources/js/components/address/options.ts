import { route } from '@/lib/route';
import type { Option } from '@shared/address/types';
import type { PagedLoader, SelectOption } from '@/components/ui/async-select';
import { getJson, searched } from '@/lib/json';

/**
 * The address form's lists, from the portal's own JSON routes (options.*), which the
 * server answers from its cache. A failed answer is an empty list: the select says
 * 'No options' and the form stays usable.
 */

type Paged<T> = { options: T[]; hasMore: boolean };
const nothing = { options: [], hasMore: false };

export function countryPage(search: string, page: number) {
  return getJson<Paged<Option>>(route('options.countries', searched(search, page)), nothing);
}

/** The client's own addresses, or its consignees' (kind customer). */
export type AddressKind = 'client' | 'customer';

/** A picker's address: its line, and its country id (the shipment mode compares them). */
export interface AddressOption extends SelectOption {
  country: string;
  /** Its tax number, where the provider gives one (the wizard's customs details). */
  taxNumber?: string;
}

/** The one loader of every address picker: the account's addresses, searched and paged. */
export const addressLoader =
  (kind: AddressKind) =>
  (search: string, page: number): Promise<Paged<AddressOption>> =>
    getJson(route('options.addresses', { kind, ...searched(search, page) }), nothing);

/** An address just made in a popup, with its line and country as the pickers show them. */
export async function addressById(kind: AddressKind, id: string): Promise<AddressOption | null> {
  const found = await getJson<Paged<AddressOption>>(
    route('options.addresses', { kind, id }),
    nothing,
  );
  return found.options[0] ?? null;
}

export const loadClientAddresses: PagedLoader = addressLoader('client');

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
