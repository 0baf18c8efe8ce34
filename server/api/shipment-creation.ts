import { z } from 'zod';
import type { CreationBody } from '../../shared/shipment-wizard/body';
import { wizardErrors } from '../../shared/shipment-wizard/api-fields';
import type { CreationPayload } from '../../shared/shipment-wizard/products';
import { InvalidForm, UpstreamValidationError } from '../failures';
import type { Upstream } from '../upstream';
import { apiAddress } from './addresses';
import { rescue } from './meanings';

/** The calls behind Create Shipment (spec §7): consignee addresses, payload, creation. */

const addressList = z.array(apiAddress);

export async function customerAddresses(up: Upstream, token: string, client: number) {
  const path = `/clients/${client}/addresses/customer`;
  return (await up.main.get(path, { token, schema: addressList })).data;
}

const option = z.object({
  value: z.union([z.string(), z.number()]).transform(String),
  label: z.string(),
});
const payloadSchema = z.object({
  currencies: z.array(option).catch([]),
  products: z
    .array(
      option.extend({
        description: z
          .string()
          .nullish()
          .transform((v) => v ?? ''),
        product_group: z.string(),
      }),
    )
    .catch([]),
  added_services: z.array(option).catch([]),
});

/**
 * POST /shipment-creation-payload: currencies, products and added services for a
 * consignee; without one (a file's rows, whose consignee may be new) the account's own.
 */
export async function creationPayload(
  up: Upstream,
  token: string,
  client: number,
  customer?: string,
): Promise<CreationPayload> {
  const body = customer
    ? { client_id: client, customer_id: Number(customer) || customer }
    : { client_id: client };
  return (await up.main.post('/shipment-creation-payload', { token, body, schema: payloadSchema }))
    .data;
}

/**
 * The account's own creation payload (a file's rows, whose consignee may be new). A provider
 * that wants a consignee for its product list (422) is asked with `fallback`'s instead, the
 * account's first consignee, where it has one.
 */
export function accountPayload(
  up: Upstream,
  token: string,
  client: number,
  fallback: () => Promise<string | undefined>,
): Promise<CreationPayload> {
  return rescue(creationPayload(up, token, client), {
    fields: async (_fields, err) => {
      const customer = await fallback();
      if (!customer) throw err;
      return creationPayload(up, token, client, customer);
    },
  });
}

const createdSchema = z.object({
  shipment_id: z.union([z.string(), z.number()]).transform(String),
  packages: z
    .array(z.object({ id: z.union([z.string(), z.number()]).transform(String), awb: z.string() }))
    .catch([]),
});

/** The creation body, a return naming its original (`shipment.returnOf`, an extension). */
export type CreationRequest = CreationBody & {
  shipment: CreationBody['shipment'] & { returnOf?: string };
};

/** The Idempotency-Key of a draft's creation: every submit of one draft sends the same. */
export const shipmentKey = (draftId: string) => `shipment-${draftId}`;

/**
 * POST /clients/{client}/shipments; a 422 lands under the wizard's own field names. The
 * draft's key makes a repeat (the client's own after a timeout, or a later submit of the
 * same draft) answer with the shipment already created instead of creating another.
 */
export async function createShipment(
  up: Upstream,
  token: string,
  client: number,
  body: CreationRequest,
  draftId: string,
) {
  try {
    return await up.main.post(`/clients/${client}/shipments`, {
      token,
      body: { ...body, customerId: Number(body.customerId) || body.customerId },
      schema: createdSchema,
      idempotencyKey: shipmentKey(draftId),
    });
  } catch (err) {
    if (err instanceof UpstreamValidationError) throw new InvalidForm(wizardErrors(err.fields));
    throw err;
  }
}
