import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import session from 'express-session';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_EXPIRED_MESSAGE, CSRF_STALE_MESSAGE } from '../../../server/http/csrf';
import { SESSION_COOKIE } from '../../../server/http/session';
import { SqliteSessionStore } from '../../../server/http/sqlite-session-store';
import { browser, DEMO_CREDENTIALS as DEMO, signedIn } from '../../support/inertia';
import { startPortal, TEST_VERSION, type Portal } from '../../support/portal';
import { setCookies } from '../../support/http/set-cookies';

const dir = mkdtempSync(join(tmpdir(), 'sessions-'));
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('anonymous visits store no session', () => {
  it('1,000 cookie-less GETs add no session row', async () => {
    const store = new SqliteSessionStore(join(dir, 'sessions.sqlite'), 3600_000);
    const bare = await startPortal({ services: 'unreachable', store });
    const server = bare.app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const statuses = new Set<number>();
      for (let batch = 0; batch < 100; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            fetch(`http://127.0.0.1:${port}/no-such-page`, {
              headers: { 'X-Inertia': 'true', 'X-Inertia-Version': TEST_VERSION },
            }),
          ),
        );
        for (const answer of answers) {
          statuses.add(answer.status);
          await answer.arrayBuffer();
        }
      }
      expect([...statuses]).toEqual([404]);
      expect(store.count()).toBe(0);
    } finally {
      server.close();
      await bare.close();
    }
  }, 30_000);

  it('gives a first visit a readable XSRF-TOKEN and no session cookie', async () => {
    const res = await request(portal.app).get('/login');
    expect(setCookies(res.headers, SESSION_COOKIE)).toEqual([]);
    const [xsrf] = setCookies(res.headers, CSRF_COOKIE);
    expect(xsrf).toBeDefined();
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect(xsrf).toMatch(/SameSite=Lax/i);
  });

  it('lets the first form of an anonymous visitor through: sign-in works', async () => {
    const visitor = browser(portal.app);
    await visitor.visit('login');
    (await visitor.post('login.store', DEMO))
      .redirectedTo('/dashboard')
      .where('auth.user.email', DEMO.email);
  });
});

describe('the XSRF-TOKEN cookie', () => {
  it('is set once on the sign-in response, bound to the new session', async () => {
    const visitor = browser(portal.app);
    await visitor.visit('login');
    const res = await visitor.post('login.store', DEMO, { follow: false });
    expect(setCookies(res.headers, CSRF_COOKIE)).toHaveLength(1);
    const [cookie] = setCookies(res.headers, SESSION_COOKIE);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('is not sent again while the browser holds a token that still fits', async () => {
    const visitor = browser(portal.app);
    await visitor.visit('login');
    const again = await visitor.visit('login');
    expect(setCookies(again.headers, CSRF_COOKIE)).toEqual([]);
  });

  it('from before sign-in is refused after it: the form was out of date', async () => {
    const visitor = browser(portal.app);
    await visitor.visit('login');
    const before = visitor.xsrfToken;
    (await visitor.post('login.store', DEMO)).redirectedTo('/dashboard');
    // The form of the page from before sign-in, with that page's token.
    const res = await visitor.agent
      .post('/accounts/select')
      .set('Host', visitor.host)
      .set('X-Inertia', 'true')
      .set('Referer', `http://${visitor.host}/dashboard`)
      .set('Cookie', `${CSRF_COOKIE}=${encodeURIComponent(before)}`)
      .set('X-XSRF-TOKEN', before)
      .send({ account_id: 1 });
    expect(res.headers.location).toBe('/dashboard');
    (await visitor.visit('dashboard')).hasToast({ message: CSRF_STALE_MESSAGE, status: 'error' });
  });
});

describe('a form without a fitting token', () => {
  it('on a live session says the form was out of date', async () => {
    const visitor = await signedIn(portal.app);
    // A form sent without the token.
    const res = await visitor.agent
      .post('/accounts/select')
      .set('Host', visitor.host)
      .set('X-Inertia', 'true')
      .set('Referer', `http://${visitor.host}/dashboard`)
      .send({ account_id: 1 });
    expect(res.headers.location).toBe('/dashboard');
    (await visitor.visit('dashboard')).hasToast({ message: CSRF_STALE_MESSAGE, status: 'error' });
  });

  it('after the session is gone says the session expired', async () => {
    await signedIn(portal.app);
    // A tab still holding the cookies of a session the store no longer has.
    const visitor = browser(portal.app);
    const res = await visitor.post(
      'accounts.select',
      { account_id: 1 },
      {
        follow: false,
        headers: {
          Cookie: `${SESSION_COOKIE}=s%3Agone.sig; ${CSRF_COOKIE}=x.y`,
          'X-XSRF-TOKEN': 'x.y',
        },
      },
    );
    expect(res.headers.location).toBe('/login');
    (await visitor.visit('login')).toasts({ message: CSRF_EXPIRED_MESSAGE, status: 'error' });
  });
});

describe('signed-in visits', () => {
  it('renew the stored session at most once a minute', async () => {
    const store = new session.MemoryStore();
    let touches = 0;
    const touch = store.touch.bind(store);
    store.touch = (sid, sess, cb) => {
      touches++;
      touch(sid, sess, cb);
    };
    const bare = await startPortal({ store, services: portal.services.urls.main });
    try {
      // The reference services answer all three roles on their own ports; sign-in and the
      // dashboard only need the main API.
      const visitor = await signedIn(bare.app);
      for (let i = 0; i < 20; i++) await visitor.visit('reports');
      expect(touches).toBe(0);
    } finally {
      await bare.close();
    }
  });
});
