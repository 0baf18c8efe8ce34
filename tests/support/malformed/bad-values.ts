import { gzipSync } from 'node:zlib';
import { POLLUTION_MARK, type Category } from './case-types';

/** Bad values: for one field, whole bodies, and content types. */
const MB = 1024 * 1024;
/** Near the 1 MB body limit from both sides: under it after the JSON around it, and over. */
const HUGE_UNDER = MB - 4096;
const HUGE_OVER = MB + 4096;

export function nested(depth: number, leaf: unknown, asArray: boolean): string {
  const open = asArray ? '['.repeat(depth) : '{"a":'.repeat(depth);
  const close = asArray ? ']'.repeat(depth) : '}'.repeat(depth);
  return `${open}${JSON.stringify(leaf)}${close}`;
}

/** An object whose own key is `__proto__`, as JSON.parse builds it from a body. */
const protoObject = (json: string): unknown => JSON.parse(json) as unknown;

export const MARK = POLLUTION_MARK;

export type Valued = { category: Category; label: string; value: unknown };

/** Bad values for one field, with the category of each (`BODY_CATEGORIES`). */
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

export const HUGE_STRINGS: Array<{ label: string; body: (field: string) => Buffer; type: string }> =
  [
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

export const INVALID_JSON: Array<[string, string]> = [
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
export const TOP_LEVEL: Array<[Category, string, string]> = [
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
export const FORM_BODIES: Array<[Category, string, string]> = [
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

export const JSON_TYPE = 'application/json';
export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A JSON body that reaches the handler, under the wrong (or a strange) content type. */
export const CONTENT_TYPES: Array<{
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
