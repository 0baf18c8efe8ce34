import type { TableFilters, TrackTarget } from './types';

/**
 * The shipments table's query string (spec §2.9: the filter keeps `apply-filter` and
 * `page` in it), read so that no value a user can type or tamper with ever fails a page:
 * anything unusable falls back to the default view.
 */
export const QUERY = {
  filter: 'apply-filter',
  search: 'search',
  page: 'page',
  perPage: 'per_page',
  track: 'track',
  /**
   * The rows to show chosen, comma-separated ids or `all` (every row of the view): set by
   * the way back from a labels download that failed, so the choice can be changed and sent
   * again.
   */
  selected: 'selected',
} as const;

/** spec §9: the table's page sizes; any other per_page is left to the provider's default. */
export const PAGE_SIZES = [10, 15, 20, 25, 30] as const;
/** Longer searches are cut: no AWB or reference comes near it. */
export const MAX_SEARCH_LENGTH = 100;
/** Far beyond any real history; larger pages are read as this one. */
export const MAX_PAGE = 100_000;

// Typed searches never hold them; pasted ones may (tabs, line breaks, NUL).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** One value of a parsed query (Express gives strings, arrays or objects). */
/** A query string's first value: Express gives a string, or an array for a repeated key. */
export const firstValue = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
};

export function parsePage(value: unknown): number {
  const text = firstValue(value)?.trim() ?? '';
  if (!/^\d+$/.test(text)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(text)));
}

export function parsePerPage(value: unknown): number | null {
  const size = Number(firstValue(value)?.trim());
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : null;
}

/** Trimmed, control characters dropped, cut to MAX_SEARCH_LENGTH. */
export function parseSearch(value: unknown): string {
  const text = firstValue(value) ?? '';
  return text.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim();
}

/** The filter if it is one of the provider's options, else the first option (spec §4). */
export function parseFilter(value: unknown, options: readonly { value: string }[]): string {
  const text = firstValue(value);
  const known = options.find((option) => option.value === text);
  return known ? known.value : (options[0]?.value ?? '');
}

/** `track=<shipment id>:<package id>`; anything else is no drawer. */
export function parseTrack(value: unknown): TrackTarget | null {
  const [shipmentId, packageId, ...rest] = (firstValue(value) ?? '').split(':');
  if (rest.length || !shipmentId || !packageId) return null;
  if (!ID.test(shipmentId) || !ID.test(packageId)) return null;
  return { shipmentId, packageId };
}

/** The rows a `selected` query asks to show chosen; anything unusable chooses none. */
export function parseSelected(value: unknown): { ids: string[]; all: boolean } {
  const text = firstValue(value)?.trim() ?? '';
  if (text === 'all') return { ids: [], all: true };
  const ids = text.split(',').map((id) => id.trim());
  return { ids: ids.every((id) => ID.test(id)) ? ids.slice(0, MAX_SELECTED) : [], all: false };
}

/** More than a page's rows are never shown chosen at once (spec §9: pages of up to 30). */
const MAX_SELECTED = 100;

export const trackParam = (target: TrackTarget) => `${target.shipmentId}:${target.packageId}`;

export function parseFilters(
  query: Record<string, unknown>,
  options: readonly { value: string }[],
): TableFilters {
  return {
    filter: parseFilter(query[QUERY.filter], options),
    search: parseSearch(query[QUERY.search]),
    page: parsePage(query[QUERY.page]),
    perPage: parsePerPage(query[QUERY.perPage]),
  };
}

/**
 * The query of a view, defaults left out so that addresses stay short: the first filter,
 * an empty search, page 1 and the provider's page size are implied.
 */
export function filtersQuery(
  filters: TableFilters,
  defaultFilter: string,
): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (filters.filter !== defaultFilter) query[QUERY.filter] = filters.filter;
  if (filters.search) query[QUERY.search] = filters.search;
  if (filters.page > 1) query[QUERY.page] = filters.page;
  if (filters.perPage !== null) query[QUERY.perPage] = filters.perPage;
  return query;
}
