import { placeNames } from '../../domain/places';
import type { AddressRow } from '../../store/addresses';

/** An address as printed on a document: the company, then one line per part. */
export function partyLines(address: AddressRow | undefined): { name: string; lines: string[] } {
  if (!address) return { name: '', lines: [] };
  const names = placeNames(address);
  return {
    name: address.company,
    lines: [
      address.attention,
      address.address1,
      address.address2 ?? '',
      [names.city, [names.province, address.area_code].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', '),
      names.country,
    ].filter(Boolean),
  };
}
