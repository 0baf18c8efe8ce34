import { expect } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import type { PageObject } from '../../server/inertia';
import type { FlashData, ToastMessage } from '../../shared/types';
import { DEMO } from './data/outbox';
import { TEST_VERSION } from './portal/test-assets';

type Agent = ReturnType<typeof request.agent>;

/** Files a form sends, by field. */
export type UploadFiles = Record<string, { content: Buffer | string; filename: string }>;

/** The portal's host as the visitor's browser names it (same-origin checks use it). */
export const HOST = 'portal.test';

/**
 * A browser-like visitor: keeps cookies, sends the Inertia headers and the XSRF token
 * exactly as the Inertia client does.
 */
export class Visitor {
  readonly agent: Agent;
  private xsrf = '';
  /** The page the visitor is on, sent as the Referer of forms as a browser does. */
  private page = '/';

  constructor(app: Express) {
    this.agent = request.agent(app);
  }

  private remember(res: request.Response): request.Response {
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    for (const cookie of cookies) {
      const match = /^XSRF-TOKEN=([^;]*)/.exec(cookie);
      if (match) this.xsrf = decodeURIComponent(match[1] ?? '');
    }
    return res;
  }

  /** An Inertia visit (JSON page object); redirects are not followed. */
  async visit(url: string, headers: Record<string, string> = {}): Promise<request.Response> {
    this.page = url;
    return this.remember(
      await this.agent
        .get(url)
        .set('Host', HOST)
        .set('X-Inertia', 'true')
        .set('X-Inertia-Version', TEST_VERSION)
        .set(headers),
    );
  }

  /** A first load, as when the address is typed: HTML. */
  async load(url: string): Promise<request.Response> {
    this.page = url;
    return this.remember(await this.agent.get(url).set('Host', HOST));
  }

  /** A form sent; with `files`, as multipart form data, as the client sends a chosen file. */
  async send(
    method: 'post' | 'put' | 'patch' | 'delete',
    url: string,
    body: Record<string, unknown> = {},
    headers: Record<string, string> = {},
    files?: UploadFiles,
  ): Promise<request.Response> {
    if (!this.xsrf) await this.visit('/login');
    const req = this.agent[method](url)
      .set('Host', HOST)
      .set('Referer', `http://${HOST}${this.page}`)
      .set('X-Inertia', 'true')
      .set('X-Inertia-Version', TEST_VERSION)
      .set('X-XSRF-TOKEN', this.xsrf)
      .set(headers);
    if (!files) return this.remember(await req.send(body));
    for (const [field, value] of Object.entries(body)) req.field(field, String(value));
    for (const [field, file] of Object.entries(files)) {
      req.attach(field, Buffer.from(file.content), { filename: file.filename });
    }
    return this.remember(await req);
  }
}

/** Assert an Inertia JSON response for `component` and return its page object. */
export function expectPage(res: request.Response, component: string): PageObject {
  expect(res.status, `status (body: ${res.text.slice(0, 200)})`).toBe(200);
  expect(res.headers['x-inertia']).toBe('true');
  const page = res.body as PageObject;
  expect(page.component).toBe(component);
  return page;
}

/** Assert a redirect (302 or 303) to `path`. */
export function expectRedirect(res: request.Response, path: string): void {
  expect([302, 303]).toContain(res.status);
  expect(new URL(res.headers.location ?? '', 'http://x').pathname).toBe(path);
}

/** A visitor signed in (the demo user by default) with their first account selected. */
export async function signIn(
  app: Express,
  credentials: { email: string; password: string } = DEMO,
): Promise<Visitor> {
  const visitor = new Visitor(app);
  expectRedirect(await visitor.send('post', '/login', credentials), '/dashboard');
  return visitor;
}

/** The Inertia headers of a partial reload of `only` on `component`. */
export const partial = (component: string, only: string[]) => ({
  'X-Inertia-Partial-Component': component,
  'X-Inertia-Partial-Data': only.join(','),
});

/** The toasts a page object carries for the visitor. */
export const toasts = (page: { flash?: unknown }) =>
  ((page.flash as FlashData | undefined)?.toasts ?? []) as ToastMessage[];

/** A plain browser GET (a new tab or a download), not an Inertia visit; the body as bytes. */
export const openTab = (visitor: Visitor, url: string) =>
  visitor.agent
    .get(url)
    .set('Host', HOST)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
