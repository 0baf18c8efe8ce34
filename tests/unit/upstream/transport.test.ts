import { afterEach, describe, expect, it } from 'vitest';
import {
  closedPortUrl,
  failure,
  reply,
  startServer,
  upstreamAt,
  type TestServer,
} from '../../support/upstream/test-servers';
import { UpstreamError, UpstreamUnavailableError } from '../../../server/failures';

const ok = { success: true, data: null };
const TOKEN = 'tok-3f9a1c77e2';

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

async function serve(...args: Parameters<typeof startServer>): Promise<TestServer> {
  const server = await startServer(...args);
  open.push(server);
  return server;
}

function clientFor(url: string, timeouts?: Parameters<typeof upstreamAt>[1]) {
  const captured = upstreamAt(url, timeouts);
  open.push(captured.upstream);
  return captured;
}

/** Drops the connection without answering the first `times` requests, then answers. */
async function resettingServer(times: number): Promise<TestServer> {
  let dropped = 0;
  return serve((req, res) => {
    if (dropped < times) {
      dropped++;
      req.socket.destroy();
      return;
    }
    reply(res, 200, { success: true, data: 'answered' });
  });
}

describe('the request', () => {
  it('sends Access-Token only when a token is given, and always asks for JSON', async () => {
    const server = await serve((_req, res) => reply(res, 200, ok));
    const { upstream } = clientFor(server.url);
    await upstream.main.get('/user-details', { token: TOKEN });
    await upstream.main.get('/countries');
    expect(server.hits[0].headers['access-token']).toBe(TOKEN);
    expect(server.hits[1].headers).not.toHaveProperty('access-token');
    expect(server.hits.map((hit) => hit.headers.accept)).toEqual([
      'application/json',
      'application/json',
    ]);
  });

  it('speaks for the browser when asked: its address and languages', async () => {
    const server = await serve((_req, res) => reply(res, 200, ok));
    const { upstream } = clientFor(server.url);
    await upstream.main.post('/user/location', {
      caller: { ip: '203.0.113.9', acceptLanguage: 'fr-FR,fr' },
    });
    await upstream.main.post('/user/location');
    expect(server.hits[0].headers).toMatchObject({
      'x-forwarded-for': '203.0.113.9',
      'accept-language': 'fr-FR,fr',
    });
    expect(server.hits[1].headers).not.toHaveProperty('x-forwarded-for');
  });

  it('sends the body as JSON', async () => {
    const server = await serve((_req, res) => reply(res, 200, ok));
    const { upstream } = clientFor(server.url);
    await upstream.main.post('/user/login', { body: { email: 'a@b.test', password: 'x' } });
    expect(server.hits[0].headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.hits[0].body)).toEqual({ email: 'a@b.test', password: 'x' });
  });

  it('builds the query: undefined left out, null as an empty value, text encoded', async () => {
    const server = await serve((_req, res) => reply(res, 200, ok));
    const { upstream } = clientFor(server.url);
    await upstream.main.get('/cities', {
      query: { country: 7, province: null, search: 'Saint & Co', page: undefined, all: true },
    });
    expect(server.hits[0].url).toBe('/cities?country=7&province=&search=Saint+%26+Co&all=true');
  });

  it('joins paths under a base URL that has a path prefix', async () => {
    const server = await serve((_req, res) => reply(res, 200, ok));
    const withSlash = clientFor(`${server.url}/api/v1/`).upstream;
    const withoutSlash = clientFor(`${server.url}/api/v1`).upstream;
    await withSlash.main.get('/enums');
    await withoutSlash.pickup.post('pickup-requests', { query: { a: 1 } });
    expect(server.hits.map((hit) => hit.url)).toEqual([
      '/api/v1/enums',
      '/api/v1/pickup-requests?a=1',
    ]);
  });
});

describe('a service that does not answer', () => {
  it('is unavailable when nothing listens on the port', async () => {
    const { upstream } = clientFor(await closedPortUrl());
    const err = await failure(upstream.main.get('/enums'));
    expect(err).toBeInstanceOf(UpstreamUnavailableError);
    expect(err).toMatchObject({ service: 'main', method: 'GET', path: '/enums', status: 0 });
  });

  it('is unavailable once the whole call outlasts timeoutMs, and is not asked again', async () => {
    const server = await serve(() => {});
    const { upstream } = clientFor(server.url, { timeoutMs: 150 });
    const started = Date.now();
    const err = await failure(upstream.main.get('/enums'));
    expect(err).toBeInstanceOf(UpstreamUnavailableError);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(server.hits).toHaveLength(1);
  });

  it('is unavailable when an answer trickles in for longer than timeoutMs', async () => {
    // Each byte comes well within the idle timeouts; only a limit on the whole call ends it.
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => res.write(' '), 30);
      res.on('close', () => clearInterval(timer));
    });
    const { upstream } = clientFor(server.url, { timeoutMs: 200 });
    const started = Date.now();
    expect(await failure(upstream.main.get('/enums'))).toBeInstanceOf(UpstreamUnavailableError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('is unavailable for a file whose answer does not start in time', async () => {
    const server = await serve(() => {});
    const { upstream } = clientFor(server.url, { timeoutMs: 150 });
    const err = await failure(upstream.main.stream('/awb/1.pdf'));
    expect(err).toBeInstanceOf(UpstreamUnavailableError);
    expect(server.hits).toHaveLength(1);
  });
});

describe('retries', () => {
  it('repeat a GET after the connection was reset', async () => {
    const server = await resettingServer(2);
    const { upstream } = clientFor(server.url);
    const answer = await upstream.main.get('/enums');
    expect(answer.data).toBe('answered');
    expect(server.hits).toHaveLength(3);
  });

  it('stop after two repeats', async () => {
    const server = await resettingServer(3);
    const { upstream } = clientFor(server.url);
    expect(await failure(upstream.main.get('/enums'))).toBeInstanceOf(UpstreamUnavailableError);
    expect(server.hits).toHaveLength(3);
  });

  it.each(['post', 'delete'] as const)('never repeat a %s', async (method) => {
    const server = await resettingServer(1);
    const { upstream } = clientFor(server.url);
    const err = await failure(upstream.main[method]('/clients/1/shipments', { body: {} }));
    expect(err).toBeInstanceOf(UpstreamUnavailableError);
    expect(server.hits).toHaveLength(1);
  });

  it('are not made for an answered failure', async () => {
    const server = await serve((_req, res) => reply(res, 503, { success: false, data: null }));
    const { upstream } = clientFor(server.url);
    expect(await failure(upstream.main.get('/enums'))).toBeInstanceOf(UpstreamUnavailableError);
    expect(server.hits).toHaveLength(1);
  });
});

describe('the log', () => {
  it('has one line per call with service, method, path, status and time', async () => {
    const server = await serve((_req, res) => reply(res, 200, ok));
    const { upstream, lines } = clientFor(server.url);
    await upstream.auth.get('/user-details', { token: TOKEN });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(TOKEN);
    expect(JSON.parse(lines[0])).toMatchObject({
      service: 'auth',
      method: 'GET',
      path: '/user-details',
      status: 200,
      ms: expect.any(Number),
    });
  });

  it('never holds the token, the body or query values', async () => {
    const server = await serve((_req, res) => reply(res, 401, { ...ok, success: false }));
    const { upstream, lines } = clientFor(server.url);
    await failure(
      upstream.main.post('/user/login?next=secret-next', {
        token: TOKEN,
        body: { password: 'Hunter2!pw' },
        query: { search: 'jane.doe@example.test' },
      }),
    );
    expect(lines).toHaveLength(1);
    const line = lines[0];
    expect(JSON.parse(line)).toMatchObject({ path: '/user/login', status: 401 });
    for (const secret of [TOKEN, 'Hunter2!pw', 'jane.doe', 'secret-next']) {
      expect(line).not.toContain(secret);
    }
  });
});

describe('stream', () => {
  it('gives status, content type and the body of a file', async () => {
    const pdf = Buffer.from('%PDF-1.4 label');
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
    });
    const { upstream } = clientFor(`${server.url}/v2`);
    const file = await upstream.main.stream('/awb/123.pdf', { token: TOKEN });
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk));
    expect(file).toMatchObject({ status: 200, contentType: 'application/pdf' });
    expect(Buffer.concat(chunks)).toEqual(pdf);
    expect(server.hits[0]).toMatchObject({ url: '/v2/awb/123.pdf', method: 'GET' });
    expect(server.hits[0].headers['access-token']).toBe(TOKEN);
  });

  it('hands back a successful JSON answer unchanged', async () => {
    const json = JSON.stringify({ success: true, data: { pages: 1 } });
    const server = await serve((_req, res) => reply(res, 200, json));
    const { upstream } = clientFor(server.url);
    const file = await upstream.main.stream('/awb/1.json');
    let text = '';
    for await (const chunk of file.body) text += String(chunk);
    expect(file).toMatchObject({ status: 200, contentType: 'application/json' });
    expect(text).toBe(json);
  });

  it.each([
    [403, 'UpstreamForbiddenError'],
    [404, 'UpstreamNotFoundError'],
    [500, 'UpstreamUnavailableError'],
  ])('maps a JSON failure with status %i', async (status, name) => {
    const server = await serve((_req, res) =>
      reply(res, status, {
        success: false,
        data: null,
        notification: { message: 'No.', type: 'error', code: status },
      }),
    );
    const { upstream } = clientFor(server.url);
    const err = await failure(upstream.main.stream('/awb/123.pdf'));
    expect(err).toBeInstanceOf(UpstreamError);
    expect(err).toMatchObject({
      name,
      status,
      path: '/awb/123.pdf',
      notification: { message: 'No.' },
    });
  });

  it('maps a failure that is not JSON by its status', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    });
    const { upstream } = clientFor(server.url);
    const err = await failure(upstream.main.stream('/awb/404.pdf'));
    expect(err).toMatchObject({ name: 'UpstreamNotFoundError', status: 404 });
  });

  it('treats code 100 on a 200 as signed out', async () => {
    const server = await serve((_req, res) =>
      reply(res, 200, {
        success: false,
        data: null,
        notification: { message: 'Expired', type: 'error', code: 100 },
      }),
    );
    const { upstream } = clientFor(server.url);
    expect(await failure(upstream.main.stream('/awb/1.pdf'))).toMatchObject({
      name: 'UpstreamSignedOutError',
    });
  });
});
