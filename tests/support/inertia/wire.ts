/**
 * What goes over the wire as the Inertia v3 client sends it: the cookies and the XSRF token
 * kept, the headers of a visit from the page shown, redirects followed, and each answer taken
 * in as the client does (the page shown, with partial reloads merged). `InertiaBrowser`
 * builds the user's actions on it.
 */
import { join } from 'node:path';
import type { Server } from 'node:http';
import request from 'supertest';
import type { Express } from 'express';
import type { PageObject } from '../../../server/inertia';
import { AssertablePage } from './assert';
import { keepOnceProps, mergePartial } from './page-merge';
import { isRecord, lookup } from './paths';
import {
  pageOfHtml,
  REDIRECTS,
  type Agent,
  type Body,
  type BrowserOptions,
  type Method,
  type SubmitOptions,
} from './targets';

export class InertiaWire {
  readonly agent: Agent;
  readonly host: string;
  readonly languages: string | undefined;
  private readonly pagesDir: string | false;
  /** The page the browser shows: the last page received, with partial reloads merged in. */
  current: PageObject | undefined;
  /** Every request the browser sent, as `METHOD url` (redirects and deferred loads included). */
  readonly sent: string[] = [];

  constructor(app: Express | Server | string, options: BrowserOptions = {}) {
    this.agent = request.agent(app);
    this.host = options.host ?? 'portal.test';
    this.languages = options.languages;
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

  protected remember(res: request.Response): request.Response {
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

  protected requireCurrent(what: string): PageObject {
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

  protected async go(
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
    if (this.languages) req = req.set('Accept-Language', this.languages);
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
