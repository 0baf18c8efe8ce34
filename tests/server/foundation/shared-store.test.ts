import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../server/http/session';
import { setCookies } from '../../support/http/set-cookies';
import { browser, DEMO_CREDENTIALS as DEMO } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { startRedis, type RedisProcess } from '../../support/processes';

/**
 * Two portal processes behind a load balancer share sessions and rate-limit counters
 * through Redis (REDIS_URL). Needs Debian's redis-server, which `npm test` installs first where
 * it may (scripts/preflight.js).
 */
let redis: RedisProcess;
let portal: Portal;
const processes: Portal[] = [];
const apps: Express[] = [];

beforeAll(async () => {
  redis = await startRedis();
  portal = await startPortal();
  for (let i = 0; i < 2; i++) {
    const process = await startPortal({
      services: portal.urls,
      store: { redis: redis.url },
      env: { SESSION_SECRET: 'a-secret-both-processes-share-0123456789' },
      // Sign-in slows down after a few failures for one e-mail; the delay is skipped here.
      signInWait: async () => undefined,
    });
    processes.push(process);
    apps.push(process.app);
  }
});

afterAll(async () => {
  for (const process of processes) await process.close();
  await portal?.close();
  await redis?.stop();
});

describe('several portal processes with REDIS_URL', () => {
  it('keep the session in Redis: signed in on one process, signed in on the other', async () => {
    const login = await browser(apps[0]!).post('login.store', DEMO, { follow: false });
    expect([302, 303]).toContain(login.status);
    expect(login.headers.location).toBe('/dashboard');
    const cookie = setCookies(login.headers, SESSION_COOKIE)[0]?.split(';')[0];
    expect(cookie).toBeDefined();
    // The other process, with nothing but the session cookie the first one set.
    (await browser(apps[1]!).visit('reports', { headers: { Cookie: cookie ?? '' } }))
      .hasStatus(200)
      .where('auth.user.email', DEMO.email);
  });

  it('count rate limits together: attempts on both processes add up', async () => {
    const email = 'shared.limit@portal.test';
    const one = browser(apps[0]!);
    const two = browser(apps[1]!);
    await one.open('login');
    await two.open('login');
    for (let i = 0; i < 5; i++) {
      await one.post('login.store', { email, password: 'wrong-password' });
      await two.post('login.store', { email, password: 'wrong-password' });
    }
    (await two.post('login.store', { email, password: 'wrong-password' }))
      .redirectedTo('/login')
      .component('auth/login')
      .toasts({ message: expect.stringMatching(/^Too many attempts/), status: 'error' });
  });
});
