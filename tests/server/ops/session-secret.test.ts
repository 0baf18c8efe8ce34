import { createHmac } from 'node:crypto';
import session from 'express-session';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE } from '../../../server/http/csrf';
import { SESSION_COOKIE } from '../../../server/http/session';
import { setCookies } from '../../support/http/set-cookies';
import { browser, DEMO_CREDENTIALS as DEMO } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

/**
 * Rotating SESSION_SECRET (docs/deploy.md): the processes restart with the new secret and
 * SESSION_SECRET_PREVIOUS set to the old one. Users signed in before stay signed in, their
 * forms still post, and what the portal signs from then on is signed with the new secret.
 */
const OLD = 'the-old-session-secret-0123456789abcdef';
const NEW = 'the-new-session-secret-0123456789abcdef';
const store = new session.MemoryStore();
let before: Portal;
let rotated: Portal;
let newOnly: Portal;

beforeAll(async () => {
  before = await startPortal({ store, env: { SESSION_SECRET: OLD } });
  rotated = await startPortal({
    services: before.urls,
    store,
    env: { SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: OLD },
  });
  newOnly = await startPortal({ services: before.urls, store, env: { SESSION_SECRET: NEW } });
});
afterAll(async () => {
  await rotated?.close();
  await newOnly?.close();
  await before?.close();
});

/** express-session's cookie: `s:<id>.<HMAC-SHA256 of the id, base64 without padding>`. */
function signedWith(cookie: string, secret: string): boolean {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1).split(';')[0]!);
  const dot = value.lastIndexOf('.');
  const id = value.slice(2, dot);
  const mac = createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, '');
  return value.startsWith('s:') && value.slice(dot + 1) === mac;
}

const pair = (line: string | undefined) => line?.split(';')[0] ?? '';

async function signInBeforeRotation() {
  const login = await browser(before.app).post('login.store', DEMO, { follow: false });
  const sessionCookie = setCookies(login.headers, SESSION_COOKIE)[0];
  const csrfCookie = setCookies(login.headers, CSRF_COOKIE)[0];
  expect(sessionCookie && signedWith(sessionCookie, OLD)).toBe(true);
  return {
    cookie: `${pair(sessionCookie)}; ${pair(csrfCookie)}`,
    token: decodeURIComponent(pair(csrfCookie).split('=')[1] ?? ''),
  };
}

describe('SESSION_SECRET_PREVIOUS', () => {
  it('keeps a session signed with the old secret, and signs it anew with the new one', async () => {
    const { cookie } = await signInBeforeRotation();
    const page = await browser(rotated.app).visit('reports', { headers: { Cookie: cookie } });
    page.hasStatus(200).where('auth.user.email', DEMO.email);
    const renewed = setCookies(page.headers, SESSION_COOKIE)[0];
    expect(renewed).toBeDefined();
    expect(signedWith(renewed!, NEW)).toBe(true);
    expect(signedWith(renewed!, OLD)).toBe(false);
  });

  it('signs a user out without it: the old cookie no longer verifies', async () => {
    const { cookie } = await signInBeforeRotation();
    (await browser(newOnly.app).visit('reports', { headers: { Cookie: cookie } }))
      .component('auth/login')
      .where('auth.user', null);
  });

  it('takes a form token signed with the old secret, and hands out one signed with the new', async () => {
    // An anonymous visitor's token, from the login page before the rotation.
    const first = await request(before.app).get('/login');
    const oldCookie = pair(setCookies(first.headers, CSRF_COOKIE)[0]);
    const token = decodeURIComponent(oldCookie.split('=')[1] ?? '');
    expect(anonymousTokenOf(token, OLD)).toBe(true);

    const signIn = (portal: Portal) =>
      request(portal.app)
        .post('/login')
        .set('Cookie', oldCookie)
        .set('X-Inertia', 'true')
        .set('X-XSRF-TOKEN', token)
        .send(DEMO);
    // Without the old secret the token is refused: back to the form, not signed in.
    expect((await signIn(newOnly)).headers.location).not.toBe('/dashboard');
    expect((await signIn(rotated)).headers.location).toBe('/dashboard');

    // The next page hands out a token signed with the new secret.
    const page = await request(rotated.app).get('/login').set('Cookie', oldCookie);
    const renewed = decodeURIComponent(
      pair(setCookies(page.headers, CSRF_COOKIE)[0]).split('=')[1] ?? '',
    );
    expect(anonymousTokenOf(renewed, NEW)).toBe(true);
  });
});

/** csrf.ts's token of a visitor without a stored session: `<nonce>.<HMAC of it>`. */
function anonymousTokenOf(token: string, secret: string): boolean {
  const [nonce = '', mac] = token.split('.');
  return mac === createHmac('sha256', secret).update(`anonymous\n${nonce}`).digest('base64url');
}
