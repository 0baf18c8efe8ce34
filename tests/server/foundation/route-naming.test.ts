import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../routes/web';
import type { Handler } from '../../../server/routing/handler';
import { handlers } from '../../../server/routing/handlers';

/**
 * The naming rule of docs/architecture.md ("From a route name to its code"), held for
 * every row of the route table: a reader goes from a route name to its code in one step.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const CONTROLLERS = join(ROOT, 'server/controllers');
const ROUTES = join(ROOT, 'routes');
const PAGES = join(ROOT, 'resources/js/pages');

/** The exceptions the document lists, each with its reason. */
const NO_PAGE: Record<string, string> = { home: 'redirects to the dashboard or to login' };
const SHOWS_PAGE_OF: Record<string, string> = {
  'add-address-account': 'address-book/add-address-book',
};
const PAGES_WITHOUT_ROUTE = ['errors/error', 'accounts/account-required'];

const camel = (text: string) => text.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const pageOf = (name: string) => name.split('.')[0]!;
const handlerName = (name: string) => {
  const action = name.split('.').slice(1).join('.');
  if (!action) return 'show';
  return action === 'export' ? 'exportCsv' : camel(action);
};
const isPage = (route: (typeof routes)[number]) =>
  route.method === 'get' && !route.name.includes('.');

const filesIn = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });

describe('from a route name to its code', () => {
  it.each(routes.map((r) => [r.name, r] as const))(
    '%s is answered from server/controllers/<area>/<page>.ts by its verb',
    async (name, route) => {
      const file = join(CONTROLLERS, route.area, `${pageOf(name)}.ts`);
      expect(existsSync(file), relative(ROOT, file)).toBe(true);
      const module = (await import(file)) as Record<string, Handler>;
      expect(module[handlerName(name)], `${relative(ROOT, file)}: ${handlerName(name)}`).toBe(
        handlers[name],
      );
    },
  );

  it.each(routes.filter(isPage).map((r) => [r.name, r] as const))(
    '%s is drawn by resources/js/pages/<area>/<page>.tsx',
    (name, route) => {
      if (NO_PAGE[name]) return;
      const page = SHOWS_PAGE_OF[name] ?? `${route.area}/${name}`;
      // Which component a page renders is held by its own page-prop checks.
      expect(existsSync(join(PAGES, `${page}.tsx`)), page).toBe(true);
    },
  );

  it('has a route for every page component, bar the listed ones', () => {
    const pages = filesIn(PAGES)
      .filter((f) => f.endsWith('.tsx') && !f.includes('/parts/'))
      .map((f) => relative(PAGES, f).replace(/\.tsx$/, ''));
    const drawn = routes
      .filter((r) => isPage(r) && !NO_PAGE[r.name] && !SHOWS_PAGE_OF[r.name])
      .map((r) => `${r.area}/${r.name}`);
    expect(pages.sort()).toEqual([...drawn, ...PAGES_WITHOUT_ROUTE].sort());
  });

  it('has a route for every controller file; helpers live in support/ folders', () => {
    const controllers = filesIn(CONTROLLERS)
      .map((f) => relative(CONTROLLERS, f))
      .filter((f) => !f.split('/').includes('support'));
    const expected = new Set(routes.map((r) => `${r.area}/${pageOf(r.name)}.ts`));
    expect(controllers.sort()).toEqual([...expected].sort());
  });

  it.each(routes.map((r) => [r.name, r] as const))(
    '%s is written in routes/<area>.ts',
    (name, route) => {
      const file = join(ROUTES, `${route.area}.ts`);
      expect(existsSync(file), relative(ROOT, file)).toBe(true);
      expect(readFileSync(file, 'utf8'), relative(ROOT, file)).toContain(`name: '${name}'`);
    },
  );

  it('lists the handlers in the order of the route table', () => {
    expect(Object.keys(handlers)).toEqual(routes.map((r) => r.name));
  });

  it('has no controller importing another controller', () => {
    const imports = filesIn(CONTROLLERS).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((m) => ({
        file: relative(CONTROLLERS, file),
        target: relative(CONTROLLERS, resolve(dirname(file), m[1]!)),
      })),
    );
    const intoController = imports.filter(
      ({ target }) => !target.startsWith('..') && !target.split('/').includes('support'),
    );
    expect(intoController).toEqual([]);
  });
});
