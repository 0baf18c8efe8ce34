import type { RouteDef } from '../../routes/types';
import type { RouteName } from '../../routes/web';

const PARAM = /\{(\w+)(\?)?\}/g;

/**
 * The route table registers itself here when it loads. It is not imported: the table
 * imports the controllers, and the controllers build URLs with this module.
 */
let table: Map<string, RouteDef> | undefined;

export function registerRoutes(routes: readonly RouteDef[]): void {
  table = new Map(routes.map((r) => [r.name, r]));
}

function byName(): Map<string, RouteDef> {
  if (!table) throw new Error('The route table (routes/web.ts) is not loaded');
  return table;
}

export type RouteParams = Record<string, string | number>;

/** The server's route(): a path from a route name, failing loudly on a wrong name or param. */
export function urlFor(name: RouteName | string, params: RouteParams = {}): string {
  const route = byName().get(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  const used = new Set<string>();
  const path = route.path.replace(PARAM, (_m, key: string, optional?: string) => {
    const value = params[key];
    if (value === undefined) {
      if (optional) return '';
      throw new Error(`Route ${name} needs parameter ${key}`);
    }
    used.add(key);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (!used.has(key)) query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * `/address-book/{uuid}/edit` → `/address-book/:uuid/edit` (Express 5 syntax); an optional
 * segment takes its slash with it: `/a/{b?}` → `/a{/:b}`.
 */
export function expressPath(path: string): string {
  return path
    .replace(/\/\{(\w+)\?\}/g, (_m, key: string) => `{/:${key}}`)
    .replace(PARAM, (_m, key: string) => `:${key}`);
}
