import { createHash } from 'node:crypto';
import type { RouteDef } from '../../../routes/types';
import {
  BASE_FIELDS,
  BODY_CASES_PER_ROUTE,
  SEED,
  type BadRequest,
  type Category,
} from './case-types';
import { pick, rng, seedFor } from './random';
import { paths } from './path-params';
import {
  BAD_VALUES,
  CONTENT_TYPES,
  FORM_BODIES,
  FORM_TYPE,
  HUGE_STRINGS,
  INVALID_JSON,
  JSON_TYPE,
  TOP_LEVEL,
  type Valued,
} from './bad-values';
import { CSRF_PLANS, VALID } from './csrf-plans';

export const upper = (m: RouteDef['method']) => m.toUpperCase() as BadRequest['method'];

/** What makes two cases the same request. */
export function caseKey(c: BadRequest): string {
  const body =
    c.body === undefined ? '' : createHash('sha1').update(c.body).digest('base64').slice(0, 16);
  return JSON.stringify([c.method, c.path, c.inertia, c.csrf, c.headers, body]);
}

export class Cases {
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
