import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createSession, SESSION_COOKIE, type SessionSetup } from '../../../server/http/session';
import { createLogger } from '../../../server/log';
import { browser, DEMO_CREDENTIALS as DEMO } from '../../support/inertia';
import { startTestPortal, TEST_VERSION, testAssets, type TestPortal } from '../support/portal';

// Sign-in slows down after a few failures for one e-mail; the delay is skipped here.
vi.mock('node:timers/promises', async (original) => ({
  ...(await original<typeof import('node:timers/promises')>()),
  setTimeout: async () => undefined,
}));

/**
 * Two portal processes behind a load balancer share sessions and rate-limit counters
 * through Redis (REDIS_URL). Needs Debian's redis-server, which .ci/run installs.
 */
const REDIS = '/usr/bin/redis-server';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  if (!existsSync(REDIS)) throw new Error(`${REDIS} is missing: apt-get install redis-server`);
  const child = spawn(REDIS, ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return child;
}

let redis: ChildProcess;
let portal: TestPortal;
const sessions: SessionSetup[] = [];
const apps: Express[] = [];

beforeAll(async () => {
  const port = await freePort();
  redis = await startRedis(port);
  portal = await startTestPortal();
  const config = loadConfig({
    NODE_ENV: 'test',
    REDIS_URL: `redis://127.0.0.1:${port}`,
    SESSION_SECRET: 'a-secret-both-processes-share-0123456789',
  });
  const logger = createLogger('silent');
  for (let i = 0; i < 2; i++) {
    const session = await createSession(config, logger);
    sessions.push(session);
    apps.push(
      createApp({
        config,
        logger,
        upstream: portal.upstream,
        session,
        assets: testAssets,
        root: process.cwd(),
      }),
    );
  }
});

afterAll(async () => {
  for (const session of sessions) await session.close();
  await portal?.close();
  redis?.kill();
});

describe('several portal processes with REDIS_URL', () => {
  it('keep the session in Redis: signed in on one process, signed in on the other', async () => {
    const login = await browser(apps[0]!).post('login.store', DEMO, { follow: false });
    expect([302, 303]).toContain(login.status);
    expect(login.headers.location).toBe('/dashboard');
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
      ?.split(';')[0];
    expect(cookie).toBeDefined();
    const res = await request(apps[1]!)
      .get('/reports')
      .set('X-Inertia', 'true')
      .set('X-Inertia-Version', TEST_VERSION)
      .set('Cookie', cookie ?? '');
    expect(res.body.props.auth.user.email).toBe(DEMO.email);
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
