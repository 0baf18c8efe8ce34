import { z } from 'zod';
import { formErrorsOf, type PickupBody } from '../../shared/pickups/body';
import type { PickupRowView } from '../../shared/pickups/types';
import type { StatusOption } from '../../shared/shipments/types';
import {
  InvalidForm,
  UpstreamForbiddenError,
  UpstreamNotFoundError,
  UpstreamUnavailableError,
  UpstreamValidationError,
} from '../failures';
import { upstreamPath, wordsKey, type Upstream } from '../upstream';
import { filteredQuery, listPage, pageOf, type FilteredListQuery, type ListPage } from './lists';
import { apiText } from './schemas';

/** Pickup requests: the client's list (main API) and scheduling (pickup service), spec §7. */

// Lenient where backends commonly differ (numbers for ids, null for absent text).
const text = apiText;
const count = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => {
    const n = typeof v === 'string' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) ? n : null;
  });

const row = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  address: z
    .object({
      address1: text,
      address2: text,
      city: text,
      province: text,
      country: text,
      attention: text,
      phone: text,
      email: text,
    })
    .partial()
    .nullish(),
  nb_packages: count,
  total_weight: count,
  pickup_date: text,
  pickup_time_from: text,
  pickup_time_to: text,
  status: z
    .object({ value: text, label: text, name: text, color_bg: text, color_text: text })
    .partial()
    .nullish(),
});

const bookedPickup = z
  .object({ id: z.union([z.string(), z.number()]).transform(String) })
  .nullish();

const page = pageOf(row);

function rowView(r: z.infer<typeof row>): PickupRowView {
  const a = r.address ?? {};
  return {
    id: r.id,
    address: [a.address1, a.address2, a.city, a.province, a.country].filter(Boolean).join(', '),
    contact: { attention: a.attention ?? '', phone: a.phone ?? '', email: a.email ?? '' },
    packages: r.nb_packages,
    totalWeight: r.total_weight,
    date: r.pickup_date,
    timeFrom: r.pickup_time_from.slice(0, 5),
    timeTo: r.pickup_time_to.slice(0, 5),
    status: {
      // spec §8: the label, else the name, else 'Unknown'.
      label: r.status?.label || r.status?.name || 'Unknown',
      bg: r.status?.color_bg || null,
      text: r.status?.color_text || null,
      slug: r.status?.value || null,
    },
  };
}

export type PickupPage = ListPage<PickupRowView>;

export async function listPickups(
  up: Upstream,
  token: string,
  client: number,
  query: FilteredListQuery,
): Promise<PickupPage> {
  const { data } = await up.main.get(upstreamPath`/user/clients/${client}/pickup-requests`, {
    token,
    query: filteredQuery(query),
    schema: page,
  });
  return listPage(data, rowView);
}

/** The same for everyone and rarely changed. */
const STATUS_OPTIONS_TTL_MS = 10 * 60 * 1000;
const optionsSchema = z.array(z.object({ value: text, label: text }));

/**
 * The pickup status filter's options (a portal extension: the spec names none). A provider
 * without them answers 404: then the list has no chips. An outage gives no chips for this
 * visit only (not cached).
 */
export async function pickupStatusOptions(up: Upstream, token: string): Promise<StatusOption[]> {
  try {
    return await up.cache.get(
      wordsKey(up, 'pickups:status-options'),
      STATUS_OPTIONS_TTL_MS,
      async () => {
        try {
          const { data } = await up.main.get('/client-portal/pickups/statuses/options', {
            token,
            schema: optionsSchema,
          });
          return data;
        } catch (err) {
          if (err instanceof UpstreamNotFoundError) return [];
          throw err;
        }
      },
    );
  } catch (err) {
    if (err instanceof UpstreamUnavailableError) return [];
    throw err;
  }
}

/**
 * Cancels a pickup (pickup service extension `POST /pickup-requests/{id}/cancel`,
 * tests/contract/README.md). The provider refuses one whose window has started with 409 and its message; a
 * provider without the extension answers 404.
 */
export async function cancelPickup(up: Upstream, token: string, id: string) {
  return up.pickup.post(upstreamPath`/pickup-requests/${id}/cancel`, {
    token,
    body: {},
  });
}

/** The Idempotency-Key of a wizard visit's booking: its one-time submission token. */
export const pickupKey = (submission: string) => `pickup-${submission}`;

/**
 * Books the pickup. A 422 lands under the form's fields; an address the account does not
 * have (403/404) reads as no address chosen. The visit's key makes a repeat (the client's
 * own after a timeout) answer with the pickup already booked instead of booking another.
 */
export async function schedulePickup(
  up: Upstream,
  token: string,
  body: PickupBody,
  submission: string,
) {
  try {
    return await up.pickup.post('/pickup-requests', {
      token,
      body,
      schema: bookedPickup,
      idempotencyKey: pickupKey(submission),
    });
  } catch (err) {
    if (err instanceof UpstreamValidationError) throw new InvalidForm(formErrorsOf(err.fields));
    if (err instanceof UpstreamForbiddenError || err instanceof UpstreamNotFoundError) {
      throw new InvalidForm({ address_id: /*i18n*/ 'Please select an address' });
    }
    throw err;
  }
}
