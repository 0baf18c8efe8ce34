import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { browser, signedIn, type InertiaBrowser } from '../../support/inertia';
import { latestCode, uniqueEmail } from '../../support/data/outbox';
import { startPortal, type Portal } from '../../support/portal';
import { startRedis, type RedisProcess } from '../../support/processes';

/**
 * A password change (Profile) or a reset (Forgot password) ends every other session of the
 * user on its next request, also on pages that never call the provider (which revokes the
 * old tokens itself): with sessions in memory, in the SQLite file shared by two processes,
 * and in Redis shared by two processes.
 */

const SECRET = 'a-secret-both-processes-share-0123456789';

let portal: Portal;
let redis: RedisProcess | undefined;
let dir: string;
const processes: Portal[] = [];

/** Two portal "processes" on one session backend, in front of the same services. */
async function twoProcesses(
  store: { sqlite: string } | { redis: string },
): Promise<[Express, Express]> {
  const started = await Promise.all(
    [0, 1].map(() =>
      startPortal({ services: portal.urls, store, env: { SESSION_SECRET: SECRET } }),
    ),
  );
  processes.push(...started);
  return [started[0]!.app, started[1]!.app];
}

beforeAll(async () => {
  portal = await startPortal();
  dir = mkdtempSync(join(tmpdir(), 'portal-credentials-'));
});
afterAll(async () => {
  for (const process of processes) await process.close();
  await portal?.close();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A verified new user with `password`, signed out. */
async function newUser(app: Express, password: string): Promise<string> {
  const email = uniqueEmail('sessions');
  const visitor = browser(app);
  await visitor.visit(['register', { type: 'personal' }]);
  await visitor.post(['register.store', { type: 'personal' }], {
    first_name: 'Omar',
    last_name: 'Khalil',
    email,
    phone_number: '+961 71 123 456',
    password,
    password_confirmation: password,
  });
  await visitor.post('register-verification.store', { otp: await latestCode(portal, email) });
  return email;
}

const signIn = (app: Express, email: string, password: string) =>
  signedIn(app, { email, password });

/** The pages that show the user from the session without asking the provider. */
async function expectSignedIn(visitor: InertiaBrowser, email: string): Promise<void> {
  (await visitor.visit('dashboard'))
    .component('dashboard/dashboard')
    .where('auth.user.email', email);
  (await visitor.visit('edit-profile')).component('profile/edit-profile');
}

async function expectEnded(visitor: InertiaBrowser): Promise<void> {
  (await visitor.visit('dashboard'))
    .redirectedTo('/login')
    .component('auth/login')
    .where('auth', { user: null })
    .toasts({ message: 'Your session has ended. Please log in again.', status: 'error' });
  (await visitor.visit('edit-profile')).redirectedTo('/login');
}

async function changePassword(visitor: InertiaBrowser, from: string, to: string): Promise<void> {
  await visitor.visit('change-password');
  (
    await visitor.put('change-password.update', {
      old_password: from,
      new_password: to,
      new_password_confirmation: to,
    })
  ).redirectedTo('/profile/password');
}

async function resetPassword(app: Express, email: string, to: string): Promise<void> {
  const visitor = browser(app);
  await visitor.visit('reset-password');
  await visitor.post('reset-password.store', { email });
  await visitor.post('verification.store', { otp: await latestCode(portal, email) });
  (
    await visitor.post('change-pass.store', {
      new_password: to,
      new_password_confirmation: to,
    })
  )
    .component('auth/change-pass')
    .where('changed', true);
}

/**
 * On `one` and `two` (the same process, or two sharing a store): a change on `two` ends
 * the session on `one`, keeps the one that changed it; a reset on `one` ends both; a
 * sign-in after the reset lasts.
 */
async function scenario(one: Express, two: Express): Promise<void> {
  const email = await newUser(one, 'Original!1');
  const other = await signIn(one, email, 'Original!1');
  const changer = await signIn(two, email, 'Original!1');
  const bystander = await signIn(two, 'demo@portal.test', 'Demo!2345');
  await expectSignedIn(other, email);

  await changePassword(changer, 'Original!1', 'Changed!234');
  await expectEnded(other);
  await expectSignedIn(changer, email);
  await expectSignedIn(changer, email);
  // Another user's session is not touched.
  await expectSignedIn(bystander, 'demo@portal.test');

  const later = await signIn(one, email, 'Changed!234');
  await resetPassword(one, email, 'Reset!2345');
  await expectEnded(changer);
  await expectEnded(later);

  const fresh = await signIn(two, email, 'Reset!2345');
  await expectSignedIn(fresh, email);
  await expectSignedIn(fresh, email);
}

describe('a password change or reset ends the other sessions of the user', () => {
  it('in one process', async () => {
    await scenario(portal.app, portal.app);
  });

  it('with two processes on one SQLite session file', async () => {
    const [one, two] = await twoProcesses({ sqlite: join(dir, 'sessions.sqlite') });
    await scenario(one, two);
  });

  it('with two processes on one Redis (REDIS_URL)', async () => {
    redis = await startRedis();
    const [one, two] = await twoProcesses({ redis: redis.url });
    await scenario(one, two);
  });
});
