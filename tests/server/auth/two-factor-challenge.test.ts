import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_STALE_MESSAGE } from '../../../server/http/csrf';
import { SESSION_COOKIE } from '../../../server/http/session';
import { DEMO_TWO_FACTOR_USER } from '../../../server/reference/demo-accounts';
import { appCode, wrongCode } from '../../support/contract/two-factor';
import { setCookies } from '../../support/http/set-cookies';
import { browser, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { callsMatching, validationError } from '../../support/provider/answers';

/**
 * A sign-in's second step (docs/two-factor.md, 'In the portal'), against the reference
 * services' user with the authenticator app on: the challenge waits in the session (not
 * signed in), each answer counts toward the password's limits, and each refusal is said.
 */

const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const USER = { email: DEMO_TWO_FACTOR_USER.email, password: DEMO_TWO_FACTOR_USER.password };
const waits: number[] = [];

let portal: Portal;
beforeAll(async () => {
  // One proxy hop: each story signs in from an address of its own (the limits count by it).
  portal = await startPortal({
    fake: 'main',
    env: { TRUST_PROXY: '1' },
    signInWait: async (ms) => void waits.push(ms),
  });
});
afterEach(() => portal.overrides.clear());
afterAll(() => portal?.close());

let addresses = 0;
/** A visitor from an address of its own, past the password, on the second step. */
async function atSecondStep(host?: string): Promise<InertiaBrowser> {
  addresses += 1;
  const address = `198.51.100.${addresses}`;
  const visitor = browser(portal.app, host ? { host } : undefined);
  const headers = { 'X-Forwarded-For': address };
  (visitor as unknown as { address: string }).address = address;
  await visitor.visit('login', { headers });
  (await visitor.post('login.store', USER, { errorBag: 'login', headers }))
    .redirectedTo('/login/two-factor')
    .component('auth/two-factor-challenge')
    .where('methods', ['totp', 'recovery']);
  return visitor;
}

const from = (visitor: InertiaBrowser) => ({
  'X-Forwarded-For': (visitor as unknown as { address: string }).address,
});

const answer = (visitor: InertiaBrowser, body: Record<string, string>, bag = 'twoFactor') =>
  visitor.post('two-factor-challenge.store', body, { errorBag: bag, headers: from(visitor) });

/** The session id a response sets (its cookie's value). */
const sessionSet = (headers: Record<string, unknown>) =>
  setCookies(headers, SESSION_COOKIE)[0]?.split(';')[0];

const EXPIRED = 'Sign in again: this sign-in has expired.';

describe('the second step of a sign-in', { timeout: 30_000 }, () => {
  it('waits after the right password, not signed in yet', async () => {
    const visitor = await atSecondStep();
    (await visitor.visit('dashboard')).redirectedTo('/login');
  });

  it('is not there without a password first: back to sign in', async () => {
    const visitor = browser(portal.app);
    (await visitor.visit('two-factor-challenge')).redirectedTo('/login').component('auth/login');
  });

  it('refuses a wrong code under the boxes; the right one signs in under a new session id', async () => {
    const visitor = browser(portal.app);
    const headers = { 'X-Forwarded-For': '203.0.113.77' };
    await visitor.visit('login', { headers });
    const password = await visitor.post('login.store', USER, { follow: false, headers });
    const before = sessionSet(password.headers);
    expect(before).toBeDefined();
    (await visitor.visit('two-factor-challenge', { headers })).component(
      'auth/two-factor-challenge',
    );
    (
      await visitor.post(
        'two-factor-challenge.store',
        { code: wrongCode(SECRET) },
        { errorBag: 'twoFactor', headers },
      )
    )
      .redirectedTo('/login/two-factor')
      .errorsExactly(
        { code: 'The code is not right. Try the newest one in your app.' },
        'twoFactor',
      );
    const done = await visitor.post(
      'two-factor-challenge.store',
      { code: appCode(SECRET) },
      { errorBag: 'twoFactor', headers, follow: false },
    );
    expect(done.headers.location).toBe('/dashboard');
    // Session fixation: the id known before the second step is worth nothing after it.
    expect(sessionSet(done.headers)).toBeDefined();
    expect(sessionSet(done.headers)).not.toBe(before);
    (await visitor.visit('dashboard', { headers }))
      .component('dashboard/dashboard')
      .where('auth.user.email', USER.email)
      .where('auth.user.two_factor', true)
      .toasts({ message: 'Login Successful', status: 'success' });
  });

  it('refuses a code replayed within its window, with a clear message', async () => {
    const first = await atSecondStep();
    // A step of its own: the code of the step after now's, which the window takes.
    const code = appCode(SECRET, 1);
    (await answer(first, { code })).redirectedTo('/dashboard');
    const second = await atSecondStep();
    (await answer(second, { code }))
      .redirectedTo('/login/two-factor')
      .errorsExactly(
        { code: 'This code has already been used. Wait for the next one.' },
        'twoFactor',
      );
  });

  it('signs in with a recovery code once; used twice, it is refused', async () => {
    const first = await atSecondStep();
    (await answer(first, { recovery_code: 'DEMO3-33333' }, 'twoFactor')).redirectedTo('/dashboard');
    const second = await atSecondStep();
    (await answer(second, { recovery_code: 'demo3-33333' }))
      .redirectedTo('/login/two-factor')
      .errorsExactly(
        { recovery_code: 'This recovery code is not valid or was already used.' },
        'twoFactor',
      );
  });

  it('sends an expired sign-in back to the password, with the provider’s words', async () => {
    const visitor = await atSecondStep();
    await answer(visitor, { code: wrongCode(SECRET) });
    const sent = portal.forwarded.filter((call) => call.path === '/user/login/two-factor').at(-1);
    const { challenge } = sent!.body as { challenge: string };
    const expired = await fetch(`${portal.services.urls.main}/dev/sign-in-challenges/expire`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ challenge }),
    });
    expect(expired.ok).toBe(true);
    (await answer(visitor, { code: appCode(SECRET) }))
      .redirectedTo('/login')
      .component('auth/login')
      .toasts({ message: EXPIRED, status: 'error' });
    // The challenge is gone from the session: the step's page is no more.
    (await visitor.visit('two-factor-challenge')).redirectedTo('/login');
  });

  it('passes the portal’s own origin with a passkey, and says a passkey from another website is refused', async () => {
    const visitor = await atSecondStep('localhost');
    let sent: { passkey?: { rp_id: string; origin: string } } | undefined;
    const refused = validationError(
      'passkey',
      'This passkey answered for another website, so it cannot be used here.',
    );
    portal.overrides.add((req) => {
      if (!callsMatching('POST /user/login/two-factor')(req)) return undefined;
      sent = JSON.parse((req.body as Buffer).toString()) as typeof sent;
      return refused;
    });
    const response = JSON.stringify({ id: 'x', rawId: 'x', type: 'public-key', response: {} });
    (await answer(visitor, { response }, 'twoFactorPasskey'))
      .redirectedTo('/login/two-factor')
      .errorsExactly(
        { response: 'This passkey answered for another website, so it cannot be used here.' },
        'twoFactorPasskey',
      );
    expect(sent?.passkey).toMatchObject({ rp_id: 'localhost', origin: 'http://localhost' });
  });

  it('asks the provider for the passkey prompt with the portal’s host as rp id', async () => {
    const visitor = await atSecondStep('localhost');
    let sent: { rp_id?: string } | undefined;
    portal.overrides.add((req) => {
      if (!callsMatching('POST /user/login/two-factor/passkey-options')(req)) return undefined;
      sent = JSON.parse((req.body as Buffer).toString()) as typeof sent;
      return {
        status: 200,
        body: { success: true, data: { options: { challenge: 'abc' } }, notification: null },
      };
    });
    const res = await visitor.sendJson('post', 'two-factor-challenge.passkey-options', {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ options: { challenge: 'abc' } });
    expect(sent?.rp_id).toBe('localhost');
  });

  it('refuses an answer without the form’s token: the form was out of date', async () => {
    const visitor = await atSecondStep();
    const res = await visitor.agent
      .post('/login/two-factor')
      .set('Host', visitor.host)
      .set('X-Inertia', 'true')
      .set('Referer', `http://${visitor.host}/login/two-factor`)
      .set(from(visitor))
      .send({ code: appCode(SECRET) });
    expect(res.headers.location).toBe('/login/two-factor');
    (await visitor.visit('two-factor-challenge')).hasToast({
      message: CSRF_STALE_MESSAGE,
      status: 'error',
    });
    (await visitor.visit('dashboard')).redirectedTo('/login');
  });

  it('counts wrong answers toward the password’s limits: an address that keeps failing is locked', async () => {
    const visitor = await atSecondStep();
    let locked = false;
    // Five wrong answers void a challenge; the password brings a new one. The address's
    // limit (30 failures in 15 minutes) ends it, whatever the challenges.
    for (let round = 0; round < 8 && !locked; round++) {
      if (round > 0) {
        await visitor.visit('login', { headers: from(visitor) });
        const again = await visitor.post('login.store', USER, {
          errorBag: 'login',
          headers: from(visitor),
        });
        // Locked at the password, even the right one: the answers counted as its failures.
        locked = again.toastList.some((t) => /^Too many attempts/.test(t.message));
      }
      for (let i = 0; i < 5 && !locked; i++) {
        const page = await answer(visitor, { code: wrongCode(SECRET) });
        locked = page.toastList.some((t) => /^Too many attempts/.test(t.message));
      }
    }
    expect(locked).toBe(true);
    expect(waits.length).toBeGreaterThan(0);
  });
});
