import { routes, type RouteName } from '../../routes/web';

export type { RouteName };

const PARAM = /\{(\w+)(\?)?\}/g;

const byName = new Map<string, (typeof routes)[number]>(routes.map((r) => [r.name, r]));

export type RouteParams = Record<string, string | number>;

/**
 * The server's route(): a path from a route name. Only names of the table compile; a
 * missing parameter fails loudly.
 */
export function urlFor(name: RouteName, params: RouteParams = {}): string {
  const route = byName.get(name);
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
