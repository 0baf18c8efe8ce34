// Extension: two-factor sign-in, the authenticator app and the recovery codes
// (docs/two-factor.md, 'The provider's side'; passkeys in passkeys.test.ts). Auth service:
// `GET /two-factor` ({enabled, totp, passkeys, recovery_codes_left}); `POST /two-factor/totp`
// starts a set-up ({secret, otpauth_url}), `POST /two-factor/totp/confirm {code}` turns it
// on (ten recovery codes when two-factor was off); `DELETE /two-factor/totp {password}`;
// `POST /two-factor/recovery-codes {password}` ten new ones. The user carries `two_factor`.
// Main API: with two-factor on, `POST /user/login` answers `{two_factor: {challenge, methods,
// expires_at}}` and no token; `POST /user/login/two-factor {challenge, code | recovery_code}`
// answers as the sign-in does. 422 on `code` for a wrong or replayed code, on
// `recovery_code` for an unknown or used one, on `challenge` for an unknown or expired
// challenge and after five wrong answers; code 100 without a token on the auth calls. New
// users are registered through the outbox (skipped without one); the expired challenge
// (`POST /dev/sign-in-challenges/expire`) and the demo user run on the reference services.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_TWO_FACTOR_USER } from '../../server/reference/demo-accounts';
import { DEMO_RECOVERY_CODES } from '../../server/reference/seeding/two-factor';
import { invalid, ok, signedOut, type Method } from '../support/contract/api';
import type { NewUser } from '../support/contract/flows';
import { useContract } from '../support/contract/suite';
import { embeddedTarget, otpReadable } from '../support/contract/target';
import {
  appCode,
  recoveryCodes,
  secondStep,
  signedIn,
  status,
  twoFactorFlows,
  userWithTwoFactor,
  wrongCode,
} from '../support/contract/two-factor';

const contract = useContract();
const { api, flow, target } = contract;
const tf = twoFactorFlows(api);

const WORDS = {
  codeWrong: 'The code is not right. Try the newest one in your app.',
  codeReplayed: 'This code has already been used. Wait for the next one.',
  recoveryWrong: 'This recovery code is not valid or was already used.',
  challengeGone: 'Sign in again: this sign-in has expired.',
};

const userDetails = async (token: string) =>
  ok(await api.get('auth', '/user-details', { token }), z.object({ user: userWithTwoFactor })).user;

const credentials = (user: NewUser) => ({ email: user.email, password: user.password });

describe('two-factor calls without a token', () => {
  const calls: [Method, string][] = [
    ['GET', '/two-factor'],
    ['POST', '/two-factor/totp'],
    ['POST', '/two-factor/totp/confirm'],
    ['DELETE', '/two-factor/totp'],
    ['POST', '/two-factor/recovery-codes'],
  ];
  it.each(calls)('%s %s is code 100', async (method, path) => {
    signedOut(await api.call('auth', method, path, method === 'GET' ? {} : { body: {} }));
  });
});

describe.skipIf(!otpReadable)('the authenticator app', () => {
  it('is off for a new user, whose sign-in gives a token at once', async () => {
    const user = await flow.newUser();
    expect(await tf.statusOf(user.session.token)).toEqual({
      enabled: false,
      totp: false,
      passkeys: [],
      recovery_codes_left: 0,
    });
    expect((await userDetails(user.session.token)).two_factor).toBe(false);
    const login = ok(await api.post('main', '/user/login', { body: credentials(user) }), signedIn);
    expect(login.user.two_factor).toBe(false);
  });

  it('is set up with a key and a QR address, and is not on until a first code confirms it', async () => {
    const user = await flow.newUser();
    const { token } = user.session;
    const setup = ok(
      await api.post('auth', '/two-factor/totp', { token }),
      z.object({ secret: z.string().regex(/^[A-Z2-7]{32}$/), otpauth_url: z.string() }),
    );
    const url = new URL(setup.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toContain(user.email);
    expect(url.searchParams.get('secret')).toBe(setup.secret);
    expect(url.searchParams.get('issuer')).toBeTruthy();
    expect(url.searchParams.get('digits') ?? '6').toBe('6');
    expect(url.searchParams.get('period') ?? '30').toBe('30');

    // Pending: not on, and the password alone still signs in.
    expect((await tf.statusOf(token)).enabled).toBe(false);
    ok(await api.post('main', '/user/login', { body: credentials(user) }), signedIn);

    const wrong = invalid(
      await api.post('auth', '/two-factor/totp/confirm', {
        token,
        body: { code: wrongCode(setup.secret) },
      }),
      ['code'],
    );
    expect(wrong.code).toBe(WORDS.codeWrong);
    invalid(await api.post('auth', '/two-factor/totp/confirm', { token, body: {} }), ['code']);

    // A new set-up replaces the pending one: the first key's code no longer confirms.
    const again = ok(
      await api.post('auth', '/two-factor/totp', { token }),
      z.object({ secret: z.string(), otpauth_url: z.string() }),
    );
    expect(again.secret).not.toBe(setup.secret);
    invalid(
      await api.post('auth', '/two-factor/totp/confirm', {
        token,
        body: { code: appCode(setup.secret) },
      }),
      ['code'],
    );

    const confirmed = ok(
      await api.post('auth', '/two-factor/totp/confirm', {
        token,
        body: { code: appCode(again.secret) },
      }),
      z.object({ recovery_codes: recoveryCodes, two_factor: status }),
    );
    expect(confirmed.two_factor).toMatchObject({
      enabled: true,
      totp: true,
      recovery_codes_left: 10,
    });
    expect(await tf.statusOf(token)).toEqual(confirmed.two_factor);
    expect((await userDetails(token)).two_factor).toBe(true);

    // Set up again (a new phone) while on: the codes are not shown again.
    const phone = ok(
      await api.post('auth', '/two-factor/totp', { token }),
      z.object({ secret: z.string(), otpauth_url: z.string() }),
    );
    expect((await tf.statusOf(token)).totp).toBe(true);
    const moved = ok(
      await api.post('auth', '/two-factor/totp/confirm', {
        token,
        body: { code: appCode(phone.secret) },
      }),
      z.object({ recovery_codes: z.null(), two_factor: status }),
    );
    expect(moved.two_factor.recovery_codes_left).toBe(10);
  });

  it('makes the sign-in ask for a code, each code taken once', async () => {
    const user = await flow.newUser();
    const app = await tf.turnOnApp(user.session.token);

    // The wrong password is refused as ever, with no challenge.
    invalid(
      await api.post('main', '/user/login', {
        body: { email: user.email, password: 'Wrong!2345' },
      }),
      ['email'],
    );
    const step = await tf.passwordStep(credentials(user));
    expect(step.methods).toEqual(['totp', 'recovery']);
    const expires = Date.parse(step.expires_at) - Date.now();
    expect(expires).toBeGreaterThan(4 * 60_000);
    expect(expires).toBeLessThanOrEqual(5 * 60_000 + 5_000);

    // The code that confirmed the set-up was used: replayed, it is refused.
    expect(invalid(await tf.answer(step.challenge, { code: app.code }), ['code']).code).toBe(
      WORDS.codeReplayed,
    );
    expect(
      invalid(await tf.answer(step.challenge, { code: wrongCode(app.secret) }), ['code']).code,
    ).toBe(WORDS.codeWrong);

    const next = appCode(app.secret, 1);
    const login = ok(await tf.answer(step.challenge, { code: next }), signedIn);
    expect(login.user.email).toBe(user.email);
    expect(login.user.two_factor).toBe(true);
    expect((await userDetails(login.access_token.token)).email).toBe(user.email);

    // The challenge is spent; and the same code on a new sign-in is a replay.
    invalid(await tf.answer(step.challenge, { code: next }), ['challenge']);
    const again = await tf.passwordStep(credentials(user));
    expect(invalid(await tf.answer(again.challenge, { code: next }), ['code']).code).toBe(
      WORDS.codeReplayed,
    );
  });

  it('takes exactly one answer, and refuses an unknown challenge', async () => {
    const user = await flow.newUser();
    const app = await tf.turnOnApp(user.session.token);
    const step = await tf.passwordStep(credentials(user));
    invalid(await tf.answer(step.challenge, {}), ['code']);
    invalid(
      await tf.answer(step.challenge, {
        code: appCode(app.secret, 1),
        recovery_code: app.recoveryCodes![0],
      }),
      ['code'],
    );
    const unknown = invalid(await tf.answer('no-such-challenge-0123456789', { code: '123456' }), [
      'challenge',
    ]);
    expect(unknown.challenge).toBe(WORDS.challengeGone);
    // Neither spent the challenge.
    ok(await tf.answer(step.challenge, { code: appCode(app.secret, 1) }), signedIn);
  });

  it('voids a challenge after five wrong answers', async () => {
    const user = await flow.newUser();
    const app = await tf.turnOnApp(user.session.token);
    const step = await tf.passwordStep(credentials(user));
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const errors = invalid(await tf.answer(step.challenge, { code: wrongCode(app.secret) }), [
        'code',
      ]);
      expect(errors.challenge).toBeUndefined();
    }
    const fifth = invalid(await tf.answer(step.challenge, { recovery_code: 'aaaaa-aaaaa' }), [
      'recovery_code',
      'challenge',
    ]);
    expect(fifth.challenge).toBe(WORDS.challengeGone);
    // Void: even a right answer is refused now, and that code is not spent by it.
    const right = app.recoveryCodes![0]!;
    expect(
      invalid(await tf.answer(step.challenge, { recovery_code: right }), ['challenge']),
    ).toEqual({
      challenge: WORDS.challengeGone,
    });
    const fresh = await tf.passwordStep(credentials(user));
    ok(await tf.answer(fresh.challenge, { recovery_code: right }), signedIn);
  });

  it.skipIf(!embeddedTarget)('refuses a challenge past its five minutes', async () => {
    const user = await flow.newUser();
    const app = await tf.turnOnApp(user.session.token);
    const step = await tf.passwordStep(credentials(user));
    const expired = await fetch(`${target().urls.main}/dev/sign-in-challenges/expire`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ challenge: step.challenge }),
    });
    expect(expired.status).toBe(200);
    const errors = invalid(await tf.answer(step.challenge, { code: appCode(app.secret, 1) }), [
      'challenge',
    ]);
    expect(errors.challenge).toBe(WORDS.challengeGone);
  });

  it('is turned off with the password; with no factor left the codes are gone', async () => {
    const user = await flow.newUser();
    const { token } = user.session;
    await tf.turnOnApp(token);
    const wrong = invalid(
      await api.delete('auth', '/two-factor/totp', { token, body: { password: 'Wrong!2345' } }),
      ['password'],
    );
    expect(wrong.password).toBe('The password is not right.');
    invalid(await api.delete('auth', '/two-factor/totp', { token, body: {} }), ['password']);
    expect((await tf.statusOf(token)).enabled).toBe(true);

    const off = ok(
      await api.delete('auth', '/two-factor/totp', { token, body: { password: user.password } }),
      z.object({ two_factor: status }),
    );
    expect(off.two_factor).toEqual({
      enabled: false,
      totp: false,
      passkeys: [],
      recovery_codes_left: 0,
    });
    const login = ok(await api.post('main', '/user/login', { body: credentials(user) }), signedIn);
    expect(login.user.two_factor).toBe(false);

    // On again: a new set of codes, since the old ones went with it.
    const again = await tf.turnOnApp(token);
    expect(again.recoveryCodes).toHaveLength(10);
  });
});

describe.skipIf(!otpReadable)('recovery codes', () => {
  it('each sign in once, typed in any case and without the hyphen', async () => {
    const user = await flow.newUser();
    const app = await tf.turnOnApp(user.session.token);
    const [first, second] = app.recoveryCodes!;

    const step = await tf.passwordStep(credentials(user));
    const login = ok(
      await tf.answer(step.challenge, { recovery_code: first }),
      signedIn.extend({ recovery_codes_left: z.literal(9) }),
    );
    expect(login.user.email).toBe(user.email);

    const again = await tf.passwordStep(credentials(user));
    const used = invalid(await tf.answer(again.challenge, { recovery_code: first }), [
      'recovery_code',
    ]);
    expect(used.recovery_code).toBe(WORDS.recoveryWrong);
    expect(
      invalid(await tf.answer(again.challenge, { recovery_code: 'zzzzz-zzzzz' }), ['recovery_code'])
        .recovery_code,
    ).toBe(WORDS.recoveryWrong);
    ok(
      await tf.answer(again.challenge, {
        recovery_code: ` ${second!.replace('-', '').toUpperCase()} `,
      }),
      signedIn,
    );
    expect((await tf.statusOf(user.session.token)).recovery_codes_left).toBe(8);
  });

  it("are renewed with the password, the old ones void; another user's never work", async () => {
    const user = await flow.newUser();
    const other = await flow.newUser();
    const { token } = user.session;
    const app = await tf.turnOnApp(token);
    const otherApp = await tf.turnOnApp(other.session.token);

    invalid(
      await api.post('auth', '/two-factor/recovery-codes', {
        token,
        body: { password: 'Wrong!2345' },
      }),
      ['password'],
    );
    const renewed = ok(
      await api.post('auth', '/two-factor/recovery-codes', {
        token,
        body: { password: user.password },
      }),
      z.object({ recovery_codes: recoveryCodes, two_factor: status }),
    );
    expect(renewed.two_factor.recovery_codes_left).toBe(10);
    expect(renewed.recovery_codes.some((code) => app.recoveryCodes!.includes(code))).toBe(false);

    const step = await tf.passwordStep(credentials(user));
    invalid(await tf.answer(step.challenge, { recovery_code: app.recoveryCodes![0] }), [
      'recovery_code',
    ]);
    invalid(await tf.answer(step.challenge, { recovery_code: otherApp.recoveryCodes![0] }), [
      'recovery_code',
    ]);
    ok(await tf.answer(step.challenge, { recovery_code: renewed.recovery_codes[0] }), signedIn);
  });

  it('are not renewed while two-factor is off', async () => {
    const user = await flow.newUser();
    const answer = await api.post('auth', '/two-factor/recovery-codes', {
      token: user.session.token,
      body: { password: user.password },
    });
    expect(answer.status).toBe(409);
  });
});

describe.skipIf(!embeddedTarget)('the demo user with an authenticator app', () => {
  it('signs in with the known key, or a recovery code', async () => {
    const { email, password, totp_secret } = DEMO_TWO_FACTOR_USER;
    const step = ok(
      await api.post('main', '/user/login', { body: { email, password } }),
      secondStep,
    ).two_factor;
    expect(step.methods).toEqual(['totp', 'recovery']);
    const login = ok(await tf.answer(step.challenge, { code: appCode(totp_secret) }), signedIn);
    expect(login.user).toMatchObject({ email, two_factor: true });

    const next = await tf.passwordStep({ email, password });
    ok(await tf.answer(next.challenge, { recovery_code: DEMO_RECOVERY_CODES[0] }), signedIn);
  });

  it('leaves the main demo user signing in with the password alone', async () => {
    ok(await api.post('main', '/user/login', { body: target().user }), signedIn);
  });
});
