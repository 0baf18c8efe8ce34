import { fold } from '../text/fold';
import type { AddressCard } from './types';

const VISIBLE: ReadonlyArray<keyof AddressCard> = [
  'label',
  'company',
  'attention',
  'address1',
  'address2',
  'city',
  'province',
  'country',
  'postalCode',
  'phone',
  'email',
];

/**
 * The Address Book's search: every word of the query must appear in some visible field
 * (places by name), so 'cedar beirut' finds the Beirut address of Cedar Line.
 */
export function matchesSearch(card: AddressCard, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = VISIBLE.map((key) => fold(String(card[key]))).join('\n');
  return words.every((word) => haystack.includes(word));
}
