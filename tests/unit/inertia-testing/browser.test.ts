import { describe, expect, it } from 'vitest';
import { AssertablePage, InertiaBrowser } from '../../support/inertia';
import { kitchenSink, VERSION, type Seen } from '../../support/apps/kitchen-sink';

const start = (seen: Seen = [], version = { current: VERSION }) =>
  new InertiaBrowser(kitchenSink(seen, version), { pagesDir: false });

const last = (seen: Seen) => seen.at(-1)!.headers;

describe('the testing browser', () => {
  it('loads the first page as HTML and reads the page object from the document', async () => {
    const seen: Seen = [];
    const page = await start(seen).visit('/form');
    expect(last(seen)['x-inertia']).toBeUndefined();
    page.component('form').url('/form').version(VERSION).where('title', 'Sign up');
    expect(page.headers['content-type']).toMatch(/html/);
  });

  it('then visits as the Inertia client: version, XSRF token, once props held', async () => {
    const seen: Seen = [];
    const visitor = start(seen);
    await visitor.visit('/form');
    const page = await visitor.visit('/list');
    const headers = last(seen);
    expect(headers['x-inertia']).toBe('true');
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers['x-inertia-version']).toBe(VERSION);
    expect(headers['x-xsrf-token']).toBe('token-1');
    expect(headers['x-inertia-except-once-props']).toBe('ziggy');
    expect(headers.referer).toBe('http://portal.test/form');
    // The server skipped the once prop; the page shown keeps the one held.
    page.missing('ziggy');
    visitor.page.where('ziggy', { routes: 3 });
  });

  it('submits a form in its error bag and reads the errors after the redirect', async () => {
    const seen: Seen = [];
    const visitor = start(seen);
    await visitor.visit('/form');
    const page = await visitor.post('/form', {}, { errorBag: 'signup' });
    expect(seen.find((s) => s.method === 'POST')!.headers['x-inertia-error-bag']).toBe('signup');
    page
      .redirectedTo('/form')
      .component('form')
      .hasErrors({ name: 'Name is required.' }, 'signup')
      .hasErrors(['name'], 'signup')
      .hasNoErrors('other')
      .hasNoToasts();
  });

  it('follows a 303 with a toast to the next page', async () => {
    const visitor = start();
    await visitor.visit('/form');
    const page = await visitor.post('/form', { name: 'Nour' });
    page
      .redirectedTo('/list?page=1')
      .component('list')
      .hasNoErrors()
      .toasts('Welcome, Nour.')
      .hasToast({ status: 'success' })
      .hasToast(/Nour/)
      .flash('toasts.0.status', 'success');
  });

  it('follows a 409 with X-Inertia-Location as a full load, and a version change', async () => {
    const seen: Seen = [];
    const version = { current: VERSION };
    const visitor = start(seen, version);
    await visitor.visit('/form');
    const away = await visitor.visit('/away');
    away.redirectedTo('/form').component('form');
    expect(last(seen)['x-inertia']).toBeUndefined();

    version.current = 'v2';
    const fresh = await visitor.visit('/list');
    expect(fresh.redirects).toEqual(['http://portal.test/list']);
    fresh.version('v2').component('list');
    await visitor.visit('/form');
    expect(last(seen)['x-inertia-version']).toBe('v2');
  });

  it('stops at a redirect when told not to follow', async () => {
    const visitor = start();
    await visitor.visit('/form');
    const res = await visitor.post('/form', {}, { follow: false });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/form');
    expect(res.page).toBeUndefined();
  });

  it('reloads only or except some props, with the partial headers', async () => {
    const seen: Seen = [];
    const visitor = start(seen);
    await visitor.visit('/list?page=2');
    const only = await visitor.reloadOnly(['table']);
    expect(last(seen)['x-inertia-partial-component']).toBe('list');
    expect(last(seen)['x-inertia-partial-data']).toBe('table');
    only.keys('', ['errors', 'table']).where('table.page', 2);

    const except = await visitor.reloadExcept(['table']);
    expect(last(seen)['x-inertia-partial-except']).toBe('table');
    except.missing('table').has('app');
  });

  it('visits another URL of the page with only some props, as router.visit(url, { only })', async () => {
    const seen: Seen = [];
    const visitor = start(seen);
    await visitor.visit('/list');
    const page = await visitor.visit('/list?page=3', { only: ['table'] });
    expect(last(seen)['x-inertia-partial-component']).toBe('list');
    expect(last(seen)['x-inertia-partial-data']).toBe('table');
    page.keys('', ['errors', 'table']).where('table.page', 3);
    visitor.page.has('app').where('table.page', 3);
  });

  it('reloads with other query data (a filter) on the page URL', async () => {
    const visitor = start();
    await visitor.visit('/list');
    const page = await visitor.reload({ only: ['table'], data: { status: 'open', page: 3 } });
    page
      .where('table.filters.status', 'open')
      .where('table.page', 3)
      .url('/list?status=open&page=3');
  });

  it('loads the deferred groups side by side and gathers what was rescued', async () => {
    const seen: Seen = [];
    const visitor = start(seen);
    const first = await visitor.visit('/list');
    first.deferred({ default: ['stats'], slow: ['chart', 'broken'] }).missing('stats', 'chart');
    const loaded = await visitor.loadDeferred();
    loaded
      .where('stats.total', 30)
      .where('chart.points', [1, 2])
      .missing('broken')
      .rescued(['broken'])
      .has('table.rows', 3);
    const partials = seen.filter((s) => s.headers['x-inertia-partial-data']);
    expect(partials.map((s) => s.headers['x-inertia-partial-data']).sort()).toEqual([
      'chart,broken',
      'stats',
    ]);
  });

  it('loads one deferred group when named', async () => {
    const visitor = start();
    await visitor.visit('/list');
    (await visitor.loadDeferred(['default'])).where('stats.total', 30).missing('chart');
  });

  it('scrolls an infinite list with the merge intent, appending and prepending', async () => {
    const seen: Seen = [];
    const visitor = start(seen);
    const first = await visitor.visit('/feed?page=2');
    first.pageField('scrollProps', {
      feed: { pageName: 'page', currentPage: 2, nextPage: 3, previousPage: 1, reset: false },
    });
    const next = await visitor.scroll('feed');
    expect(last(seen)['x-inertia-infinite-scroll-merge-intent']).toBe('append');
    expect(seen.at(-1)!.url).toBe('/feed?page=3');
    next.where('feed.items', [{ id: 30 }, { id: 31 }]);
    visitor.page.where('feed.items.length', 4).url('/feed?page=2');
    await visitor.scroll('feed', 'previous');
    expect(last(seen)['x-inertia-infinite-scroll-merge-intent']).toBe('prepend');
    visitor.page.where(
      'feed.items',
      [10, 11, 20, 21, 30, 31].map((id) => ({ id })),
    );
    await expect(visitor.scroll('feed')).rejects.toThrow(/no next page/);
  });

  it('sends files as multipart form data, and raw text as it is', async () => {
    const seen: Seen = [];
    const visitor = start(seen);
    await visitor.visit('/form');
    await visitor.post(
      '/form',
      { kind: 'csv' },
      { files: { file: { content: 'a,b', filename: 'book.csv' } }, follow: false },
    );
    expect(seen.at(-1)!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await visitor.post('/form', '{"name":"Raw"}', {
      headers: { 'Content-Type': 'application/json' },
    });
    visitor.page.toasts('Welcome, Raw.');
    expect(visitor.sent.filter((line) => line.startsWith('POST'))).toEqual([
      'POST /form',
      'POST /form',
    ]);
  });

  it('answers a plain GET (a download, a JSON helper) as it is', async () => {
    const visitor = start();
    const res = await visitor.fetch('/plain');
    expect(JSON.parse(res.body.toString())).toEqual({ ok: true });
  });

  it('visits routes by name with their parameters', async () => {
    const { pathOf } = await import('../../support/inertia');
    expect(pathOf('login')).toBe('/login');
    expect(pathOf(['register', { type: 'personal' }])).toBe('/register/personal');
    expect(pathOf(['shipments', { page: 2 }])).toBe('/shipments?page=2');
    expect(pathOf('/x?y=1')).toBe('/x?y=1');
  });

  it('checks that the page file of a component exists', () => {
    const page = new AssertablePage(
      { component: 'auth/login', props: { errors: {} }, url: '/login', version: '1', flash: {} },
      200,
      [],
      '',
      {},
      { pagesDir: 'resources/js/pages' },
    );
    page.component('auth/login');
    const ghost = new AssertablePage(
      { component: 'auth/ghost', props: { errors: {} }, url: '/x', version: '1', flash: {} },
      200,
      [],
      '',
      {},
      { pagesDir: 'resources/js/pages' },
    );
    expect(() => ghost.component('auth/ghost')).toThrow(/no page file .*auth\/ghost\.tsx/);
    ghost.component('auth/ghost', { fileExists: false });
  });
});
