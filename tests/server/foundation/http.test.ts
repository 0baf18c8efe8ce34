import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_STALE_MESSAGE } from '../../../server/http/csrf';
import { expectPage, expectRedirect, HOST, Visitor } from '../support/client';
import { DEMO } from '../support/outbox';
import { startTestPortal, type TestPortal } from '../support/portal';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.close());

describe('health and errors', () => {
  it('answers GET /healthz with ok and no caching', async () => {
    const res = await request(portal.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown page with the 404 Inertia page, not an overlay', async () => {
    const res = await new Visitor(portal.app).visit('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers['x-inertia']).toBe('true');
    expect(res.body.component).toBe('errors/error');
    expect(res.body.props.status).toBe(404);
  });

  it('answers an unknown page on first load with HTML holding the 404 page', async () => {
    const res = await new Visitor(portal.app).load('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('errors/error');
  });

  it('treats a register type other than personal or business as unknown', async () => {
    const res = await new Visitor(portal.app).visit('/register/enterprise');
    expect(res.status).toBe(404);
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
    const visitor = new Visitor(portal.app);
    const res = await visitor.send('post', '/login', DEMO);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('portal_session='));
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(xsrf).toBeDefined();
    expect(xsrf).not.toMatch(/HttpOnly/i);
  });

  it('refuses a POST without the token: back with a toast, never an error response', async () => {
    const visitor = new Visitor(portal.app);
    await visitor.visit('/login');
    const res = await visitor.agent
      .post('/login')
      .set('Host', HOST)
      .set('X-Inertia', 'true')
      .set('Referer', `http://${HOST}/login`)
      .send({ email: 'demo@portal.test', password: 'x' });
    expectRedirect(res, '/login');
    const page = expectPage(await visitor.visit('/login'), 'auth/login');
    expect(page.flash).toEqual({ toasts: [{ message: CSRF_STALE_MESSAGE, status: 'error' }] });
  });

  it('refuses a POST with a token from another session', async () => {
    const other = new Visitor(portal.app);
    const first = await other.visit('/login');
    const stolen = /XSRF-TOKEN=([^;]*)/.exec(String(first.headers['set-cookie']))?.[1] ?? '';
    const visitor = new Visitor(portal.app);
    await visitor.visit('/login');
    const res = await visitor.agent
      .post('/logout')
      .set('X-Inertia', 'true')
      .set('X-XSRF-TOKEN', decodeURIComponent(stolen));
    // Refused: sent back (no Referer: the login page) instead of being signed out.
    expectRedirect(res, '/login');
    const page = expectPage(await visitor.visit('/login'), 'auth/login');
    expect(page.flash).toEqual({ toasts: [{ message: CSRF_STALE_MESSAGE, status: 'error' }] });
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
    expectRedirect(await new Visitor(portal.app).visit(path), '/login');
  });

  it('register-verification without an OTP token leads to create-account', async () => {
    expectRedirect(await new Visitor(portal.app).visit('/register/verify'), '/create-account');
  });

  it.each(['/reset-password/verify', '/reset-password/change'])(
    '%s without a reset token leads to login',
    async (path) => {
      expectRedirect(await new Visitor(portal.app).visit(path), '/login');
    },
  );

  it('/ leads to login', async () => {
    expectRedirect(await new Visitor(portal.app).visit('/'), '/login');
  });
});

describe('shared props', () => {
  it('every page gets auth, accounts, selectedAccountId, errors and the Ziggy routes', async () => {
    const page = expectPage(await new Visitor(portal.app).visit('/login'), 'auth/login');
    expect(page.props.auth).toEqual({ user: null });
    expect(page.props.accounts).toEqual([]);
    expect(page.props.selectedAccountId).toBeNull();
    expect(page.props.errors).toEqual({});
    const ziggy = page.props.ziggy as { routes: Record<string, { uri: string }> };
    expect(ziggy.routes['edit-address-book']?.uri).toBe('address-book/{uuid}/edit');
  });
});
