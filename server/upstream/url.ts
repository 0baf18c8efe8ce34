import type { Query } from './types';

export interface BaseUrl {
  /** scheme://host:port, what the connection pool is for. */
  origin: string;
  /** The base URL's own path without a trailing slash, e.g. '/v1' or ''. */
  prefix: string;
}

export function parseBaseUrl(url: string): BaseUrl {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`an upstream base URL must be http or https: ${parsed.protocol}`);
  }
  return { origin: parsed.origin, prefix: parsed.pathname.replace(/\/+$/, '') };
}

/**
 * Query string from named values: undefined is left out, null becomes an empty value
 * (`province=`: the contract sends a null province for countries without provinces),
 * booleans are `true`/`false`.
 */
export function buildQuery(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    params.append(name, value === null ? '' : String(value));
  }
  return params.toString();
}

/** What the pool requests: prefix + path + query (a query already in the path is kept). */
export function requestPath(base: BaseUrl, path: string, query?: Query): string {
  const joined = `${base.prefix}/${path.replace(/^\/+/, '')}`;
  const search = buildQuery(query);
  if (!search) return joined;
  return `${joined}${joined.includes('?') ? '&' : '?'}${search}`;
}

/** The path as logs and errors show it: never the query, which may hold what a user typed. */
export function pathOnly(path: string): string {
  const end = path.indexOf('?');
  return end === -1 ? path : path.slice(0, end);
}

function segment(value: string | number): string {
  const text = String(value);
  // '', '.' and '..' would change which resource the path names once the server resolves it.
  if (/^\.*$/.test(text)) throw new TypeError(`not a path segment: "${text}"`);
  return encodeURIComponent(text);
}

/**
 * Builds a path with each value percent-encoded, so that an id taken from a URL can never
 * reach another upstream path: upstreamPath`/user/clients/${client}/shipments/${id}`.
 */
export function upstreamPath(
  strings: TemplateStringsArray,
  ...values: Array<string | number>
): string {
  return strings.reduce(
    (path, part, i) => path + part + (i < values.length ? segment(values[i]) : ''),
    '',
  );
}
