import { route } from '@/lib/route';
import { filtersQuery, QUERY, trackParam } from '@shared/shipments/query';
import type { TableFilters, TrackTarget } from '@shared/shipments/types';

/** The two screens that show the shipments table (and its drawer). */
export type TableRoute = 'dashboard' | 'shipments';

/** The address of a view of the table: its filters in the query, defaults left out. */
export function viewUrl(name: TableRoute, filters: TableFilters, defaultFilter: string): string {
  return route(name, filtersQuery(filters, defaultFilter));
}

// Page addresses are paths: any base parses them, on the server as in the browser.
const BASE = 'http://portal.invalid';

/** The current address with the drawer's package set (or removed, with null). */
export function withTrack(url: string, target: TrackTarget | null): string {
  const next = new URL(url, BASE);
  if (target) next.searchParams.set(QUERY.track, trackParam(target));
  else next.searchParams.delete(QUERY.track);
  return `${next.pathname}${next.search}`;
}

export function trackOf(url: string): string | null {
  return new URL(url, BASE).searchParams.get(QUERY.track);
}
