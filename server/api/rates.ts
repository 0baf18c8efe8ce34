import { z } from 'zod';
import type { RatePlace, RateQuote, RateRequest, RatesAnswer } from '../../shared/rates/types';
import { InvalidForm } from '../failures';
import type { Upstream } from '../upstream';
import type { ApiAddress } from './addresses';
import { rescue } from './meanings';
import { apiId, apiMoney, apiText } from './schemas';

/**
 * The provider's rating call, `POST /rates` (a contract extension: tests/contract/README.md).
 * With a client id the provider answers the account's contract prices and wants the user's
 * Access-Token: pass an `up` made with `withAccessToken` (server/upstream). Without one it
 * answers the published rate card to anyone.
 */

const text = apiText;

const money = apiMoney;

const kilos = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);

const quote = z
  .object({
    quote_id: apiId,
    expires_at: text,
    product: z.object({ value: text, label: text, product_group: text }),
    total: money,
    breakdown: z.array(z.object({ code: text, label: text, amount: money })),
    weight: z.object({ actual: kilos, volumetric: kilos, chargeable: kilos }),
    delivery: z.object({
      ship_date: text,
      estimated_date: text,
      business_days: z.coerce.number().int(),
      cutoff: text,
    }),
  })
  .transform((q): RateQuote => ({
    quoteId: q.quote_id,
    expiresAt: q.expires_at,
    product: { value: q.product.value, label: q.product.label, group: q.product.product_group },
    total: q.total,
    breakdown: q.breakdown,
    weights: { ...q.weight, unit: 'kg' },
    delivery: {
      shipDate: q.delivery.ship_date.slice(0, 10),
      estimatedDate: q.delivery.estimated_date.slice(0, 10),
      businessDays: q.delivery.business_days,
      cutoff: q.delivery.cutoff.slice(0, 5),
    },
  }));

export const ratesSchema = z.object({ quotes: z.array(quote) });

/** Where an address of the account is, as the rating call names a place. */
export const addressPlace = (address: ApiAddress): RatePlace => ({
  country: address.country,
  city: address.city,
  postalCode: address.area_code,
});

const place = (p: RatePlace) => ({
  country: p.country.trim().toUpperCase(),
  city: p.city.trim(),
  postal_code: p.postalCode.trim() || undefined,
});

/** The contract's body; ids travel as numbers where they are numeric, as the API keeps them. */
export function rateBody(request: RateRequest): Record<string, unknown> {
  const client = request.clientId?.trim();
  return {
    client_id: client ? (/^\d+$/.test(client) ? Number(client) : client) : undefined,
    origin: place(request.origin),
    destination: place(request.destination),
    ship_date: request.shipDate ?? undefined,
    packages: request.packages.map((p) => ({
      count: p.count,
      weight: { value: p.weight.value, unit: p.weight.unit },
      dimensions: p.dimensions,
    })),
    declared_value: request.declaredValue,
    added_services: request.addedServices,
    cod_amount: request.codAmount,
    customs_payment_type: request.customsPaymentType,
  };
}

const camel = (segment: string) => segment.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/**
 * A provider's 422 under the request's own (camelCase) paths, `packages.0.weight.value`,
 * `destination.postalCode`, `shipDate`; one about the body as a whole goes above the form.
 */
export function rateFieldErrors(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const name = key === 'body' || !key ? 'form' : key.split('.').map(camel).join('.');
    out[name] ??= message;
  }
  return out;
}

/**
 * Quotes for one request. A 422 is thrown as InvalidForm (the one way a provider's field map
 * reaches a form, as shipment creation and presets do): the form shows each message under
 * its field, a JSON caller reads `err.fields`. A provider without the extension (404 or no
 * envelope) is 'not-offered'; any other refusal or outage is 'failed', and being signed out
 * signs out as anywhere else.
 */
export async function rateQuotes(up: Upstream, request: RateRequest): Promise<RatesAnswer> {
  return rescue(
    async (): Promise<RatesAnswer> => {
      const { data } = await up.main.post('/rates', {
        body: rateBody(request),
        schema: ratesSchema,
      });
      return { state: 'quoted', quotes: data.quotes };
    },
    {
      fields: (fields): never => {
        throw new InvalidForm(rateFieldErrors(fields));
      },
      notOffered: (): RatesAnswer => ({ state: 'not-offered' }),
      failed: (): RatesAnswer => ({ state: 'failed' }),
    },
  );
}
