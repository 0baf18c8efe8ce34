import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogLevel } from '../../../server/http/request-log';
import { createLogger } from '../../../server/log';
import { browser } from '../../support/inertia';
import { startPortal, TEST_VERSION, type Portal } from '../../support/portal';

/** A stream that keeps what is written to it, line by line. */
function sink(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

describe('the level of a request line', () => {
  it.each([
    [200, undefined, 'info'],
    [302, undefined, 'info'],
    [404, undefined, 'info'],
    [422, undefined, 'info'],
    [302, 'csrf', 'warn'],
    [303, 'rate-limit', 'warn'],
    [400, undefined, 'warn'],
    [413, undefined, 'warn'],
    [415, undefined, 'warn'],
    [429, undefined, 'warn'],
    [500, undefined, 'error'],
    // No screen answers 501 as a placeholder any more: it is a fault like any 5xx.
    [501, undefined, 'error'],
    [503, undefined, 'error'],
  ] as const)('status %i (abuse: %s) is %s', (status, abuse, level) => {
    expect(requestLogLevel(status, abuse)).toBe(level);
  });
});

describe('the request log', () => {
  const out = sink();
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal({
      services: 'unreachable',
      logger: createLogger('info', { destination: out.stream }),
    });
  });
  afterAll(() => portal?.close());

  const last = () => JSON.parse(out.lines.at(-1) ?? '{}') as Record<string, unknown>;

  it('writes one info line per request with route name, status and time, no stack for a 404', async () => {
    out.lines.length = 0;
    await request(portal.app).get('/login?email=someone@example.com');
    await request(portal.app).get('/no-such-page');
    expect(out.lines).toHaveLength(2);
    const [login, missing] = out.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(login).toMatchObject({
      level: 30,
      request: { method: 'GET', path: '/login', route: 'login', status: 200 },
    });
    expect(typeof (login?.request as { ms: unknown }).ms).toBe('number');
    expect(out.lines[0]).not.toContain('someone@example.com');
    expect(missing).toMatchObject({ level: 30, request: { status: 404 } });
    expect(missing).not.toHaveProperty('err');
  });

  it('warns about a form refused for its CSRF token', async () => {
    // Forged on purpose: a form from no page, with no token and no session.
    await request(portal.app)
      .post('/login')
      .set('Host', 'portal.test')
      .set('X-Inertia', 'true')
      .set('X-Inertia-Version', TEST_VERSION)
      .send({});
    expect(last()).toMatchObject({ level: 40, request: { status: 302, abuse: 'csrf' } });
  });

  it('warns about a body it cannot read', async () => {
    const visitor = browser(portal.app);
    await visitor.visit('login');
    await visitor.post('login.store', '{', {
      headers: { 'Content-Type': 'application/json' },
      follow: false,
    });
    expect(last()).toMatchObject({ level: 40, request: { status: 400 } });
  });
});

describe('logs in development', () => {
  it('are human-readable lines, so an OTP line stands out', () => {
    const out = sink();
    const logger = createLogger('info', { pretty: true, destination: out.stream });
    logger.info({ service: 'reference' }, 'OTP 123456 for someone@example.com');
    logger.info({ request: { status: 200 } }, 'GET /login 200 3ms (login)');
    expect(out.lines).toHaveLength(2);
    expect(out.lines[0]).toMatch(/INFO.*: OTP 123456 for someone@example\.com$/);
    expect(out.lines[1]).toMatch(/INFO.*: GET \/login 200 3ms \(login\)$/);
    expect(out.lines.join('\n')).not.toContain('{');
  });
});
