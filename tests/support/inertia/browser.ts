/**
 * A visitor that talks to the portal as a browser running the Inertia v3 client does:
 * the first load is the HTML document (the page object read from its
 * `<script data-page="app">`), every later visit an Inertia request with the headers the
 * client sends (version of the page held, once props held, partial reload, error bag,
 * XSRF token, infinite-scroll merge intent), cookies kept, redirects followed.
 */
import { join } from 'node:path';
import type { Server } from 'node:http';
import request from 'supertest';
import { expect } from 'vitest';
import type { Express } from 'express';
import type { PageObject } from '../../../server/inertia';
import { urlFor, type RouteName, type RouteParams } from '../../../server/routing/url';
import { AssertablePage } from './assert';
import { deepMerge, isRecord, lookup, setPath } from './paths';

type Agent = ReturnType<typeof request.agent>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * What a form sends: an object (JSON, or multipart with `files`), or raw text or bytes (set
 * the Content-Type in `headers`), for checks of bodies a browser would not send.
 */
export type Body = object | string;

/** A route by name (`'shipments'`), by name with parameters, or a path (`'/shipments?page=2'`). */
export type Target = RouteName | `/${string}` | readonly [RouteName, RouteParams];

export interface BrowserOptions {
  /** The host the browser names in its requests (same-origin checks read it). */
  host?: string;
  /** Where page components live, for `component()`'s file check; false skips it. */
  pagesDir?: string | false;
}

export interface VisitOptions {
  /** Extra request headers (`Purpose: prefetch` …). */
  headers?: Record<string, string>;
  /** Follow redirects as the browser does (default true). */
  follow?: boolean;
}

export interface PartialOptions {
  /** Props to load (`only`). */
  only?: string[];
  /** Props to leave out (`except`). */
  except?: string[];
  /** Merge props to replace rather than merge (`reset`). */
  reset?: string[];
}

export interface SubmitOptions extends VisitOptions {
  /** The form's error bag (`useForm({ errorBag })`): errors come back inside it. */
  errorBag?: string;
  /** Files to upload: the body is then sent as multipart form data, as the client does. */
  files?: Record<string, { content: Buffer | string; filename: string; contentType?: string }>;
}

export interface ReloadOptions extends VisitOptions, PartialOptions {
  /** Query parameters to set on the page's URL for this reload. */
  data?: Record<string, string | number>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const PAGE_SCRIPT = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/;

/** The path of a target: a route name through `urlFor`, a path as it is. */
export function pathOf(target: Target): string {
  if (typeof target === 'string') {
    return target.startsWith('/') ? target : urlFor(target as RouteName);
  }
  const [name, params] = target as readonly [RouteName, RouteParams];
  return urlFor(name, params);
}

/** The page object of a first load's HTML document, or undefined when it holds none. */
export function pageOfHtml(html: string): PageObject | undefined {
  const match = PAGE_SCRIPT.exec(html);
  return match ? (JSON.parse(match[1]!) as PageObject) : undefined;
}

export class InertiaBrowser {
  readonly agent: Agent;
  readonly host: string;
  private readonly pagesDir: string | false;
  /** The page the browser shows: the last page received, with partial reloads merged in. */
  current: PageObject | undefined;
  /** Every request the browser sent, as `METHOD url` (redirects and deferred loads included). */
  readonly sent: string[] = [];

  constructor(app: Express | Server | string, options: BrowserOptions = {}) {
    this.agent = request.agent(app);
    this.host = options.host ?? 'portal.test';
    this.pagesDir =
      options.pagesDir === false
        ? false
        : (options.pagesDir ?? join(process.cwd(), 'resources/js/pages'));
  }

  private xsrf = '';

  /** The XSRF token the server last set (the client echoes it as `X-XSRF-TOKEN`). */
  get xsrfToken(): string {
    return this.xsrf;
  }

  private remember(res: request.Response): request.Response {
    for (const cookie of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
      const match = /^XSRF-TOKEN=([^;]*)/.exec(cookie);
      if (match) this.xsrf = decodeURIComponent(match[1] ?? '');
    }
    return res;
  }

  /** The page currently shown, as an assertable page. */
  get page(): AssertablePage {
    return new AssertablePage(
      this.current,
      200,
      [],
      JSON.stringify(this.current ?? null),
      {},
      { pagesDir: this.pagesDir },
    );
  }

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
   * Loads the next (or previous) page of an infinite-scroll prop, as `<InfiniteScroll>`
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

  private requireCurrent(what: string): PageObject {
    if (!this.current) throw new Error(`${what}(): no page is shown yet; visit one first`);
    return this.current;
  }

  /** The headers the Inertia client sends with every visit from the page shown. */
  private inertiaHeaders(): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: 'text/html, application/xhtml+xml',
      'X-Requested-With': 'XMLHttpRequest',
      'X-Inertia': 'true',
    };
    const page = this.current;
    if (page?.version) headers['X-Inertia-Version'] = page.version;
    const held = Object.entries(page?.onceProps ?? {})
      .filter(([, once]) => lookup(page?.props, once.prop).found)
      .filter(([, once]) => !once.expiresAt || once.expiresAt > Date.now())
      .map(([key]) => key);
    if (held.length) headers['X-Inertia-Except-Once-Props'] = held.join(',');
    const xsrf = this.xsrfToken;
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    return headers;
  }

  private async go(
    method: Method,
    url: string,
    options: SubmitOptions & { kind: 'html' | 'inertia'; body?: Body },
  ): Promise<AssertablePage> {
    const redirects: string[] = [];
    const referer = this.current ? `http://${this.host}${this.current.url}` : undefined;
    let kind = options.kind;
    let body = options.body;
    let res = await this.send(method, url, kind, body, referer, options);
    for (let hops = 0; hops < 10 && options.follow !== false; hops++) {
      const location = res.headers.location as string | undefined;
      const inertiaLocation = res.headers['x-inertia-location'] as string | undefined;
      const inertiaRedirect = res.headers['x-inertia-redirect'] as string | undefined;
      let next: string | undefined;
      if (REDIRECTS.has(res.status) && location) {
        next = location;
        if (
          res.status === 303 ||
          ((res.status === 301 || res.status === 302) && method !== 'get')
        ) {
          method = 'get';
          body = undefined;
        }
      } else if (res.status === 409 && inertiaLocation) {
        // The client loads the address in full: a first load.
        next = inertiaLocation;
        kind = 'html';
        method = 'get';
        body = undefined;
      } else if (res.status === 409 && inertiaRedirect) {
        next = inertiaRedirect;
        method = 'get';
        body = undefined;
      } else break;
      redirects.push(next);
      const target = new URL(next, `http://${this.host}`);
      if (target.host !== this.host) break; // another site: the test reads `redirects`
      // The browser follows with the same headers (partial ones included): the server
      // answers a partial reload for another component as a full visit.
      res = await this.send(method, target.pathname + target.search, kind, body, referer, {
        ...options,
        files: undefined,
      });
    }
    const page = this.receive(res, kind, options.headers ?? {});
    return new AssertablePage(
      page,
      res.status,
      redirects,
      res.text ?? '',
      res.headers as Record<string, string>,
      { pagesDir: this.pagesDir },
    );
  }

  private async send(
    method: Method,
    url: string,
    kind: 'html' | 'inertia',
    body: Body | undefined,
    referer: string | undefined,
    options: SubmitOptions,
  ): Promise<request.Response> {
    this.sent.push(`${method.toUpperCase()} ${url}`);
    let req = this.agent[method](url).set('Host', this.host);
    if (kind === 'html') {
      req = req.set('Accept', 'text/html,application/xhtml+xml');
    } else {
      req = req.set(this.inertiaHeaders());
      if (options.errorBag) req = req.set('X-Inertia-Error-Bag', options.errorBag);
    }
    if (referer) req = req.set('Referer', referer);
    if (options.headers) req = req.set(options.headers);
    if (body === undefined || method === 'get') return this.remember(await req);
    if (options.files) {
      for (const [field, value] of Object.entries(body)) {
        req = req.field(field, String(value));
      }
      for (const [field, file] of Object.entries(options.files)) {
        const content = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
        req = req.attach(field, content, {
          filename: file.filename,
          contentType: file.contentType,
        });
      }
      return this.remember(await req);
    }
    return this.remember(await req.send(body as string | object));
  }

  /** Takes in an answer as the client does; returns the page object it carried. */
  private receive(
    res: request.Response,
    kind: 'html' | 'inertia',
    headers: Record<string, string>,
  ): PageObject | undefined {
    const page =
      res.headers['x-inertia'] === 'true' && isRecord(res.body) && 'component' in res.body
        ? (structuredClone(res.body) as unknown as PageObject)
        : kind === 'html' && /html/.test(String(res.headers['content-type'] ?? ''))
          ? pageOfHtml(res.text)
          : undefined;
    if (!page) return undefined;
    const shown = this.current;
    const partial =
      kind === 'inertia' &&
      shown !== undefined &&
      Boolean(headers['X-Inertia-Partial-Component']) &&
      shown.component === page.component;
    // What the server sent is returned as it is; the page shown merges it as the client does.
    const view = structuredClone(page);
    if (partial && shown) this.current = mergePartial(shown, view, headers);
    else this.current = keepOnceProps(shown, view);
    return page;
  }
}

/** A once prop the server skipped because the client holds it is kept from the page shown. */
function keepOnceProps(shown: PageObject | undefined, next: PageObject): PageObject {
  for (const [key, once] of Object.entries(next.onceProps ?? {})) {
    const before = shown?.onceProps?.[key];
    if (!shown || !before || lookup(next.props, once.prop).found) continue;
    const held = lookup(shown.props, before.prop);
    if (held.found) setPath(next.props, once.prop, held.value);
  }
  return next;
}

/** A partial reload's props merged into the page shown, merge and scroll props appended. */
function mergePartial(
  shown: PageObject,
  answer: PageObject,
  headers: Record<string, string>,
): PageObject {
  const props: Record<string, unknown> = { ...shown.props };
  // As the client: a top-level prop is merged key by key when a nested path of it was asked for.
  const nested = new Set(
    (headers['X-Inertia-Partial-Data'] ?? '')
      .split(',')
      .filter((path) => path.includes('.'))
      .map((path) => path.split('.')[0]!),
  );
  const appended = new Set(answer.mergeProps ?? []);
  const prepended = new Set(answer.prependProps ?? []);
  const listed = [...appended, ...prepended];
  for (const [key, value] of Object.entries(answer.props)) {
    props[key] = nested.has(key) ? deepMerge(props[key], value) : value;
  }
  for (const path of listed) {
    const before = lookup(shown.props, path);
    const now = lookup(answer.props, path);
    if (!before.found || !now.found || !Array.isArray(before.value) || !Array.isArray(now.value)) {
      continue;
    }
    setPath(
      props,
      path,
      prepended.has(path) ? [...now.value, ...before.value] : [...before.value, ...now.value],
    );
  }
  const rescued = [...new Set([...(shown.rescuedProps ?? []), ...(answer.rescuedProps ?? [])])];
  const scrolling = Boolean(headers['X-Inertia-Infinite-Scroll-Merge-Intent']);
  return {
    ...shown,
    ...answer,
    props: props as PageObject['props'],
    // A deferred load keeps the flash shown; an infinite scroll keeps the URL (preserveUrl).
    flash: Object.keys(answer.flash ?? {}).length ? answer.flash : shown.flash,
    url: scrolling ? shown.url : answer.url,
    deferredProps: shown.deferredProps,
    rescuedProps: rescued.length ? rescued : undefined,
    scrollProps: scrollEdges(shown, answer, headers['X-Inertia-Infinite-Scroll-Merge-Intent']),
    onceProps:
      shown.onceProps || answer.onceProps ? { ...shown.onceProps, ...answer.onceProps } : undefined,
  };
}

/**
 * Where an infinite list stands after a page is merged in: as `<InfiniteScroll>` keeps it,
 * the next page moves on when appending and the previous page when prepending.
 */
function scrollEdges(
  shown: PageObject,
  answer: PageObject,
  intent: string | undefined,
): PageObject['scrollProps'] {
  if (!shown.scrollProps && !answer.scrollProps) return undefined;
  const out = { ...shown.scrollProps, ...answer.scrollProps };
  if (!intent) return out;
  for (const [prop, now] of Object.entries(answer.scrollProps ?? {})) {
    const before = shown.scrollProps?.[prop];
    if (!before) continue;
    out[prop] =
      intent === 'prepend'
        ? { ...now, nextPage: before.nextPage }
        : { ...now, previousPage: before.previousPage };
  }
  return out;
}
