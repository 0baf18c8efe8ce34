import { route } from 'ziggy-js';
import type { CreationPayload } from '@shared/shipment-wizard/products';
import type { WizardValues } from '@shared/shipment-wizard/values';
import type { PagedLoader, SelectOption } from '@/components/ui/async-select';

/**
 * The wizard's JSON calls to the portal (its pickers and the draft). A failed answer is an
 * empty list: the picker says 'No options' and the wizard stays usable.
 */

export interface AddressOption extends SelectOption {
  /** The country id: the shipment mode compares the two addresses' countries. */
  country: string;
}

type Paged<T> = { options: T[]; hasMore: boolean };
const nothing = { options: [], hasMore: false };

async function getJson<T>(url: string, empty: T): Promise<T> {
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' } });
    return res.ok ? ((await res.json()) as T) : empty;
  } catch {
    return empty;
  }
}

const searched = (search: string, page: number) => ({ page, ...(search ? { search } : {}) });

export const addressLoader =
  (kind: 'client' | 'customer') =>
  (search: string, page: number): Promise<Paged<AddressOption>> =>
    getJson(route('create-shipment.addresses', { kind, ...searched(search, page) }), nothing);

/** An address just made in the popup, with its country. */
export async function addressById(kind: 'client' | 'customer', id: string) {
  const found = await getJson<Paged<AddressOption>>(
    route('create-shipment.addresses', { kind, id }),
    nothing,
  );
  return found.options[0] ?? null;
}

export const loadConsignees: PagedLoader = (search, page) =>
  getJson(route('create-shipment.consignees', searched(search, page)), nothing);

export const loadCountries: PagedLoader = (search, page) =>
  getJson(route('options.countries', searched(search, page)), nothing);

export const EMPTY_PAYLOAD: CreationPayload = { currencies: [], products: [], added_services: [] };

export async function fetchPayload(customer: string): Promise<CreationPayload | null> {
  try {
    const res = await fetch(route('create-shipment.payload', { customer }), {
      headers: { accept: 'application/json' },
    });
    return res.ok ? ((await res.json()) as CreationPayload) : null;
  } catch {
    return null;
  }
}

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
