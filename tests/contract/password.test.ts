// Password reset by e-mail OTP and password change, on users the suite registers itself.
import { describe, expect, it } from 'vitest';
import { failure, invalid, ok } from '../support/contract/api';
import { PASSWORD, uniqueEmail } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';
import { otpReadable } from '../support/contract/target';

const { api, target, flow } = useContract();

const NEW_PASSWORD = 'Renewed!6789';

/** Starts a reset for the user and returns the reset token and the code sent. */
async function resetStarted(email: string) {
  const before = await flow.messageCount(email);
  const { token } = ok(
    await api.post('main', '/user/reset-password', { body: { email } }),
    s.withToken,
  );
  return { token, code: await flow.nextCode(email, before) };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const signInFails = async (email: string, password: string) => {
  const answer = await api.post('main', '/user/login', { body: { email, password } });
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
};

describe('POST /user/reset-password', () => {
  it('answers 422 on email when it is missing', async () => {
    invalid(await api.post('main', '/user/reset-password', { body: {} }), ['email']);
  });

  it('answers 422 on otp and token for reset-verify without them', async () => {
    invalid(await api.post('main', '/user/reset-verify', { body: {} }), ['otp', 'token']);
  });

  it('answers 422 on the new password fields for reset-password-verify without them', async () => {
    invalid(await api.post('main', '/user/reset-password-verify', { body: {} }), [
      'otp',
      'token',
      'new_password',
    ]);
  });
});

describe('POST /user/change-password input', () => {
  it('answers 422 on the password fields when they are missing', async () => {
    const session = await flow.login(target().user);
    invalid(
      await api.post('main', '/user/change-password', {
        token: session.token,
        body: { user_id: session.user.id },
      }),
      ['old_password', 'new_password'],
    );
  });
});

describe.skipIf(!otpReadable)('password reset', () => {
  it('resets the password with the e-mailed 6-digit code', async () => {
    const user = await flow.newUser();
    const { token, code } = await resetStarted(user.email);
    expect(code).toMatch(/^\d{6}$/);
    ok(await api.post('main', '/user/reset-verify', { body: { otp: code, token } }), s.nothing);
    ok(
      await api.post('main', '/user/reset-password-verify', {
        body: {
          otp: code,
          token,
          new_password: NEW_PASSWORD,
          new_password_confirmation: NEW_PASSWORD,
        },
      }),
      s.nothing,
    );
    await flow.login({ email: user.email, password: NEW_PASSWORD });
    await signInFails(user.email, PASSWORD);
  });

  it('refuses a wrong code with 422 on otp', async () => {
    const user = await flow.newUser();
    const { token, code } = await resetStarted(user.email);
    invalid(await api.post('main', '/user/reset-verify', { body: { otp: wrong(code), token } }), [
      'otp',
    ]);
  });

  it('allows 5 wrong tries, then answers 429 even to the right code', async () => {
    const user = await flow.newUser();
    const { token, code } = await resetStarted(user.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      invalid(await api.post('main', '/user/reset-verify', { body: { otp: wrong(code), token } }), [
        'otp',
      ]);
    }
    failure(await api.post('main', '/user/reset-verify', { body: { otp: code, token } }), 429);
  });

  it('a new reset invalidates the code of the previous one', async () => {
    const user = await flow.newUser();
    const first = await resetStarted(user.email);
    const second = await resetStarted(user.email);
    if (first.code !== second.code) {
      const stale = await api.post('main', '/user/reset-verify', {
        body: { otp: first.code, token: second.token },
      });
      expect(stale.status).toBeGreaterThanOrEqual(400);
    }
    ok(
      await api.post('main', '/user/reset-verify', {
        body: { otp: second.code, token: second.token },
      }),
      s.nothing,
    );
  });

  it('refuses new passwords that do not match or are shorter than 8 characters', async () => {
    const user = await flow.newUser();
    const { token, code } = await resetStarted(user.email);
    ok(await api.post('main', '/user/reset-verify', { body: { otp: code, token } }), s.nothing);
    const set = (new_password: string, new_password_confirmation: string) =>
      api.post('main', '/user/reset-password-verify', {
        body: { otp: code, token, new_password, new_password_confirmation },
      });
    const mismatch = invalid(await set(NEW_PASSWORD, `${NEW_PASSWORD}x`), []);
    expect(Object.keys(mismatch).some((key) => key.startsWith('new_password'))).toBe(true);
    invalid(await set('Ab1!xyz', 'Ab1!xyz'), ['new_password']);
    await flow.login({ email: user.email, password: PASSWORD });
  });

  it('answers the same for an unknown e-mail as for a known one, or a 422 on email', async () => {
    const answer = await api.post('main', '/user/reset-password', {
      body: { email: uniqueEmail('nobody') },
    });
    // The contract does not say whether reset reveals unknown e-mails; either answer is
    // acceptable, but it must be one of the contract's envelopes.
    if (answer.status === 422) invalid(answer, ['email']);
    else ok(answer, s.withToken);
  });
});

describe.skipIf(!otpReadable)('POST /user/change-password', () => {
  it('changes the password when the old one is right', async () => {
    const user = await flow.newUser();
    ok(
      await api.post('main', '/user/change-password', {
        token: user.session.token,
        body: {
          user_id: user.session.user.id,
          old_password: PASSWORD,
          new_password: NEW_PASSWORD,
          new_password_confirmation: NEW_PASSWORD,
        },
      }),
      s.nothing,
    );
    await flow.login({ email: user.email, password: NEW_PASSWORD });
    await signInFails(user.email, PASSWORD);
  });

  it('answers 422 for a wrong old password, a mismatch, a short password or missing fields', async () => {
    const user = await flow.newUser();
    const change = (body: Record<string, unknown>) =>
      api.post('main', '/user/change-password', {
        token: user.session.token,
        body: { user_id: user.session.user.id, ...body },
      });
    invalid(
      await change({
        old_password: 'Not-the-password-1',
        new_password: NEW_PASSWORD,
        new_password_confirmation: NEW_PASSWORD,
      }),
      ['old_password'],
    );
    const mismatch = invalid(
      await change({
        old_password: PASSWORD,
        new_password: NEW_PASSWORD,
        new_password_confirmation: `${NEW_PASSWORD}x`,
      }),
      [],
    );
    expect(Object.keys(mismatch).some((key) => key.startsWith('new_password'))).toBe(true);
    invalid(
      await change({
        old_password: PASSWORD,
        new_password: 'Ab1!xyz',
        new_password_confirmation: 'Ab1!xyz',
      }),
      ['new_password'],
    );
    invalid(await change({}), ['old_password', 'new_password']);
    await flow.login({ email: user.email, password: PASSWORD });
  });
});
