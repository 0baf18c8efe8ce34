import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { route as ziggyRoute } from 'ziggy-js';
import { route, routeAt } from '../../../resources/js/lib/route';
import { routes, type RouteName } from '../../../routes/web';
import { ziggyConfig } from '../../../server/routing/ziggy';
import { filtersQuery } from '../../../shared/shipments/query';
import { labelsQuery } from '../../../shared/shipments/labels';

/**
 * The portal's route() (resources/js/lib/route.ts) writes the URLs ziggy-js wrote for the
 * same config, every route of the table with its parameters and a query: the same path,
 * and a query that reads as the same pairs (ziggy-js left brackets unencoded, which a
 * server reads the same).
 */

const config = ziggyConfig('http://portal.test:3000');
type Loose = (name: string, params?: Record<string, unknown>, absolute?: boolean) => string;
const ours = route as unknown as Loose;
const reference = (name: string, params?: Record<string, unknown>, absolute = true) =>
  ziggyRoute(name as never, params as never, absolute, config as never);

const split = (url: string) => {
  const [path = '', query = ''] = url.split('?');
  return { path, pairs: [...new URLSearchParams(query)] };
};

/** A value each parameter's `where` accepts (a uuid, a shipment id, an AWB...). */
function valueFor(where: string | undefined): string {
  const alternatives = where && /^[\w|-]+$/.test(where) ? where.split('|') : [];
  const tries = [
    ...alternatives,
    'ab12-3f',
    '12345',
    'S-1',
    'abc',
    'EXP-1a2b',
    'ABC12345',
    'pdf',
    'a1',
  ];
  return tries.find((t) => !where || new RegExp(`^(?:${where})$`).test(t)) ?? 'x';
}

beforeEach(() => {
  globalThis.Ziggy = config;
});
afterEach(() => {
  globalThis.Ziggy = undefined;
});

describe('route()', () => {
  const QUERIES = {
    none: {},
    'a search with spaces, & and accents': { search: 'Zoé & co, 5/7 ?', page: 2 },
    'a view of the shipments': filtersQuery(
      { filter: 'delivered', search: '4410023', page: 3, perPage: 50 },
      'all',
    ),
    'chosen labels': labelsQuery({ ids: ['S-1', 'S-2'] }, 'pdf-a4', 3),
    'booleans and nulls': { all: true, none: false, gone: null, unset: undefined, kept: 0 },
    'nested keys': { f: { s: 'open', ids: ['a', 'b'] } },
  };

  it.each(Object.entries(QUERIES))('writes every route as ziggy-js did, with %s', (_, query) => {
    for (const r of routes) {
      const entry = config.routes[r.name]!;
      const params: Record<string, unknown> = { ...query };
      for (const name of entry.parameters ?? []) params[name] = valueFor(entry.wheres?.[name]);
      expect(split(ours(r.name, params)), r.name).toEqual(split(reference(r.name, params)));
      expect(split(ours(r.name, params, false)), r.name).toEqual(
        split(reference(r.name, params, false)),
      );
    }
  });

  it('encodes a parameter in the path as ziggy-js did', () => {
    const params = { uuid: 'a b|c%d$e' };
    const only = { ...config, routes: { x: { uri: 'x/{uuid}/edit', methods: ['GET', 'HEAD'] } } };
    globalThis.Ziggy = only;
    expect(ours('x', params)).toBe('http://portal.test:3000/x/a%20b|c%d%24e/edit');
    expect(ours('x', params)).toBe(ziggyRoute('x' as never, params as never, true, only as never));
  });

  it('refuses a missing parameter, one its pattern refuses, and an unknown route', () => {
    expect(() => ours('edit-address-book', {})).toThrow(/'uuid' is required/);
    expect(() => ours('edit-address-book', { uuid: 'bad uuid!' })).toThrow(/does not match/);
    expect(() => ours('no-such-route')).toThrow(/not in the route list/);
  });

  it('is written the same on the server and in the browser: the origin from the config', () => {
    expect(route('login')).toBe('http://portal.test:3000/login');
    expect(route('login', {}, false)).toBe('/login');
    expect(route('shipments', { search: 'a b', all: true, gone: null, f: { s: 'open' } })).toBe(
      'http://portal.test:3000/shipments?search=a%20b&all=1&f%5Bs%5D=open',
    );
  });

  it('needs the config: before the first page brought it, it says so', () => {
    globalThis.Ziggy = undefined;
    expect(() => route('login')).toThrow(/no route config/);
  });
});

describe('routeAt', () => {
  it('names the route serving an address, and reads its parameters and query', () => {
    for (const r of routes) {
      const entry = config.routes[r.name]!;
      if (!entry.methods.includes('GET')) continue;
      const params: Record<string, string> = {};
      for (const name of entry.parameters ?? []) params[name] = valueFor(entry.wheres?.[name]);
      const url = route(r.name as RouteName, params as never);
      const reference = ziggyRoute(undefined, undefined, undefined, {
        ...config,
        location: new URL(url),
      } as never);
      expect(routeAt(url)?.name, url).toBe(reference.current());
    }
    expect(routeAt('/invitations/abcdefghijklmnopqrstuvwxyz012345?x=2')).toMatchObject({
      name: 'invitation',
      params: { token: 'abcdefghijklmnopqrstuvwxyz012345', x: '2' },
    });
  });

  it('is undefined for an address no route serves, one that does not decode too', () => {
    expect(routeAt('/no-such-page')).toBeUndefined();
    expect(routeAt('/%E0%A4%A')).toBeUndefined();
  });
});
