// Registration and its e-mail OTP: POST /user/register, /user/verify-otp, /user/resend-otp.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failure, invalid, ok } from '../support/contract/api';
import { PASSWORD } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';
import { otpReadable } from '../support/contract/target';

const { api, target, flow } = useContract();

const register = (overrides: Record<string, unknown> = {}) =>
  api.post('main', '/user/register', { body: flow.registration(overrides) });

/** Registers and returns the OTP token and the first code sent to the e-mail. */
async function registered(overrides: Record<string, unknown> = {}) {
  const body = flow.registration(overrides);
  const before = await flow.messageCount(body.email);
  const { token } = ok(await api.post('main', '/user/register', { body }), s.withToken);
  return { body, token, code: await flow.nextCode(body.email, before) };
}

const verify = (token: string, otp: string) =>
  api.post('main', '/user/verify-otp', { body: { token, otp } });

/** Any 6-digit code other than the right one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /user/register', () => {
  it('answers an OTP token', async () => {
    ok(await register(), s.withToken);
  });

  it('answers 422 on every missing field', async () => {
    invalid(await api.post('main', '/user/register', { body: {} }), [
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'password',
    ]);
  });

  it('answers 422 on email when the e-mail is already registered', async () => {
    invalid(await register({ email: target().user.email }), ['email']);
  });

  it('answers 422 on email for a malformed e-mail', async () => {
    invalid(await register({ email: 'not-an-email' }), ['email']);
  });

  it('accepts phones of 7 to 15 digits and refuses shorter or longer ones', async () => {
    ok(await register({ phone_number: '+1234567' }), s.withToken);
    ok(await register({ phone_number: '+123456789012345' }), s.withToken);
    invalid(await register({ phone_number: '+123456' }), ['phone_number']);
    invalid(await register({ phone_number: '+1234567890123456' }), ['phone_number']);
  });

  it('answers 422 when the passwords do not match', async () => {
    const errors = invalid(await register({ password_confirmation: `${PASSWORD}x` }), []);
    expect(Object.keys(errors).some((key) => key.startsWith('password'))).toBe(true);
  });

  it('answers 422 on password when it is shorter than 8 characters', async () => {
    invalid(await register({ password: 'Ab1!xyz', password_confirmation: 'Ab1!xyz' }), [
      'password',
    ]);
  });
});

describe.skipIf(!otpReadable)('registration OTP', () => {
  it('sends a 6-digit code; the right one verifies and the user can sign in', async () => {
    const { body, token, code } = await registered({ customer_type: 'business' });
    expect(code).toMatch(/^\d{6}$/);
    ok(await verify(token, code), s.nothing);
    const session = await flow.login({ email: body.email, password: PASSWORD });
    expect(session.user).toMatchObject({
      email: body.email,
      first_name: body.first_name,
      last_name: body.last_name,
      customer_type: 'business',
    });
  });

  it('refuses a wrong code, or one that is not 6 digits, with 422 on otp', async () => {
    const { token, code } = await registered();
    invalid(await verify(token, wrong(code)), ['otp']);
    invalid(await verify(token, code.slice(0, 5)), ['otp']);
    invalid(await verify(token, `${code}0`), ['otp']);
    ok(await verify(token, code), s.nothing);
  });

  it('refuses a code for another token', async () => {
    const first = await registered();
    const second = await registered();
    const answer = await verify(second.token, first.code);
    if (first.code !== second.code) expect(answer.status).toBeGreaterThanOrEqual(400);
    ok(await verify(first.token, first.code), s.nothing);
  });

  it('allows 5 wrong tries, then answers 429 even to the right code until a new one is sent', async () => {
    const { body, token, code } = await registered();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      invalid(await verify(token, wrong(code)), ['otp']);
    }
    failure(await verify(token, code), 429);
    const before = await flow.messageCount(body.email);
    const resent = ok(
      await api.post('main', '/user/resend-otp', { body: { token, driver: 'mail' } }),
      s.withToken,
    );
    const fresh = await flow.nextCode(body.email, before);
    ok(await verify(resent.token, fresh), s.nothing);
  });

  it('resending invalidates the old code', async () => {
    const { body, token, code } = await registered();
    const before = await flow.messageCount(body.email);
    const resent = ok(
      await api.post('main', '/user/resend-otp', { body: { token, driver: 'mail' } }),
      s.withToken,
    );
    const fresh = await flow.nextCode(body.email, before);
    expect(fresh).toMatch(/^\d{6}$/);
    if (fresh !== code) {
      const stale = await verify(resent.token, code);
      expect(stale.status).toBeGreaterThanOrEqual(400);
      expect(stale.status).toBeLessThan(500);
    }
    ok(await verify(resent.token, fresh), s.nothing);
  });

  it('a verified code cannot be used twice', async () => {
    const { token, code } = await registered();
    ok(await verify(token, code), s.nothing);
    const again = await verify(token, code);
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });
});

describe('POST /user/verify-otp and /user/resend-otp input', () => {
  it('verify-otp answers 422 on otp when the code is missing', async () => {
    const { token } = ok(await register(), s.withToken);
    invalid(await api.post('main', '/user/verify-otp', { body: { token } }), ['otp']);
  });

  it('verify-otp refuses an unknown token', async () => {
    const answer = await verify('no-such-token', '123456');
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it('resend-otp answers a token for a pending registration', async () => {
    const { token } = ok(await register(), s.withToken);
    ok(
      await api.post('main', '/user/resend-otp', { body: { token, driver: 'mail' } }),
      z.object({ token: z.string().min(1) }),
    );
  });

  it('resend-otp answers 422 on token when it is missing', async () => {
    invalid(await api.post('main', '/user/resend-otp', { body: { driver: 'mail' } }), ['token']);
  });
});
