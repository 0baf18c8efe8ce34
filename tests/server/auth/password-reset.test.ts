import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPage, expectRedirect, Visitor } from '../support/client';
import { latestCode, uniqueEmail } from '../support/outbox';
import { startTestPortal, type TestPortal } from '../support/portal';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.close());

/** A verified new user, signed out, ready to forget their password. */
async function newUser(): Promise<string> {
  const email = uniqueEmail('reset');
  const visitor = new Visitor(portal.app);
  await visitor.send('post', '/register/personal', {
    first_name: 'Omar',
    last_name: 'Khalil',
    email,
    phone_number: '+961 71 123 456',
    password: 'Original!1',
    password_confirmation: 'Original!1',
  });
  await visitor.send('post', '/register/verify', { otp: await latestCode(portal, email) });
  return email;
}

describe('password reset', () => {
  it('needs an e-mail', async () => {
    const visitor = new Visitor(portal.app);
    await visitor.send('post', '/reset-password', { email: '' });
    const page = expectPage(await visitor.visit('/reset-password'), 'auth/reset-password');
    expect(page.props.errors).toEqual({ email: 'Email is required' });
  });

  it('runs end to end: code, verification, new password, popup, then the new password works', async () => {
    const email = await newUser();
    const visitor = new Visitor(portal.app);
    expectRedirect(
      await visitor.send('post', '/reset-password', { email }),
      '/reset-password/verify',
    );
    const verify = expectPage(await visitor.visit('/reset-password/verify'), 'auth/verification');
    expect(verify.props).toMatchObject({ email });
    expect(verify.props.secondsLeft).toBeGreaterThan(590);

    const code = await latestCode(portal, email);
    expectRedirect(
      await visitor.send('post', '/reset-password/verify', { otp: code }),
      '/reset-password/change',
    );
    expectPage(await visitor.visit('/reset-password/change'), 'auth/change-pass');

    const done = await visitor.send('post', '/reset-password/change', {
      new_password: 'Changed!234',
      new_password_confirmation: 'Changed!234',
    });
    expect(expectPage(done, 'auth/change-pass').props.changed).toBe(true);
    // The reset state is gone: its screens lead to login now.
    expectRedirect(await visitor.visit('/reset-password/change'), '/login');
    expectRedirect(await visitor.visit('/reset-password/verify'), '/login');

    const again = new Visitor(portal.app);
    expectRedirect(
      await again.send('post', '/login', { email, password: 'Changed!234' }),
      '/dashboard',
    );
  });

  it('will not change the password before the code is verified', async () => {
    const email = await newUser();
    const visitor = new Visitor(portal.app);
    await visitor.send('post', '/reset-password', { email });
    const res = await visitor.send('post', '/reset-password/change', {
      new_password: 'Changed!234',
      new_password_confirmation: 'Changed!234',
    });
    expectRedirect(res, '/reset-password/verify');
    const page = expectPage(await visitor.visit('/reset-password/verify'), 'auth/verification');
    expect(page.props.errors).toHaveProperty('otp');
  });

  it('checks that the new passwords match', async () => {
    const email = await newUser();
    const visitor = new Visitor(portal.app);
    await visitor.send('post', '/reset-password', { email });
    await visitor.send('post', '/reset-password/verify', { otp: await latestCode(portal, email) });
    await visitor.send('post', '/reset-password/change', {
      new_password: 'Changed!234',
      new_password_confirmation: 'Different!234',
    });
    const page = expectPage(await visitor.visit('/reset-password/change'), 'auth/change-pass');
    expect(page.props.errors).toEqual({ new_password_confirmation: 'Passwords do not match' });
  });
});
