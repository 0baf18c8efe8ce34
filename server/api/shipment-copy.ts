import { z } from 'zod';
import { upstreamPath, type Upstream } from '../upstream';
import { apiId, apiText } from './schemas';

/**
 * A shipment's detail as 'Ship again' and 'Create return' read it: leniently, for whatever a provider gives
 * beyond the contract's detail (each end's city, first line and attention, and each
 * package's commodity) is copied too: address and consignee ids, product, services,
 * package sizes.
 */

const text = apiText;
const optional = text.catch('');
const amount = z
  .union([z.object({ value: text, unit: text }).partial(), text])
  .optional()
  .catch(undefined);
const end = z.object({ address1: text, attention: text, city: text }).partial().nullish();

const detail = z.object({
  shipment: z
    .object({
      sender_address_id: optional,
      receiver_address_id: optional,
      customer_id: optional,
      product_code: optional,
      custom_payment_type: optional,
      insurance: z.boolean().optional().catch(false),
      services: z.array(text).optional().catch([]),
    })
    .passthrough(),
  packages: z.array(
    z.object({
      id: apiId,
      awb: optional,
      type: optional,
      commodity_type: optional,
      description: optional,
      weight: amount,
      weight_unit: optional,
      dimensions: z
        .object({ unit: text, length: text, width: text, height: text })
        .partial()
        .nullish()
        .catch(null),
      sender: end,
      receiver: end,
      // A return is offered once every package is delivered (the contract sends the label).
      last_status: z.object({ label: text, slug: text }).partial().nullish().catch(null),
    }),
  ),
});
export type ShipmentToCopy = z.output<typeof detail>;
export type CopiedEnd = z.output<typeof end>;

/** The shipment's detail as 'Ship again' reads it (upstream contract: shipment detail). */
export async function shipmentToCopy(
  up: Upstream,
  token: string,
  client: number,
  shipmentId: string,
): Promise<ShipmentToCopy> {
  const path = upstreamPath`/user/clients/${client}/shipments/${shipmentId}`;
  return (await up.main.get(path, { token, schema: detail })).data;
}
