import { route } from '@/lib/route';
import type { RatesAnswer } from '@shared/rates/types';
import type { WizardRateInput } from '@shared/rates/wizard-input';
import type { CreationPayload } from '@shared/shipment-wizard/products';
import type { WizardValues } from '@shared/shipment-wizard/values';
import type { PagedLoader } from '@/components/ui/async-select';
import { getJson, searched } from '@/lib/json';

/**
 * The wizard's JSON calls to the portal (its pickers and the draft). A failed answer is an
 * empty list: the picker says 'No options' and the wizard stays usable.
 */

const nothing = { options: [], hasMore: false };

export const loadConsignees: PagedLoader = (search, page) =>
  getJson(route('create-shipment.consignees', searched(search, page)), nothing);

export const EMPTY_PAYLOAD: CreationPayload = { currencies: [], products: [], added_services: [] };

export const fetchPayload = (customer: string) =>
  getJson<CreationPayload | null>(route('create-shipment.payload', { customer }), null);

function xsrfToken(): string {
  const found = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
  return found ? decodeURIComponent(found.slice('XSRF-TOKEN='.length)) : '';
}

/** keepalive lets a save finish while the page unloads, for bodies under 64 KB. */
const KEEPALIVE_LIMIT = 60_000;

/** Keeps the draft in the session; true when the server kept it. */
export async function saveDraft(draftId: string, step: number, values: WizardValues) {
  const body = JSON.stringify({ draftId, step, values });
  try {
    const res = await fetch(route('create-shipment.draft'), {
      method: 'PUT',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-xsrf-token': xsrfToken(),
      },
      body,
      credentials: 'same-origin',
      keepalive: body.length < KEEPALIVE_LIMIT,
    });
    return res.status === 204;
  } catch {
    return false;
  }
}

/**
 * Prices and delivery dates of the wizard's values. Anything but an answer (a refusal, an
 * outage, no network) is 'failed': the wizard says so and goes on; an abort is thrown, as
 * the newer request that caused it is the one that matters.
 */
export async function fetchRates(
  body: WizardRateInput & { draftId: string },
  signal?: AbortSignal,
): Promise<RatesAnswer> {
  let res: Response;
  try {
    res = await fetch(route('create-shipment.rates'), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-xsrf-token': xsrfToken(),
      },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    return { state: 'failed' };
  }
  if (!res.ok) return { state: 'failed' };
  return ((await res.json().catch(() => null)) as RatesAnswer | null) ?? { state: 'failed' };
}
