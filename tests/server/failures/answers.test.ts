import { PassThrough, Readable } from 'node:stream';
import express, { type Express } from 'express';
import session from 'express-session';
import { describe, expect, it } from 'vitest';
import {
  NotFound,
  UpstreamForbiddenError,
  UpstreamNotFoundError,
  UpstreamRejectedError,
  UpstreamSignedOutError,
  UpstreamUnavailableError,
  UpstreamValidationError,
} from '../../../server/failures';
import { answerJson, expectDownload } from '../../../server/http/answers';
import { errorHandler } from '../../../server/http/errors';
import { showFailure } from '../../../server/http/failures';
import { streamPdf } from '../../../server/http/pdf-stream';
import { inertia, pageScript } from '../../../server/inertia';
import { InertiaBrowser } from '../../support/inertia';

const details = (status: number) => ({
  service: 'main' as const,
  method: 'GET',
  path: '/x',
  status,
  notification: { message: 'Refused by the service', type: 'error', code: status },
});

const failures: Record<string, () => Error> = {
  'signed-out': () =>
    new UpstreamSignedOutError('token', {
      ...details(401),
      notification: { message: 'x', type: 'error', code: 100 },
    }),
  validation: () => new UpstreamValidationError(details(422), { id: 'Unknown' }),
  rejected: () => new UpstreamRejectedError('409', details(409)),
  forbidden: () => new UpstreamForbiddenError('403', details(403)),
  'not-found': () => new UpstreamNotFoundError('404', details(404)),
  unavailable: () => new UpstreamUnavailableError('down', details(0)),
  ours: () => new NotFound(),
  bug: () => new TypeError('a fault of ours'),
};

const EMPTY = { options: [], hasMore: false };
const LABEL = 'The label could not be downloaded right now.';
const EXPORT = 'The export could not be prepared right now.';
const silent = { warn: () => undefined };

/** JSON helpers and downloads that fail the way upstream calls do, behind the one middleware. */
function app(): Express {
  const a = express();
  a.locals.deps = { logger: silent };
  a.use(session({ secret: 'answers', resave: false, saveUninitialized: false }));
  a.use(
    inertia({ version: () => null, rootView: async (page) => pageScript(page), share: () => ({}) }),
  );
  a.get('/json/ok', (_req, res) =>
    answerJson(res, EMPTY, async () => ({ options: [1], hasMore: false }), 'private, max-age=300'),
  );
  for (const [name, make] of Object.entries(failures)) {
    a.get(`/json/${name}`, (_req, res) =>
      answerJson(res, EMPTY, () => Promise.reject(make()), 'private, max-age=300'),
    );
    a.get(`/file/${name}`, (req, res) =>
      streamPdf(req, res, { open: () => Promise.reject(make()), unavailable: LABEL }),
    );
    a.get(`/export/${name}`, async (_req, res) => {
      expectDownload(res, 'export', EXPORT);
      throw make();
    });
  }
  a.get('/file/none', (req, res) =>
    streamPdf(req, res, { open: async () => null, unavailable: LABEL }),
  );
  a.get('/file/not-a-pdf', (req, res) =>
    streamPdf(req, res, {
      open: async () => ({
        file: { status: 200, contentType: 'text/html', body: Readable.from(['<html>']) },
        filename: 'x.pdf',
      }),
      unavailable: LABEL,
    }),
  );
  a.get('/file/cut-short', (req, res) =>
    streamPdf(req, res, {
      open: async () => {
        const body = new PassThrough();
        body.write('%PDF-1.7\n');
        setTimeout(() => body.destroy(new Error('connection dropped')), 20);
        return { file: { status: 200, contentType: 'application/pdf', body }, filename: 'x.pdf' };
      },
      unavailable: LABEL,
    }),
  );
  a.use(showFailure);
  a.use(errorHandler);
  return a;
}

const browser = () => new InertiaBrowser(app(), { pagesDir: false });

describe("a widget's JSON helper", () => {
  it('answers its result with its own caching', async () => {
    const res = await browser().fetch('/json/ok');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
  });

  it.each([
    ['signed-out', 401],
    ['validation', 422],
    ['rejected', 422],
    ['forbidden', 403],
    ['not-found', 404],
    ['unavailable', 503],
    ['ours', 404],
    ['bug', 503],
  ])('answers %s as its empty answer with status %i, never kept', async (name, status) => {
    const res = await browser().fetch(`/json/${name}`);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(JSON.parse(String(res.body))).toEqual(EMPTY);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

/** The error page of a plain GET: HTML holding the page object, with its status and words. */
function errorPage(res: { status: number; headers: Record<string, string>; body: unknown }) {
  expect(res.headers['content-type']).toMatch(/html/);
  const text = String(res.body);
  expect(text).toContain('"component":"errors/error"');
  return text;
}

describe("one item's file (a label, an invoice)", () => {
  it.each(['forbidden', 'not-found', 'ours'])(
    'answers %s with the 404 page, as if the file did not exist',
    async (name) => {
      const res = await browser().fetch(`/file/${name}`);
      expect(res.status).toBe(404);
      errorPage(res);
    },
  );

  it('answers the 404 page when the file is not the account’s', async () => {
    expect((await browser().fetch('/file/none')).status).toBe(404);
  });

  it.each(['unavailable', 'rejected', 'validation'])(
    'answers %s with a page that says the file could not be had',
    async (name) => {
      const res = await browser().fetch(`/file/${name}`);
      expect(res.status).toBe(503);
      expect(errorPage(res)).toContain(LABEL);
    },
  );

  it('answers a provider file that is no PDF as unavailable, never passes it on', async () => {
    const res = await browser().fetch('/file/not-a-pdf');
    expect(res.status).toBe(503);
    expect(errorPage(res)).toContain(LABEL);
  });

  it('breaks off a download that fails half-way, so the browser shows it failed', async () => {
    await expect(browser().fetch('/file/cut-short')).rejects.toThrow();
  });

  it('goes back with a toast when the provider ends a session not begun, as any page does', async () => {
    const res = await browser().fetch('/file/signed-out');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});

describe('a file made of a list (an export)', () => {
  it.each(['unavailable', 'rejected', 'not-found'])(
    'answers %s with a page that says the export could not be prepared',
    async (name) => {
      const res = await browser().fetch(`/export/${name}`);
      expect(res.status).toBe(503);
      expect(errorPage(res)).toContain(EXPORT);
    },
  );

  it('answers forbidden with the 403 page', async () => {
    expect((await browser().fetch('/export/forbidden')).status).toBe(403);
  });

  it('leaves a fault of ours to the error handler: the 500 page', async () => {
    const res = await browser().fetch('/export/bug');
    expect(res.status).toBe(500);
    errorPage(res);
  });
});
