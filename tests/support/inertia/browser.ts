/**
 * A visitor that talks to the portal as a browser running the Inertia v3 client does:
 * the first load is the HTML document (the page object read from its
 * `<script data-page="app">`), every later visit an Inertia request with the headers the
 * client sends (version of the page held, once props held, partial reload, error bag,
 * XSRF token, infinite-scroll merge intent), cookies kept, redirects followed.
 */
import request from 'supertest';
import { expect } from 'vitest';
import { AssertablePage } from './assert';
import {
  pathOf,
  type Body,
  type Method,
  type PartialOptions,
  type ReloadOptions,
  type SubmitOptions,
  type Target,
  type VisitOptions,
} from './targets';
import { InertiaWire } from './wire';

export class InertiaBrowser extends InertiaWire {
  /** A first load (the address typed, a reload, a new tab): the HTML document. */
  async open(target: Target, options: VisitOptions = {}): Promise<AssertablePage> {
    return this.go('get', pathOf(target), { kind: 'html', ...options });
  }

  /**
   * A link followed inside the app: an Inertia visit. With no page shown yet, the browser
   * first loads the document, as a real one would.
   */
  async visit(
    target: Target,
    options: VisitOptions & PartialOptions = {},
  ): Promise<AssertablePage> {
    if (!this.current) return this.open(target, options);
    const { only, except, reset, ...rest } = options;
    const headers = { ...this.partialHeaders({ only, except, reset }), ...options.headers };
    return this.go('get', pathOf(target), { kind: 'inertia', ...rest, headers });
  }

  /** The headers of `router.visit(url, { only, except, reset })` from the page shown. */
  private partialHeaders(options: PartialOptions): Record<string, string> {
    const only = [...(options.only ?? []), ...(options.reset ?? [])];
    const except = options.except ?? [];
    const headers: Record<string, string> = {};
    if (this.current && (only.length || except.length)) {
      headers['X-Inertia-Partial-Component'] = this.current.component;
    }
    if (only.length) headers['X-Inertia-Partial-Data'] = only.join(',');
    if (except.length) headers['X-Inertia-Partial-Except'] = except.join(',');
    if (options.reset?.length) headers['X-Inertia-Reset'] = options.reset.join(',');
    return headers;
  }

  /** A form submitted with the Inertia client (`router.post` / `useForm().post`). */
  post(target: Target, body: Body = {}, options: SubmitOptions = {}) {
    return this.submit('post', target, body, options);
  }

  put(target: Target, body: Body = {}, options: SubmitOptions = {}) {
    return this.submit('put', target, body, options);
  }

  patch(target: Target, body: Body = {}, options: SubmitOptions = {}) {
    return this.submit('patch', target, body, options);
  }

  delete(target: Target, body: Body = {}, options: SubmitOptions = {}) {
    return this.submit('delete', target, body, options);
  }

  async submit(
    method: Exclude<Method, 'get'>,
    target: Target,
    body: Body = {},
    options: SubmitOptions = {},
  ): Promise<AssertablePage> {
    // A form is always on a page; a browser holds the XSRF cookie from it.
    if (!this.current && !this.xsrfToken) await this.open('/');
    return this.go(method, pathOf(target), { kind: 'inertia', body, ...options });
  }

  /** A partial reload of the page shown (`router.reload({ only, except, reset })`). */
  async reload(options: ReloadOptions = {}): Promise<AssertablePage> {
    const current = this.requireCurrent('reload');
    const headers = this.partialHeaders(options);
    const url = new URL(current.url, 'http://x');
    for (const [key, value] of Object.entries(options.data ?? {})) {
      url.searchParams.set(key, String(value));
    }
    return this.go('get', url.pathname + url.search, {
      kind: 'inertia',
      follow: options.follow,
      headers: { ...headers, ...options.headers },
    });
  }

  /** `router.reload({ only })`. */
  reloadOnly(only: string[], options: Omit<ReloadOptions, 'only'> = {}) {
    return this.reload({ ...options, only });
  }

  /** `router.reload({ except })`. */
  reloadExcept(except: string[], options: Omit<ReloadOptions, 'except'> = {}) {
    return this.reload({ ...options, except });
  }

  /**
   * Loads the deferred props the page lists, one partial reload per group side by side as
   * the client does (only `groups` when named). Returns the page shown afterwards, every
   * group merged in, with `rescuedProps` gathered from all answers.
   */
  async loadDeferred(groups?: string[]): Promise<AssertablePage> {
    const current = this.requireCurrent('loadDeferred');
    const listed = Object.entries(current.deferredProps ?? {}).filter(
      ([group]) => !groups || groups.includes(group),
    );
    const answers = await Promise.all(listed.map(([, props]) => this.reloadOnly(props)));
    const failed = answers.find((answer) => answer.status !== 200 || !answer.page);
    if (failed) return failed;
    return this.page;
  }

  /**
   * Loads the next (or previous) page of an infinite-scroll prop, as the client's infinite list
   * does: a partial reload of the prop with its page parameter and the merge intent. The
   * items are merged into the page shown; the answer itself is returned.
   */
  async scroll(prop: string, side: 'next' | 'previous' = 'next'): Promise<AssertablePage> {
    const current = this.requireCurrent('scroll');
    const state = current.scrollProps?.[prop];
    if (!state) throw new Error(`scroll(${prop}): the page lists no scrollProps for ${prop}`);
    const page = side === 'next' ? state.nextPage : state.previousPage;
    if (page === null) throw new Error(`scroll(${prop}): there is no ${side} page`);
    return this.reload({
      only: [prop],
      data: { [state.pageName]: page },
      headers: { 'X-Inertia-Infinite-Scroll-Merge-Intent': side === 'next' ? 'append' : 'prepend' },
    });
  }

  /** A plain GET outside Inertia (a download, a JSON helper, a new tab): the raw answer. */
  async fetch(target: Target, headers: Record<string, string> = {}): Promise<request.Response> {
    const url = pathOf(target);
    this.sent.push(`GET ${url}`);
    return this.agent
      .get(url)
      .set('Host', this.host)
      .set(this.languages ? { 'Accept-Language': this.languages } : {})
      .set(headers)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  }

  /**
   * A page's own `fetch` of one of the app's JSON routes (a picker's options), as
   * `getJson` in the browser sends it; fails unless it answers 200, and returns the body.
   */
  async getJson<T = unknown>(target: Target): Promise<T> {
    const url = pathOf(target);
    this.sent.push(`GET ${url}`);
    const res = this.remember(
      await this.agent.get(url).set('Host', this.host).set('Accept', 'application/json'),
    );
    expect(res.status, `GET ${url} (body: ${res.text?.slice(0, 200)})`).toBe(200);
    return res.body as T;
  }

  /**
   * A page's own `fetch` that changes something outside Inertia (the wizard's draft save):
   * JSON with the XSRF token, as the page sends it. Returns the raw answer.
   */
  async sendJson(
    method: Exclude<Method, 'get'>,
    target: Target,
    body: unknown,
  ): Promise<request.Response> {
    if (!this.current && !this.xsrfToken) await this.open('/');
    const url = pathOf(target);
    this.sent.push(`${method.toUpperCase()} ${url}`);
    return this.remember(
      await this.agent[method](url)
        .set('Host', this.host)
        .set('Accept', 'application/json')
        .set('X-XSRF-TOKEN', this.xsrfToken)
        .send(body as object),
    );
  }
}
