import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../../routes/types';
import { routes } from '../../../routes/web';
import {
  BODY_CATEGORIES,
  QUERY_CASES_MIN,
  QUERY_CATEGORIES,
  badQueries,
  badRequests,
  caseKey,
  goodPath,
  matchingValues,
  rng,
  type BadRequest,
  formFields,
} from '../../support/malformed';

const table: readonly RouteDef[] = routes;
const fields = formFields();
const forms = table.filter((r) => r.method !== 'get');
const pages = table.filter((r) => r.method === 'get');

/** A route the table does not have yet: the suite must cover it all the same. */
const NEW_ROUTE: RouteDef = {
  area: 'shipments',
  name: 'parcels.update',
  method: 'patch',
  path: '/parcels/{parcel}/notes/{note}',
  guards: ['auth'],
  where: { parcel: '[A-Z]{2}[0-9]{6,9}', note: 'first|last' },
};

const categories = (cases: BadRequest[]) => new Set(cases.map((c) => c.category));
const distinct = (cases: BadRequest[]) => new Set(cases.map(caseKey)).size;

describe('the bad requests of a form route', () => {
  it.each([...forms, NEW_ROUTE].map((r) => [r.name, r] as const))(
    '%s gets at least 200 distinct ones, of every body category',
    (_name, route) => {
      const cases = badRequests(route, fields);
      expect(distinct(cases)).toBe(cases.length);
      expect(cases.length).toBeGreaterThanOrEqual(200);
      const seen = categories(cases);
      for (const category of BODY_CATEGORIES) expect(seen, category).toContain(category);
      if (route.where) expect(seen).toContain('path-param');
      expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
      for (const c of cases) expect(c.method).toBe(route.method.toUpperCase());
    },
  );

  it('sends 1 MB strings, both under and over the body limit', () => {
    const sizes = badRequests(forms[0] as RouteDef, fields)
      .filter((c) => c.category === 'huge-string')
      .map((c) => Buffer.byteLength(c.body ?? ''));
    expect(sizes.some((n) => n > 1024 * 1000 && n < 1024 * 1024)).toBe(true);
    expect(sizes.some((n) => n > 1024 * 1024)).toBe(true);
  });

  it('sends NUL bytes, bidi controls and __proto__ keys on the wire', () => {
    const bodies = badRequests(forms[0] as RouteDef, fields).map((c) => String(c.body ?? ''));
    expect(bodies.some((b) => b.includes('\\u0000') || b.includes('%00'))).toBe(true);
    expect(bodies.some((b) => b.includes('\u202E') || b.includes('\\u202e'))).toBe(true);
    expect(bodies.some((b) => b.includes('"__proto__"'))).toBe(true);
  });

  it('is the same for the same seed, so a failure can be replayed', () => {
    for (const route of [...forms.slice(0, 3), NEW_ROUTE]) {
      expect(badRequests(route, fields).map(caseKey)).toEqual(
        badRequests(route, fields).map(caseKey),
      );
    }
    expect(badRequests(NEW_ROUTE, fields, 1).map(caseKey)).not.toEqual(
      badRequests(NEW_ROUTE, fields, 2).map(caseKey),
    );
  });
});

describe('the bad requests of a page', () => {
  it.each([...pages].map((r) => [r.name, r] as const))(
    '%s gets bad query strings and bad Inertia headers',
    (_name, route) => {
      const cases = badQueries(route, fields);
      expect(distinct(cases)).toBe(cases.length);
      expect(cases.length).toBeGreaterThanOrEqual(QUERY_CASES_MIN);
      const seen = categories(cases);
      for (const category of QUERY_CATEGORIES) expect(seen, category).toContain(category);
      if (route.where) expect(seen).toContain('path-param');
      for (const c of cases) expect(c.method).toBe('GET');
    },
  );
});

describe('path parameters', () => {
  it.each(
    [...table, NEW_ROUTE]
      .flatMap((r) => Object.entries(r.where ?? {}).map(([k, src]) => [`${r.name} {${k}}`, src]))
      .map(([label, src]) => [label as string, src as string] as const),
  )('%s is filled with values its format accepts', (_label, source) => {
    const values = matchingValues(source, rng(1));
    expect(values.length).toBeGreaterThan(0);
    for (const v of values) expect(v).toMatch(new RegExp(`^(?:${source})$`));
  });

  it('a route with parameters is visited at an accepted path', () => {
    const path = goodPath(NEW_ROUTE);
    expect(path).toMatch(/^\/parcels\/[A-Z]{2}[0-9]{6,9}\/notes\/(first|last)$/);
  });
});
