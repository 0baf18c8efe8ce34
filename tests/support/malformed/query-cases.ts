import type { RouteDef } from '../../../routes/types';
import { BASE_FIELDS, SEED, type BadRequest, type Category } from './case-types';
import { pick, rng, seedFor } from './random';
import { paths } from './path-params';
import { MARK } from './bad-values';
import { VALID } from './csrf-plans';
import { Cases } from './body-cases';

/** GET routes: bad query strings and bad Inertia headers. */
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
