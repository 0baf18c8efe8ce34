import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_STALE_MESSAGE } from '../../../server/http/csrf';
import { browser, DEMO_CREDENTIALS as DEMO, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

/** A visitor on the login page, whose next visits are Inertia visits. */
async function guest(): Promise<InertiaBrowser> {
  const visitor = browser(portal.app);
  await visitor.open('login');
  return visitor;
}

describe('health and errors', () => {
  it('answers GET /healthz with ok and no caching', async () => {
    const res = await request(portal.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown page with the 404 Inertia page, not an overlay', async () => {
    const page = await (await guest()).visit('/no-such-page');
    page.hasStatus(404).component('errors/error').where('status', 404);
    expect(page.headers['x-inertia']).toBe('true');
  });

  it('answers an unknown page on first load with HTML holding the 404 page', async () => {
    const page = await browser(portal.app).open('/no-such-page');
    page.hasStatus(404).component('errors/error').where('status', 404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('treats a register type other than personal or business as unknown', async () => {
    (await (await guest()).visit('/register/enterprise')).hasStatus(404);
  });
});

describe('security headers', () => {
  it('allows scripts only from our own origin and forbids framing', async () => {
    const res = await request(portal.app).get('/login');
    const csp = res.headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Forms are sent back by their Referer: the browser must send it to our own origin.
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('compresses large responses', async () => {
    const res = await request(portal.app).get('/login').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('session cookie and CSRF', () => {
  it('sets an httpOnly SameSite=Lax session cookie and a readable XSRF-TOKEN cookie', async () => {
    const visitor = browser(portal.app);
    const res = await visitor.post('login.store', DEMO, { follow: false });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('portal_session='));
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(xsrf).toBeDefined();
    expect(xsrf).not.toMatch(/HttpOnly/i);
  });

  it('refuses a POST without the token: back with a toast, never an error response', async () => {
    const visitor = await guest();
    // As a page would send it with the token left out.
    const res = await visitor.agent
      .post('/login')
      .set('Host', visitor.host)
      .set('X-Inertia', 'true')
      .set('Referer', `http://${visitor.host}/login`)
      .send({ email: 'demo@portal.test', password: 'x' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login');
    (await visitor.visit('login'))
      .component('auth/login')
      .toasts({ message: CSRF_STALE_MESSAGE, status: 'error' });
  });

  it('refuses a POST with a token from another session', async () => {
    const stolen = (await guest()).xsrfToken;
    const visitor = await guest();
    const res = await visitor.agent
      .post('/logout')
      .set('X-Inertia', 'true')
      .set('X-XSRF-TOKEN', stolen);
    // Refused: sent back (no Referer: the login page) instead of being signed out.
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login');
    (await visitor.visit('login'))
      .component('auth/login')
      .toasts({ message: CSRF_STALE_MESSAGE, status: 'error' });
  });
});

describe('guards for visitors who are not signed in', () => {
  it.each([
    '/dashboard',
    '/accounts',
    '/accounts/add',
    '/accounts/verify',
    '/accounts/edit',
    '/shipments',
    '/shipments/create',
    '/address-book',
    '/address-book/add',
    '/address-book/abc/edit',
    '/pickups',
    '/pickups/schedule',
    '/billing-and-payments',
    '/reports',
    '/profile',
    '/profile/password',
    '/profile/shipping-preferences',
    '/profile/pickup-preferences',
  ])('%s leads to login', async (path) => {
    (await (await guest()).visit(path as `/${string}`)).redirectedTo('/login');
  });

  it('register-verification without an OTP token leads to create-account', async () => {
    (await (await guest()).visit('register-verification')).redirectedTo('/create-account');
  });

  it.each(['/reset-password/verify', '/reset-password/change'])(
    '%s without a reset token leads to login',
    async (path) => {
      (await (await guest()).visit(path as `/${string}`)).redirectedTo('/login');
    },
  );

  it('/ leads to login', async () => {
    (await (await guest()).visit('home')).redirectedTo('/login');
  });
});

describe('shared props', () => {
  it('every page gets auth, accounts, selectedAccountId, errors and the Ziggy routes', async () => {
    (await browser(portal.app).visit('login'))
      .component('auth/login')
      .where('auth', { user: null })
      .where('accounts', [])
      .where('selectedAccountId', null)
      .hasNoErrors()
      .where('ziggy.routes.edit-address-book.uri', 'address-book/{uuid}/edit');
  });
});
