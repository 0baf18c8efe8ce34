import { routes } from '../../routes/web';
import type { RouteConfig, RouteEntry } from '../../shared/routing/config';

const PARAM = /\{(\w+)\??\}/g;

const guarded = (r: (typeof routes)[number], guard: string) =>
  'guards' in r && (r.guards as readonly string[] | undefined)?.includes(guard) === true;

/**
 * Derived from the route table once; only the origin varies per request. Production leaves
 * out the routes it does not serve (the `dev` guard: the kit page), so their names and
 * paths are not published either.
 */
const tableOf = (production: boolean): Record<string, RouteEntry> =>
  Object.fromEntries(
    routes
      .filter((r) => !(production && guarded(r, 'dev')))
      .map((r) => {
        const method = r.method.toUpperCase();
        const parameters = [...r.path.matchAll(PARAM)].map((m) => m[1] as string);
        const entry: RouteEntry = {
          uri: r.path.replace(/^\//, ''),
          methods: method === 'GET' ? ['GET', 'HEAD'] : [method],
        };
        if (parameters.length) entry.parameters = parameters;
        if ('where' in r && r.where) entry.wheres = { ...r.where };
        return [r.name, entry];
      }),
  );
const tables = { production: tableOf(true), other: tableOf(false) };

export function ziggyConfig(origin: string, { production = false } = {}): RouteConfig {
  const url = new URL(origin);
  return {
    url: url.origin,
    port: url.port ? Number(url.port) : null,
    defaults: {},
    routes: production ? tables.production : tables.other,
  };
}
