/**
 * Stands in for `qs-esm` in both builds (vite.config.ts aliases it): ziggy-js's query
 * strings, written and read by picoquery (2 KB gzip) rather than qs (4.3 KB), which every
 * first load carried for the two calls ziggy-js makes.
 *
 * It keeps what route() relies on: nested keys and arrays in brackets (`a[b]=1`,
 * `ids[0]=x`), nulls and undefined left out, booleans as 1 and 0, a leading `?` when asked.
 * Every query the portal builds is flat; the nesting is there for the one that will not be.
 */
import { parse as parseQuery, stringify as stringifyQuery } from 'picoquery';

const BRACKETS = { nesting: true, nestingSyntax: 'index' } as const;

type Plain = Record<string, unknown>;

/** What qs's `skipNulls` and ziggy-js's boolean encoder do, ahead of picoquery. */
function cleaned(value: unknown): unknown {
  if (typeof value === 'boolean') return Number(value);
  if (Array.isArray(value)) return value.filter((item) => item != null).map(cleaned);
  if (typeof value !== 'object' || value === null) return value;
  const out: Plain = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner != null) out[key] = cleaned(inner);
  }
  return out;
}

/** `route()`'s query: ziggy-js passes `addQueryPrefix`; its other options are the defaults here. */
export function stringify(object: Plain, options?: { addQueryPrefix?: boolean }): string {
  const query = stringifyQuery(cleaned(object) as Plain, BRACKETS);
  return query && options?.addQueryPrefix ? `?${query}` : query;
}

/**
 * The query of a url ziggy-js matches against its routes (`current()`), undefined for a
 * url without one. Brackets are read encoded too, as qs reads them: picoquery's
 * `stringify` encodes them.
 */
export function parse(query: string | undefined): Plain {
  const brackets = (query ?? '').replace(/^\?/, '').replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  return parseQuery(brackets, BRACKETS) as Plain;
}
