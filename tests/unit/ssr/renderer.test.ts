import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  inProcessRenderer,
  readerOf,
  readerZone,
  remoteRenderer,
  type FallbackReason,
} from '../../../server/http/ssr';
import type { Request } from 'express';
import type { RenderOptions } from '../../../shared/ssr';

const logger = pino({ level: 'silent' });
const UTC = { timeZone: 'UTC', narrow: false };
const PAGE = JSON.stringify({ component: 'auth/login', props: { errors: {} }, url: '/login' });

function renderer(render: (page: unknown, options: RenderOptions) => Promise<unknown>) {
  const fallbacks: FallbackReason[] = [];
  const warn = vi.spyOn(logger, 'warn');
  const subject = inProcessRenderer(async () => ({ render: render as never }), {
    logger,
    deadlineMs: 50,
    onFallback: (reason) => fallbacks.push(reason),
  });
  return { subject, fallbacks, warn };
}

describe('server rendering in the process', () => {
  it('gives the render module the page as the browser parses it, and the reader', async () => {
    const seen: unknown[] = [];
    const { subject, fallbacks } = renderer(async (page, options) => {
      seen.push(page, options.timeZone, options.narrow);
      return { head: ['<title>Login</title>'], html: '<main>Login</main>' };
    });
    const reader = { timeZone: 'Asia/Beirut', narrow: true };
    const rendered = await subject.render(PAGE, 'auth/login', reader);
    expect(rendered).toEqual({
      head: ['<title>Login</title>'],
      html: '<main>Login</main>',
      timeZone: 'Asia/Beirut',
      narrow: true,
    });
    expect(seen).toEqual([JSON.parse(PAGE), 'Asia/Beirut', true]);
    expect(fallbacks).toEqual([]);
  });

  it('leaves the page to the browser when the render throws, with a warning and a count', async () => {
    const { subject, fallbacks, warn } = renderer(async () => {
      throw new Error('window is not defined');
    });
    expect(await subject.render(PAGE, 'auth/login', UTC)).toBeNull();
    expect(fallbacks).toEqual(['error']);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ component: 'auth/login', reason: 'error' }),
      'page sent without its server rendering',
    );
  });

  it('leaves the page to the browser when the render misses its deadline', async () => {
    const { subject, fallbacks } = renderer(
      () => new Promise((resolve) => setTimeout(() => resolve({ head: [], html: 'late' }), 150)),
    );
    expect(await subject.render(PAGE, 'auth/login', UTC)).toBeNull();
    expect(fallbacks).toEqual(['timeout']);
  });
});

describe('signed-out pages', () => {
  it('are rendered once for the same page object, and again for another', async () => {
    let renders = 0;
    const { subject } = renderer(async () => {
      renders += 1;
      return { head: [], html: `<main>${renders}</main>` };
    });
    const first = await subject.render(PAGE, 'auth/login', UTC, true);
    expect(await subject.render(PAGE, 'auth/login', UTC, true)).toEqual(first);
    expect(renders).toBe(1);
    // Another zone, another screen, or another page object (an error under a field), is
    // another page.
    await subject.render(PAGE, 'auth/login', { ...UTC, timeZone: 'Asia/Beirut' }, true);
    await subject.render(PAGE, 'auth/login', { ...UTC, narrow: true }, true);
    await subject.render(
      PAGE.replace('"errors":{}', '"errors":{"email":"x"}'),
      'auth/login',
      UTC,
      true,
    );
    expect(renders).toBe(4);
  });

  it('while a signed-in page is rendered on every visit, never kept', async () => {
    let renders = 0;
    const { subject } = renderer(async () => {
      renders += 1;
      return { head: [], html: '<main></main>' };
    });
    await subject.render(PAGE, 'dashboard/dashboard', UTC, false);
    await subject.render(PAGE, 'dashboard/dashboard', UTC, false);
    expect(renders).toBe(2);
  });
});

describe('server rendering by a render process of its own', () => {
  let server: Server;
  let url = '';
  let answer: (body: string) => { status: number; json: unknown } = () => ({
    status: 200,
    json: {},
  });
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const { status, json } = answer(req.url === '/render' ? body : '');
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the page with the reader to /render and takes its head and body', async () => {
    answer = (body) => {
      const page = JSON.parse(body) as { component: string; timeZone: string; narrow: boolean };
      return {
        status: 200,
        json: {
          head: ['<title>x</title>'],
          body: `<p>${page.component} ${page.timeZone} ${page.narrow}</p>`,
        },
      };
    };
    const subject = remoteRenderer(url, { logger, deadlineMs: 1000 });
    const reader = { timeZone: 'Europe/Paris', narrow: true };
    expect(await subject.render(PAGE, 'auth/login', reader)).toEqual({
      head: ['<title>x</title>'],
      html: '<p>auth/login Europe/Paris true</p>',
      ...reader,
    });
  });

  it('leaves the page to the browser when the render process fails', async () => {
    answer = () => ({ status: 500, json: { error: 'boom' } });
    const fallbacks: FallbackReason[] = [];
    const subject = remoteRenderer(url, {
      logger,
      deadlineMs: 1000,
      onFallback: (reason) => fallbacks.push(reason),
    });
    expect(await subject.render(PAGE, 'auth/login', UTC)).toBeNull();
    expect(fallbacks).toEqual(['error']);
  });

  it('leaves the page to the browser when nothing answers', async () => {
    const subject = remoteRenderer('http://127.0.0.1:9', { logger, deadlineMs: 1000 });
    expect(await subject.render(PAGE, 'auth/login', UTC)).toBeNull();
  });
});

describe('the reader', () => {
  const request = (cookie?: string) => ({ headers: { cookie } }) as unknown as Request;

  it('has a narrow screen when the browser said so in its cookie, else a wide one', () => {
    expect(readerOf(request('tz=Asia%2FBeirut; screen=narrow'))).toEqual({
      timeZone: 'Asia/Beirut',
      narrow: true,
    });
    expect(readerOf(request('screen=wide')).narrow).toBe(false);
    expect(readerOf(request('screen=tiny')).narrow).toBe(false);
    expect(readerOf(request()).narrow).toBe(false);
  });

  it('is the zone the browser said in its cookie', () => {
    expect(readerZone(request('a=1; tz=America%2FNew_York'))).toBe('America/New_York');
  });

  it('is UTC without the cookie or with a zone no runtime knows', () => {
    expect(readerZone(request())).toBe('UTC');
    expect(readerZone(request('tz=Mars%2FOlympus'))).toBe('UTC');
    expect(readerZone(request('tz=%3Cscript%3E'))).toBe('UTC');
  });
});

describe('the fallback count', () => {
  it('counts each page sent without its rendering, by reason and page', async () => {
    const { createMetrics } = await import('../../../server/ops/metrics');
    const metrics = createMetrics();
    const subject = inProcessRenderer(
      async () => ({
        render: async () => {
          throw new Error('boom');
        },
      }),
      { logger, deadlineMs: 50, onFallback: metrics.renderFallback },
    );
    await subject.render(PAGE, 'auth/login', UTC);
    await subject.render(PAGE, 'auth/login', UTC);
    const text = await metrics.registry.metrics();
    expect(text).toContain('portal_ssr_fallbacks_total{reason="error",component="auth/login"} 2');
  });
});
