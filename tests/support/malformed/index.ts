import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { RouteDef } from '../../../routes/types';

/**
 * Bad requests generated from a row of the route table, so a new route is covered by the
 * malformed-input suite without editing it. Pure and seeded: the same route and seed give
 * the same cases, so a failure found once can be replayed.
 */

export const SEED = 16;

/** Cases per non-GET route; the issue asks for at least 200. */
export const BODY_CASES_PER_ROUTE = 200;

/** What the issue names, one label each, so the unit check can prove every one is there. */
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
] as const;

// ---------------------------------------------------------------------------------------
// Seeded randomness

export type Rng = () => number;

export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A route's own stream of numbers: adding a route does not change another's cases. */
export function seedFor(name: string, seed = SEED): number {
  let h = 0x811c9dc5 ^ seed;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

// ---------------------------------------------------------------------------------------
// Path parameters from `where`

interface Atom {
  chars: string[];
  min: number;
  max: number;
}

function expandClass(body: string): string[] | null {
  const chars: string[] = [];
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i] as string;
    if (ch === '\\' || ch === '^') return null;
    const next = body[i + 1];
    const end = body[i + 2];
    if (next === '-' && end !== undefined) {
      for (let c = ch.charCodeAt(0); c <= end.charCodeAt(0); c += 1) {
        chars.push(String.fromCharCode(c));
      }
      i += 2;
    } else chars.push(ch);
  }
  return chars.length ? chars : null;
}

/** The simple patterns of a route table (classes, literals, counts, alternatives); else null. */
function parseAlternative(source: string): Atom[] | null {
  const atoms: Atom[] = [];
  let i = 0;
  while (i < source.length) {
    let chars: string[] | null;
    const ch = source[i] as string;
    if (ch === '[') {
      const close = source.indexOf(']', i + 1);
      if (close < 0) return null;
      chars = expandClass(source.slice(i + 1, close));
      i = close + 1;
    } else if (/[A-Za-z0-9_-]/.test(ch)) {
      chars = [ch];
      i += 1;
    } else return null;
    if (!chars) return null;
    let min = 1;
    let max = 1;
    const count = /^\{(\d+)(?:,(\d+))?\}/.exec(source.slice(i));
    if (count) {
      min = Number(count[1]);
      max = count[2] === undefined ? min : Number(count[2]);
      i += count[0].length;
    } else if (source[i] === '+') {
      max = 24;
      i += 1;
    }
    atoms.push({ chars, min, max });
  }
  return atoms;
}

const FALLBACK_VALUES = ['1', '42', '123456', 'abc', 'a-b_c', 'ABC123', 'x'];

/**
 * Values a route's parameter accepts: each end of every class at the shortest length (`0`
 * and `9` for digits, where a format and a handler's own check tend to disagree), the
 * longest, and one between.
 */
export function matchingValues(source: string, r: Rng): string[] {
  const re = new RegExp(`^(?:${source})$`);
  const values = new Set<string>();
  const alternatives = source.split('|').map(parseAlternative);
  for (const atoms of alternatives) {
    if (!atoms) continue;
    for (const length of ['first', 'last', 'max', 'mid'] as const) {
      let value = '';
      for (const atom of atoms) {
        const short = length === 'first' || length === 'last';
        const n = short
          ? atom.min
          : length === 'max'
            ? atom.max
            : atom.min + Math.floor(r() * (atom.max - atom.min + 1));
        for (let k = 0; k < n; k += 1) {
          if (length === 'first') value += atom.chars[0];
          else if (length === 'last') value += atom.chars[atom.chars.length - 1];
          else value += pick(r, atom.chars);
        }
      }
      values.add(value);
    }
  }
  for (const v of FALLBACK_VALUES) if (values.size === 0 && re.test(v)) values.add(v);
  return [...values].filter((v) => re.test(v));
}

/** Values a parameter must refuse, percent-encoded as they go in the path. */
const REFUSED_VALUES = [
  '-1',
  '1.5',
  '1e309',
  '0x1F',
  '%201',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  '..',
  '%2e%2e',
  '%2F',
  '%5C',
  '%00',
  'a%00b',
  '%E2%80%AE',
  '%E2%81%A6x%E2%81%A9',
  '%F0%9F%93%A6',
  '%C3%A9',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%27%22%3C',
  'a;b',
  'x'.repeat(2000),
  '9'.repeat(400),
];

function refusedValues(source: string): string[] {
  const re = new RegExp(`^(?:${source})$`);
  return REFUSED_VALUES.filter((v) => {
    try {
      return !re.test(decodeURIComponent(v));
    } catch {
      return true;
    }
  });
}

const PARAM = /\{(\w+)\??\}/g;

/** The route's path with its parameters filled from `values`. */
function fill(route: RouteDef, values: Record<string, string>): string {
  return route.path.replace(PARAM, (_m, key: string) => values[key] ?? '1');
}

function paths(route: RouteDef, r: Rng): { good: string[]; bad: string[] } {
  const where = route.where ?? {};
  const keys = [...route.path.matchAll(PARAM)].map((m) => m[1] as string);
  if (!keys.length) return { good: [route.path], bad: [] };
  const matching = Object.fromEntries(
    keys.map((k) => [k, matchingValues(where[k] ?? '[^/]+', r).map(encodeURIComponent)]),
  );
  const first = (k: string) => matching[k]?.[0] ?? '1';
  const good = new Set<string>();
  for (const k of keys) {
    for (const v of matching[k] ?? []) {
      good.add(fill(route, { ...Object.fromEntries(keys.map((x) => [x, first(x)])), [k]: v }));
    }
  }
  const bad = new Set<string>();
  for (const k of keys) {
    if (!where[k]) continue;
    for (const v of refusedValues(where[k])) {
      bad.add(fill(route, { ...Object.fromEntries(keys.map((x) => [x, first(x)])), [k]: v }));
    }
  }
  return { good: [...good], bad: [...bad] };
}

/** The route's path with every parameter at an accepted value. */
export function goodPath(route: RouteDef): string {
  return paths(route, rng(seedFor(route.name))).good[0] ?? route.path;
}

// ---------------------------------------------------------------------------------------
// Bad values

const MB = 1024 * 1024;
/** Near the 1 MB body limit from both sides: under it after the JSON around it, and over. */
const HUGE_UNDER = MB - 4096;
const HUGE_OVER = MB + 4096;

function nested(depth: number, leaf: unknown, asArray: boolean): string {
  const open = asArray ? '['.repeat(depth) : '{"a":'.repeat(depth);
  const close = asArray ? ']'.repeat(depth) : '}'.repeat(depth);
  return `${open}${JSON.stringify(leaf)}${close}`;
}

/** An object whose own key is `__proto__`, as JSON.parse builds it from a body. */
const protoObject = (json: string): unknown => JSON.parse(json) as unknown;

const MARK = POLLUTION_MARK;

type Valued = { category: Category; label: string; value: unknown };

/** Bad values for one field, with the category of each. */
export const BAD_VALUES: readonly Valued[] = [
  { category: 'wrong-type', label: 'zero', value: 0 },
  { category: 'wrong-type', label: 'negative', value: -1 },
  { category: 'wrong-type', label: 'fraction', value: 1.5 },
  { category: 'wrong-type', label: 'huge number', value: 1e308 },
  { category: 'wrong-type', label: 'unsafe integer', value: 2 ** 64 },
  { category: 'wrong-type', label: 'true', value: true },
  { category: 'wrong-type', label: 'false', value: false },
  { category: 'wrong-type', label: 'empty string', value: '' },
  { category: 'wrong-type', label: 'spaces', value: '   ' },
  { category: 'wrong-type', label: 'numeric string', value: '00012' },
  { category: 'wrong-type', label: 'empty object', value: {} },
  { category: 'null', label: 'null', value: null },
  { category: 'null', label: 'string null', value: 'null' },
  { category: 'array', label: 'empty array', value: [] },
  { category: 'array', label: 'array of strings', value: ['a', 'b'] },
  { category: 'array', label: 'array of nulls', value: [null, null] },
  { category: 'array', label: 'array of arrays', value: [[1], [2]] },
  { category: 'array', label: 'array of objects', value: [{ a: 1 }, { b: [] }] },
  { category: 'nested', label: 'object in object', value: { a: { b: { c: 'd' } } } },
  { category: 'nested', label: 'object with toString', value: { toString: 'x', valueOf: 1 } },
  { category: 'nested', label: 'object with length', value: { length: 1e9, 0: 'a' } },
  { category: 'nested', label: 'depth 200', value: JSON.parse(nested(200, 'x', false)) },
  { category: 'control-chars', label: 'NUL', value: 'a\u0000b' },
  { category: 'control-chars', label: 'only NUL', value: '\u0000' },
  { category: 'control-chars', label: 'right-to-left override', value: 'gpj.\u202Eexe' },
  { category: 'control-chars', label: 'isolates', value: '\u2066abc\u2069\u2067' },
  { category: 'control-chars', label: 'lone surrogate', value: 'a\uD800b' },
  { category: 'control-chars', label: 'zero width', value: '\u200B\u200D\uFEFF' },
  { category: 'control-chars', label: 'CR LF', value: 'a\r\nSet-Cookie: x=1' },
  { category: 'control-chars', label: 'C1 controls', value: '\u0085\u009B\u0007\u001B[2J' },
  { category: 'control-chars', label: 'email with NUL', value: 'demo@portal.test\u0000' },
  { category: 'control-chars', label: 'markup', value: '<script>alert(1)</script>' },
  {
    category: 'proto-key',
    label: '__proto__ value',
    value: protoObject(`{"__proto__":{"${MARK}":"yes"}}`),
  },
  {
    category: 'proto-key',
    label: 'constructor.prototype value',
    value: { constructor: { prototype: { [MARK]: 'yes' } } },
  },
  { category: 'huge-string', label: '64 KB string', value: 'x'.repeat(64 * 1024) },
];

// Built once: the big payloads are the same for every route but for the field they fill.
const X_UNDER = Buffer.from('x'.repeat(HUGE_UNDER));
const X_OVER = Buffer.from('x'.repeat(HUGE_OVER));
const MULTI_BYTE = Buffer.from('\u00e9\u202E'.repeat(HUGE_UNDER / 6));
const KEY_1MB = Buffer.from(`{"${'k'.repeat(HUGE_UNDER)}":1}`);
const KEYS_20K = Buffer.from(
  JSON.stringify(Object.fromEntries(Array.from({ length: 20000 }, (_, i) => [`k${i}`, i]))),
);
const FIELDS_20K = Buffer.from(Array.from({ length: 20000 }, (_, i) => `k${i}=${i}`).join('&'));

const inJson = (field: string, value: Buffer) =>
  Buffer.concat([Buffer.from(`{${JSON.stringify(field)}:"`), value, Buffer.from('"}')]);

const HUGE_STRINGS: Array<{ label: string; body: (field: string) => Buffer; type: string }> = [
  {
    label: '1 MB string under the limit (JSON)',
    type: 'application/json',
    body: (f) => inJson(f, X_UNDER),
  },
  {
    label: '1 MB string over the limit (JSON)',
    type: 'application/json',
    body: (f) => inJson(f, X_OVER),
  },
  {
    label: '1 MB of multi-byte text (JSON)',
    type: 'application/json',
    body: (f) => inJson(f, MULTI_BYTE),
  },
  {
    label: '1 MB string (form)',
    type: 'application/x-www-form-urlencoded',
    body: (f) => Buffer.concat([Buffer.from(`${encodeURIComponent(f)}=`), X_UNDER]),
  },
  { label: '1 MB key (JSON)', type: 'application/json', body: () => KEY_1MB },
  { label: '20,000 keys (JSON)', type: 'application/json', body: () => KEYS_20K },
  {
    label: '20,000 fields (form)',
    type: 'application/x-www-form-urlencoded',
    body: () => FIELDS_20K,
  },
];

const INVALID_JSON: Array<[string, string]> = [
  ['unclosed object', '{'],
  ['unclosed string', '{"email":"a'],
  ['missing value', '{"email":}'],
  ['single quotes', "{'email':'a'}"],
  ['trailing comma', '{"email":"a",}'],
  ['comment', '{/* c */"email":"a"}'],
  ['NaN', '{"page":NaN}'],
  ['undefined', '{"page":undefined}'],
  ['bare word', 'email=a'],
  ['empty body', ''],
  ['only spaces', '   '],
  ['JSON null', 'null'],
  ['JSON number', '42'],
  ['JSON string', '"x"'],
  ['JSON true', 'true'],
  ['two documents', '{}{}'],
  ['byte order mark', '\uFEFF{}'],
  ['duplicate keys', '{"email":"a","email":["b"]}'],
  ['raw control character', '{"email":"a\u0001\u0000b"}'],
  ['depth 5,000 arrays', nested(5000, 1, true)],
  ['depth 5,000 objects', nested(5000, 1, false)],
  ['depth 100,000 arrays', nested(100000, 1, true)],
];

/** Bodies that are valid JSON, whose whole shape is wrong. */
const TOP_LEVEL: Array<[Category, string, string]> = [
  ['array', 'top-level empty array', '[]'],
  ['array', 'top-level array', '[{"email":"a"},{"password":"b"}]'],
  ['null', 'object of nulls', '{"email":null,"password":null,"otp":null,"account_id":null}'],
  ['nested', 'object of objects', '{"email":{"$ne":""},"password":{"$gt":""}}'],
  ['proto-key', 'top-level __proto__', `{"__proto__":{"${MARK}":"yes"}}`],
  ['proto-key', 'top-level constructor', `{"constructor":{"prototype":{"${MARK}":"yes"}}}`],
  ['proto-key', '__proto__ as array', `{"__proto__":["${MARK}"]}`],
  ['proto-key', '__proto__ null', '{"__proto__":null}'],
  ['proto-key', 'prototype key', `{"prototype":{"${MARK}":"yes"},"hasOwnProperty":1}`],
  ['proto-key', 'toJSON key', '{"toJSON":1,"toString":1,"valueOf":{}}'],
  ['proto-key', 'nested __proto__', `{"values":{"__proto__":{"${MARK}":"yes"}}}`],
  ['control-chars', 'NUL key', '{"\\u0000":"a","email\\u0000":"b"}'],
  ['control-chars', 'bidi key', '{"\\u202eliame":"a"}'],
];

/** Form bodies with the same faults, as `application/x-www-form-urlencoded`. */
const FORM_BODIES: Array<[Category, string, string]> = [
  ['array', 'repeated key', 'email=a&email=b&email=c'],
  ['array', 'bracket key', 'email[]=a&email[]=b'],
  ['nested', 'bracket object', 'email[a][b]=c&values[x]=1'],
  ['proto-key', '__proto__ key', `__proto__=x&__proto__[${MARK}]=yes`],
  ['proto-key', 'constructor key', `constructor[prototype][${MARK}]=yes`],
  ['control-chars', 'NUL value', 'email=a%00b&password=%00'],
  ['control-chars', 'NUL key', '%00=1&email%00=a'],
  ['control-chars', 'bidi value', 'email=%E2%80%AEmoc.tset%40a'],
  ['control-chars', 'bad percent', 'email=%ZZ&password=%E0%A4%A&otp=%'],
  ['control-chars', 'invalid UTF-8', 'email=%C0%AF%FF%FE'],
  ['wrong-type', 'empty pairs', '&&&=&=x&'],
  ['null', 'keys without values', 'email&password&otp'],
];

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A JSON body that reaches the handler, under the wrong (or a strange) content type. */
const CONTENT_TYPES: Array<{
  label: string;
  headers: Record<string, string>;
  body: string | Buffer;
}> = [
  { label: 'text/plain', headers: { 'Content-Type': 'text/plain' }, body: '{"email":"a"}' },
  { label: 'no content type', headers: {}, body: '{"email":"a"}' },
  { label: 'XML', headers: { 'Content-Type': 'application/xml' }, body: '<email>a</email>' },
  {
    label: 'multipart',
    headers: { 'Content-Type': 'multipart/form-data; boundary=X' },
    body: '--X\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--X--\r\n',
  },
  {
    label: 'multipart without boundary',
    headers: { 'Content-Type': 'multipart/form-data' },
    body: 'email=a',
  },
  {
    label: 'octet-stream',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: Buffer.from([0, 1, 2, 255]),
  },
  {
    label: 'image',
    headers: { 'Content-Type': 'image/png' },
    body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]),
  },
  { label: 'CSV', headers: { 'Content-Type': 'text/csv' }, body: 'email,password\na,b\n' },
  { label: 'JSON as form', headers: { 'Content-Type': FORM_TYPE }, body: '{"email":"a"}' },
  { label: 'form as JSON', headers: { 'Content-Type': JSON_TYPE }, body: 'email=a&password=b' },
  {
    label: 'JSON in UTF-16',
    headers: { 'Content-Type': 'application/json; charset=utf-16' },
    body: Buffer.from('{"email":"a"}', 'utf16le'),
  },
  {
    label: 'unknown charset',
    headers: { 'Content-Type': 'application/json; charset=bogus-8' },
    body: '{}',
  },
  {
    label: 'form in UTF-7',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-7' },
    body: 'email=a',
  },
  { label: 'upper case type', headers: { 'Content-Type': 'APPLICATION/JSON' }, body: '{}' },
  {
    label: 'vendor JSON type',
    headers: { 'Content-Type': 'application/vnd.api+json' },
    body: '{}',
  },
  { label: 'malformed type', headers: { 'Content-Type': 'application/json;;; ==' }, body: '{}' },
  { label: 'two types', headers: { 'Content-Type': 'application/json, text/html' }, body: '{}' },
  { label: 'wildcard type', headers: { 'Content-Type': '*/*' }, body: '{}' },
  {
    label: 'invalid UTF-8 bytes',
    headers: { 'Content-Type': JSON_TYPE },
    body: Buffer.concat([
      Buffer.from('{"email":"'),
      Buffer.from([0xc0, 0xaf, 0xff]),
      Buffer.from('"}'),
    ]),
  },
  {
    label: 'gzip JSON',
    headers: { 'Content-Type': JSON_TYPE, 'Content-Encoding': 'gzip' },
    body: gzipSync('{"email":"a\u0000"}'),
  },
  {
    label: 'gzip bomb-ish',
    headers: { 'Content-Type': JSON_TYPE, 'Content-Encoding': 'gzip' },
    body: gzipSync(JSON.stringify({ email: 'z'.repeat(8 * MB) })),
  },
  {
    label: 'broken gzip',
    headers: { 'Content-Type': JSON_TYPE, 'Content-Encoding': 'gzip' },
    body: 'not gzip',
  },
  {
    label: 'broken deflate',
    headers: { 'Content-Type': JSON_TYPE, 'Content-Encoding': 'deflate' },
    body: 'not deflate',
  },
  {
    label: 'brotli encoding',
    headers: { 'Content-Type': JSON_TYPE, 'Content-Encoding': 'br' },
    body: 'not brotli',
  },
  {
    label: 'unknown encoding',
    headers: { 'Content-Type': JSON_TYPE, 'Content-Encoding': 'bogus' },
    body: '{}',
  },
];

// ---------------------------------------------------------------------------------------
// CSRF

const VALID: CsrfPlan = { cookie: { use: 'valid' }, header: { use: 'valid' } };

const CSRF_PLANS: Array<[Category, string, CsrfPlan]> = [
  ['csrf-missing', 'no token at all', { cookie: null, header: null }],
  ['csrf-missing', 'cookie without header', { cookie: { use: 'valid' }, header: null }],
  ['csrf-missing', 'header without cookie', { cookie: null, header: { use: 'valid' } }],
  [
    'csrf-missing',
    'empty header',
    { cookie: { use: 'valid' }, header: { use: 'literal', value: '' } },
  ],
  [
    'csrf-stale',
    'token of another session',
    { cookie: { use: 'stale' }, header: { use: 'stale' } },
  ],
  [
    'csrf-stale',
    'session expired',
    { cookie: { use: 'valid' }, header: { use: 'valid' }, lostSession: true },
  ],
  [
    'csrf-stale',
    'stale header, current cookie',
    { cookie: { use: 'valid' }, header: { use: 'stale' } },
  ],
  [
    'csrf-wrong',
    'tampered signature',
    { cookie: { use: 'tampered' }, header: { use: 'tampered' } },
  ],
  [
    'csrf-wrong',
    'header differs from cookie',
    { cookie: { use: 'valid' }, header: { use: 'tampered' } },
  ],
  [
    'csrf-wrong',
    'no dot',
    { cookie: { use: 'literal', value: 'abc' }, header: { use: 'literal', value: 'abc' } },
  ],
  [
    'csrf-wrong',
    'only a dot',
    { cookie: { use: 'literal', value: '.' }, header: { use: 'literal', value: '.' } },
  ],
  [
    'csrf-wrong',
    'bad percent in cookie',
    {
      cookie: { use: 'literal', value: '%E0%A4%A' },
      header: { use: 'literal', value: '%E0%A4%A' },
    },
  ],
  [
    'csrf-wrong',
    '4 KB token',
    {
      cookie: { use: 'literal', value: `${'a'.repeat(2048)}.${'b'.repeat(2048)}` },
      header: { use: 'literal', value: `${'a'.repeat(2048)}.${'b'.repeat(2048)}` },
    },
  ],
  [
    'csrf-wrong',
    'multi-byte token',
    {
      cookie: { use: 'literal', value: '%C3%A9.%C3%A9' },
      header: { use: 'literal', value: 'é.é' },
    },
  ],
];

// ---------------------------------------------------------------------------------------
// Cases

const upper = (m: RouteDef['method']) => m.toUpperCase() as BadRequest['method'];

/** What makes two cases the same request. */
export function caseKey(c: BadRequest): string {
  const body =
    c.body === undefined ? '' : createHash('sha1').update(c.body).digest('base64').slice(0, 16);
  return JSON.stringify([c.method, c.path, c.inertia, c.csrf, c.headers, body]);
}

class Cases {
  readonly list: BadRequest[] = [];
  private readonly seen = new Set<string>();

  add(c: BadRequest): void {
    const k = caseKey(c);
    if (this.seen.has(k)) return;
    this.seen.add(k);
    this.list.push({ ...c, id: `#${this.list.length} ${c.id}` });
  }
}

const jsonBody = (fields: Record<string, unknown>) => JSON.stringify(fields);

/** The bad requests for one non-GET route of the table. */
export function badRequests(
  route: RouteDef,
  fields: readonly string[] = BASE_FIELDS,
  seed = SEED,
): BadRequest[] {
  const r = rng(seedFor(route.name, seed));
  const { good, bad } = paths(route, r);
  const method = upper(route.method);
  const cases = new Cases();
  const at = (i: number) => good[i % good.length] as string;
  let n = 0;
  const base = (
    category: Category,
    id: string,
    extra: Partial<BadRequest> & { body?: string | Buffer },
  ): BadRequest => {
    n += 1;
    return {
      id,
      category,
      method,
      path: at(n),
      inertia: n % 3 !== 0,
      csrf: VALID,
      headers: {},
      ...extra,
    };
  };

  // Guessable form bodies behind every CSRF fault, as Inertia and as plain requests.
  const plausible = jsonBody({ email: 'demo@portal.test', password: 'Demo!2345', otp: '1234' });
  for (const [category, label, csrf] of CSRF_PLANS) {
    for (const inertia of [true, false]) {
      cases.add(
        base(category, `${label} (${inertia ? 'Inertia' : 'plain'})`, {
          csrf,
          inertia,
          headers: { 'Content-Type': JSON_TYPE },
          body: plausible,
        }),
      );
    }
  }

  for (const path of bad) {
    for (const inertia of [true, false]) {
      cases.add(
        base('path-param', `refused parameter ${path.slice(0, 60)}`, {
          path,
          inertia,
          headers: { 'Content-Type': JSON_TYPE },
          body: '{}',
        }),
      );
    }
  }

  for (const [label, body] of INVALID_JSON) {
    cases.add(base('invalid-json', label, { headers: { 'Content-Type': JSON_TYPE }, body }));
  }
  for (const c of CONTENT_TYPES) {
    cases.add(base('content-type', c.label, { headers: c.headers, body: c.body }));
  }
  for (const [category, label, body] of TOP_LEVEL) {
    cases.add(base(category, label, { headers: { 'Content-Type': JSON_TYPE }, body }));
  }
  for (const [category, label, body] of FORM_BODIES) {
    cases.add(base(category, label, { headers: { 'Content-Type': FORM_TYPE }, body }));
  }
  for (const h of HUGE_STRINGS) {
    cases.add(
      base('huge-string', h.label, {
        headers: { 'Content-Type': h.type },
        body: h.body(pick(r, fields)),
      }),
    );
  }
  for (const [label, referer] of [
    ['foreign referer', 'https://evil.example/login'],
    ['protocol-relative referer', '{origin}//evil.example/'],
    ['backslash referer', '{origin}/\\evil.example'],
    ['unparsable referer', 'http://[::1'],
    ['javascript referer', 'javascript:alert(1)'],
  ] as const) {
    cases.add(
      base('referer', label, {
        headers: { 'Content-Type': JSON_TYPE, Referer: referer },
        body: '{"email":1}',
      }),
    );
  }

  // Each bad value in each of the route's likely fields, then random mixes up to the count.
  for (const v of BAD_VALUES) {
    const field = pick(r, fields);
    cases.add(
      base(v.category, `${field}: ${v.label}`, {
        headers: { 'Content-Type': JSON_TYPE },
        body: jsonBody({ [field]: v.value }),
      }),
    );
  }
  let guard = 0;
  while (cases.list.length < BODY_CASES_PER_ROUTE && guard < 10_000) {
    guard += 1;
    const count = 1 + Math.floor(r() * 4);
    const chosen: Valued[] = [];
    const body: Record<string, unknown> = {};
    for (let k = 0; k < count; k += 1) {
      const v = pick(r, BAD_VALUES);
      const field = pick(r, fields);
      body[field] = v.value;
      chosen.push(v);
    }
    const first = chosen[0] as Valued;
    cases.add(
      base(
        first.category,
        `mix ${Object.keys(body).join(',')}: ${chosen.map((c) => c.label).join(', ')}`,
        {
          headers: { 'Content-Type': JSON_TYPE },
          body: jsonBody(body),
        },
      ),
    );
  }
  return cases.list;
}

// ---------------------------------------------------------------------------------------
// GET routes: bad query strings and bad Inertia headers

const BAD_QUERIES: string[] = [
  'page=-1',
  'page=0',
  'page=1e309',
  'page=NaN',
  'page=99999999999999999999',
  'page[]=1&page[]=2',
  'page[a]=1',
  'page=1&page=2',
  'search=%00',
  'search=a%00b',
  'search=%E2%80%AE',
  'search=%E2%81%A6x%E2%81%A9',
  'search=%',
  'search=%ZZ',
  'search=%C0%AF%FF',
  `search=${'s'.repeat(8000)}`,
  'search=<script>alert(1)</script>',
  '__proto__[' + MARK + ']=yes',
  '__proto__=x',
  `constructor[prototype][${MARK}]=yes`,
  'hasOwnProperty=1&toString=1',
  '=',
  '&&&',
  '?',
  '%00=1',
  'a=1;b=2',
  'selected=' + 'x'.repeat(300),
  'back=https://evil.example',
  'back=//evil.example',
  'kind=__proto__',
  'draft[]=a',
  'account=-5',
  'account=0',
  'customer=%00',
  'country=%E2%80%AE&province[]=x',
];

const INERTIA_HEADERS: Array<[string, Record<string, string>]> = [
  ['wrong asset version', { 'X-Inertia-Version': 'stale-build' }],
  [
    'partial reload of another page',
    { 'X-Inertia-Partial-Component': 'no/such-page', 'X-Inertia-Partial-Data': 'x,y' },
  ],
  [
    'partial reload of odd names',
    {
      'X-Inertia-Partial-Component': '{component}',
      'X-Inertia-Partial-Data': '__proto__,,constructor,%00',
    },
  ],
  [
    'partial except everything',
    { 'X-Inertia-Partial-Component': '{component}', 'X-Inertia-Partial-Except': '*,__proto__' },
  ],
  ['reset of odd props', { 'X-Inertia-Reset': '__proto__,constructor' }],
  ['error bag __proto__', { 'X-Inertia-Error-Bag': '__proto__' }],
  ['except once props', { 'X-Inertia-Except-Once-Props': '__proto__,ziggy,' }],
  ['prefetch', { Purpose: 'prefetch', 'Sec-Purpose': 'prefetch' }],
  ['infinite scroll merge intent', { 'X-Inertia-Infinite-Scroll-Merge-Intent': 'sideways' }],
];

export const QUERY_CASES_MIN = 40;

/** The bad query strings (and bad Inertia headers) for one GET route. */
export function badQueries(
  route: RouteDef,
  fields: readonly string[] = BASE_FIELDS,
  seed = SEED,
): BadRequest[] {
  const r = rng(seedFor(route.name, seed));
  const { good, bad } = paths(route, r);
  const cases = new Cases();
  let n = 0;
  const add = (
    category: Category,
    id: string,
    path: string,
    headers: Record<string, string> = {},
    inertia = (n += 1) % 3 !== 0,
  ) => cases.add({ id, category, method: 'GET', path, inertia, csrf: VALID, headers });
  const at = (i: number) => good[i % good.length] as string;
  for (const [i, q] of BAD_QUERIES.entries()) add('query', `?${q.slice(0, 60)}`, `${at(i)}?${q}`);
  for (const path of bad) add('path-param', `refused parameter ${path.slice(0, 60)}`, path);
  for (const [label, headers] of INERTIA_HEADERS)
    add('inertia-headers', label, at(0), headers, true);
  let guard = 0;
  while (cases.list.length < QUERY_CASES_MIN && guard < 1000) {
    guard += 1;
    const field = pick(r, fields);
    const value = pick(r, BAD_QUERIES).split('=').slice(1).join('=');
    add(
      'query',
      `?${field}=${value.slice(0, 40)}`,
      `${at(guard)}?${encodeURIComponent(field)}=${value}`,
    );
  }
  return cases.list;
}
