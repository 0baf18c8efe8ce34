import { createdFrom } from '../created';
import type { AddressCard, CreatedAddress } from './types';

type Described = Pick<
  AddressCard,
  'label' | 'company' | 'attention' | 'address1' | 'address2' | 'city' | 'province' | 'country'
>;

const joined = (parts: readonly string[], separator: string) =>
  parts.filter((part) => part.trim() !== '').join(separator);

/** The address lines of a card: street, then the places (city, province, country). */
export const placeLine = (a: Described) => joined([a.city, a.province, a.country], ', ');

/**
 * One line that names an address in pickers and after the popup form: who, then where.
 * e.g. 'Head office - Cedar Line Trading, 12 Port St, Beirut, Lebanon'.
 */
export function addressText(a: Described): string {
  const who = joined([a.label, a.company || a.attention], ' - ');
  return joined([who, a.address1, placeLine(a)], ', ');
}

/** The flash data the popup form's route sends back: checked, since flash is untyped. */
export const createdAddressFrom = (flash: unknown): CreatedAddress | null =>
  createdFrom(flash, 'createdAddress');
