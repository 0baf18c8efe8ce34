export const SEED = 16;

/** Cases per non-GET route: at least 200, every category below many times over. */
export const BODY_CASES_PER_ROUTE = 200;

/**
 * Every kind of bad request the suite sends (README, 'What it runs'), one label each, so the
 * unit check can prove every one is there.
 */
export const BODY_CATEGORIES = [
  'csrf-missing',
  'csrf-stale',
  'csrf-wrong',
  'wrong-type',
  'null',
  'array',
  'nested',
  'huge-string',
  'invalid-json',
  'content-type',
  'control-chars',
  'proto-key',
] as const;
export const QUERY_CATEGORIES = ['query', 'inertia-headers'] as const;
export type Category =
  (typeof BODY_CATEGORIES)[number] | (typeof QUERY_CATEGORIES)[number] | 'path-param' | 'referer';

/** A property the `__proto__` cases try to plant on every object of the process. */
export const POLLUTION_MARK = 'malformedSuitePolluted';

/**
 * Where a CSRF token comes from; the runner holds the real ones. `valid` is the visitor's
 * own token, `stale` one minted for another session (or for none), `tampered` the valid
 * one with its signature changed.
 */
export type TokenSource =
  { use: 'valid' } | { use: 'stale' } | { use: 'tampered' } | { use: 'literal'; value: string };

export interface CsrfPlan {
  cookie: TokenSource | null;
  header: TokenSource | null;
  /** Send a session cookie for a session the store does not hold (it expired). */
  lostSession?: boolean;
}

export interface BadRequest {
  /** Unique within the route and readable in a failure message. */
  id: string;
  category: Category;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query, already percent-encoded as they go on the wire. */
  path: string;
  inertia: boolean;
  csrf: CsrfPlan;
  /** Extra headers; `{origin}` in a value is replaced with the portal's origin. */
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Field names of the portal's forms and queries; the runner adds the shared schemas' keys. */
export const BASE_FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'otp',
  'account_id',
  'account',
  'account_number',
  'draftId',
  'step',
  'values',
  'draft',
  'submission',
  'fileName',
  'content',
  'page',
  'search',
  'selected',
  'kind',
  'back',
  'id',
  'customer',
  'country',
  'province',
  'city',
  'status',
  'from',
  'to',
  'sort',
  'per_page',
  'awb',
] as const;
