import { stringify } from 'picoquery';
import type { RouteName, routes } from '@routes/web';
import type { RouteConfig } from '@shared/routing/config';

/**
 * The browser's and the server render's URLs of the route table (routes/web.ts), from the
 * config the server shares as the `ziggy` page prop (server/routing/ziggy.ts): each route's
 * path with its parameters and their `where` patterns, under the portal's origin.
 *
 * Written for this table alone, which has no domains, bindings or defaults: a general
 * route library carried its options, a Vue plugin and a query parser into every first
 * load (docs/benchmarks.md, LG). The URLs are those ziggy-js wrote: parameters encoded as
 * `encodeURI` does, with `|` and `%` kept and `$` encoded; the rest of the parameters a
 * query, nulls left out, booleans as 1 and 0, nested keys and arrays in brackets.
 */

declare global {
  // Set from each page's `ziggy` prop (lib/ziggy.ts): in the server render, by each render.
  var Ziggy: RouteConfig | undefined;
}

/** A route path's parameters, in order, each required (`{uuid}`) or not (`{kind?}`). */
type Segments<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name extends `${infer Optional}?`
    ? { [K in Optional]?: Value } & Segments<Rest>
    : { [K in Name]: Value } & Segments<Rest>
  : unknown;

type PathOf<N extends RouteName> = Extract<(typeof routes)[number], { name: N }>['path'];

type Value = string | number | boolean | null | undefined | readonly unknown[] | object;

/** A route's parameters, then what else the URL's query should say. */
export type RouteParams<N extends RouteName> = Segments<PathOf<N>> & Record<string, unknown>;

type HasRequired<N extends RouteName> = object extends Segments<PathOf<N>> ? false : true;

const SEGMENT = /\{(\w+)(\??)\}/g;

function config(): RouteConfig {
  const found = globalThis.Ziggy;
  if (!found) throw new Error('route(): no route config yet (the page has no ziggy prop)');
  return found;
}

/** A parameter as ziggy-js put it in a path. */
const inPath = (value: unknown) =>
  encodeURI(String(value)).replace(/%7C/g, '|').replace(/%25/g, '%').replace(/\$/g, '%24');

/** Nulls and undefined left out and booleans as 1 and 0, at any depth. */
function cleaned(value: unknown): unknown {
  if (typeof value === 'boolean') return Number(value);
  if (Array.isArray(value)) return value.filter((item) => item != null).map(cleaned);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => inner != null)
      .map(([key, inner]) => [key, cleaned(inner)]),
  );
}

/** The query of a URL: nested keys and arrays in brackets (`f[s]=open`, `ids[0]=a`). */
export function queryOf(values: Record<string, unknown>): string {
  const query = stringify(cleaned(values) as Record<string, unknown>, {
    nesting: true,
    nestingSyntax: 'index',
  });
  return query ? `?${query}` : '';
}

/**
 * The URL of the route `name`: its parameters in the path, every other value in the query.
 * A missing required parameter or one its `where` refuses throws, as a wrong link must
 * not be drawn.
 */
export function route<N extends RouteName>(
  name: N,
  ...[params, absolute = true]: HasRequired<N> extends true
    ? [params: RouteParams<N>, absolute?: boolean]
    : [params?: RouteParams<N>, absolute?: boolean]
): string {
  const { url, routes: table } = config();
  const entry = table[name];
  if (!entry) throw new Error(`route(): '${name}' is not in the route list`);
  const values: Record<string, unknown> = { ...(params as Record<string, unknown> | undefined) };
  const path = entry.uri.replace(SEGMENT, (_, key: string, optional: string) => {
    const value = values[key];
    delete values[key];
    if (value == null) {
      if (optional) return '';
      throw new Error(`route(): '${key}' is required for route '${name}'`);
    }
    const where = entry.wheres?.[key];
    if (where && !new RegExp(`^(?:${where})$`).test(String(value))) {
      throw new Error(`route(): '${key}' of route '${name}' does not match '${where}'`);
    }
    return inPath(value);
  });
  const origin = absolute ? url : '';
  const address = `${origin}/${path}`.replace(/\/+$/, '') || '/';
  return address + queryOf(values);
}

/** A path as typed (`%C3%A9` as é); one that does not decode stays as it came. */
function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The route serving `address` (a page's url, relative or absolute) with its parameters. */
export function routeAt(
  address: string,
): { name: RouteName; params: Record<string, string> } | undefined {
  const found = globalThis.Ziggy;
  if (!found) return undefined;
  const { pathname, search } = new URL(address, found.url);
  for (const [name, entry] of Object.entries(found.routes)) {
    if (!entry.methods.includes('GET')) continue;
    const pattern = entry.uri
      .replace(/[.*+$()[\]]/g, '\\$&')
      .replace(/(\/?)\{(\w+)(\??)\}/g, (_, slash: string, key: string, optional: string) => {
        const group = `(?<${key}>${entry.wheres?.[key] ?? '[^/?]+'})`;
        return optional ? `(?:${slash}${group})?` : `${slash}${group}`;
      });
    const matcher = new RegExp(`^/${pattern}/?$`);
    const match = matcher.exec(pathname) ?? matcher.exec(decoded(pathname));
    if (!match) continue;
    const params: Record<string, string> = Object.fromEntries(new URLSearchParams(search));
    for (const [key, value] of Object.entries(match.groups ?? {})) {
      if (value !== undefined) params[key] = value;
    }
    return { name: name as RouteName, params };
  }
  return undefined;
}
