import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

/**
 * Without APP_URL the portal builds its URLs from the request's origin only when the Host
 * header names the portal itself; a foreign Host gets the default origin in them.
 */
let plain: Portal;
let named: Portal;
let configured: Portal;
beforeAll(async () => {
  plain = await startPortal({ services: 'unreachable', env: { PORT: '3456' } });
  named = await startPortal({
    services: 'unreachable',
    env: { PORT: '3456', HOST: 'portal.internal' },
  });
  configured = await startPortal({
    services: 'unreachable',
    env: { APP_URL: 'https://portal.example.com' },
  });
});
afterAll(async () => {
  for (const portal of [plain, named, configured]) await portal?.close();
});

/** A browser on the login page that names the portal `host`. */
async function onLogin(portal: Portal, host: string): Promise<InertiaBrowser> {
  const visitor = new InertiaBrowser(portal.app, { host });
  await visitor.open('login');
  return visitor;
}

/** The full reload a visit from a page of an old asset version gets. */
async function reloadTo(portal: Portal, host: string): Promise<string | undefined> {
  const visitor = await onLogin(portal, host);
  const res = await visitor.visit('/login?x=1', {
    headers: { 'X-Inertia-Version': 'an-old-release' },
    follow: false,
  });
  expect(res.status).toBe(409);
  return res.headers['x-inertia-location'] as string | undefined;
}

/** The base URL of the browser's route() calls, as the first load gives it. */
async function ziggyUrl(portal: Portal, host: string): Promise<string> {
  const page = await new InertiaBrowser(portal.app, { host }).open('login');
  return page.hasStatus(200).component('auth/login').prop<string>('ziggy.url');
}

describe('a foreign Host header', () => {
  it.each(['evil.test', 'localhost.evil.test', 'evil.test:3456', 'localhost@evil.test'])(
    'never reaches the reload location or the route base URL: %s',
    async (host) => {
      expect(await reloadTo(plain, host)).toBe('http://localhost:3456/login?x=1');
      expect(await ziggyUrl(plain, host)).toBe('http://localhost:3456');
    },
  );

  it('falls back to the host name the portal listens on when HOST names one', async () => {
    expect(await reloadTo(named, 'evil.test')).toBe('http://portal.internal:3456/login?x=1');
  });
});

describe("the portal's own host names", () => {
  it.each([
    ['localhost:3456', 'http://localhost:3456'],
    ['LOCALHOST:3000', 'http://localhost:3000'],
    ['127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['[::1]:3456', 'http://[::1]:3456'],
  ])('keep the origin the browser used: %s', async (host, origin) => {
    expect(await reloadTo(plain, host)).toBe(`${origin}/login?x=1`);
    expect(await ziggyUrl(plain, host)).toBe(origin);
  });

  it('include the HOST the portal listens on', async () => {
    expect(await ziggyUrl(named, 'portal.internal:3456')).toBe('http://portal.internal:3456');
  });
});

describe('with APP_URL', () => {
  it('always uses its origin, whatever the Host', async () => {
    for (const host of ['evil.test', 'localhost:3000']) {
      expect(await reloadTo(configured, host)).toBe('https://portal.example.com/login?x=1');
      expect(await ziggyUrl(configured, host)).toBe('https://portal.example.com');
    }
  });

  it('is required in production', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      EMBEDDED_SERVICES: 'true',
    };
    expect(() => loadConfig(production)).toThrow(/APP_URL is required in production/);
    expect(loadConfig({ ...production, APP_URL: 'https://portal.example.com' }).appUrl).toBe(
      'https://portal.example.com',
    );
  });
});
