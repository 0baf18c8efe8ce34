import { z } from 'zod';
import type { ReturnLinks, ShipmentLink } from '../../shared/shipments/returns';
import { apiId, apiText } from './schemas';

/**
 * The returns extension (tests/contract/README.md) as the list and the detail carry it: `return_of` (the
 * shipment this one returns) and `returns` (the shipments that return it), each
 * `{id, awb, package_id}`. Read leniently: a provider without the extension sends neither,
 * and a garbled link is left out, so nothing false is ever shown.
 */

const link = z.object({
  id: apiId,
  awb: apiText.pipe(z.string().min(1)),
  package_id: apiId.nullish(),
});
export const oneLink = link.nullish().catch(null);
const links = z.array(z.unknown()).nullish().catch(null);

/** The fields to add to a row's or a detail's schema. */
export const returnFields = { return_of: oneLink, returns: links };

const linkView = (value: z.output<typeof link>): ShipmentLink => ({
  id: value.id,
  awb: value.awb,
  packageId: value.package_id || null,
});

export function returnLinks(row: {
  return_of?: z.output<typeof oneLink>;
  returns?: z.output<typeof links>;
}): ReturnLinks {
  const returns: ShipmentLink[] = [];
  for (const entry of row.returns ?? []) {
    const parsed = link.safeParse(entry);
    if (parsed.success) returns.push(linkView(parsed.data));
  }
  return { returnOf: row.return_of ? linkView(row.return_of) : null, returns };
}
