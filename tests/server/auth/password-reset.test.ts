import { afterAll, beforeAll, describe, it } from 'vitest';
import { browser, signedIn } from '../../support/inertia';
import { latestCode, uniqueEmail } from '../../support/data/outbox';
import { startPortal, type Portal } from '../../support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

/** A verified new user, signed out, ready to forget their password. */
async function newUser(): Promise<string> {
  const email = uniqueEmail('reset');
  const visitor = browser(portal.app);
  await visitor.visit(['register', { type: 'personal' }]);
  await visitor.post(['register.store', { type: 'personal' }], {
    first_name: 'Omar',
    last_name: 'Khalil',
    email,
    phone_number: '+961 71 123 456',
    password: 'Original!1',
    password_confirmation: 'Original!1',
  });
  await visitor.post('register-verification.store', { otp: await latestCode(portal, email) });
  return email;
}

/** A visitor on the reset-password page. */
async function onResetPage() {
  const visitor = browser(portal.app);
  await visitor.visit('reset-password');
  return visitor;
}

describe('password reset', () => {
  it('needs an e-mail', async () => {
    const visitor = await onResetPage();
    (await visitor.post('reset-password.store', { email: '' }))
      .redirectedTo('/reset-password')
      .component('auth/reset-password')
      .errorsExactly({ email: 'Email is required' });
  });

  it('runs end to end: code, verification, new password, popup, then the new password works', async () => {
    const email = await newUser();
    const visitor = await onResetPage();
    (await visitor.post('reset-password.store', { email }))
      .redirectedTo('/reset-password/verify')
      .component('auth/verification')
      .where('email', email)
      .where('secondsLeft', (s: number) => s > 590);

    const code = await latestCode(portal, email);
    (await visitor.post('verification.store', { otp: code }))
      .redirectedTo('/reset-password/change')
      .component('auth/change-pass');

    (
      await visitor.post('change-pass.store', {
        new_password: 'Changed!234',
        new_password_confirmation: 'Changed!234',
      })
    )
      .notRedirected()
      .component('auth/change-pass')
      .where('changed', true);
    // The reset state is gone: its screens lead to login now.
    (await visitor.visit('change-pass')).redirectedTo('/login');
    (await visitor.visit('verification')).redirectedTo('/login');

    await signedIn(portal.app, { email, password: 'Changed!234' });
  });

  it('will not change the password before the code is verified', async () => {
    const email = await newUser();
    const visitor = await onResetPage();
    await visitor.post('reset-password.store', { email });
    (
      await visitor.post('change-pass.store', {
        new_password: 'Changed!234',
        new_password_confirmation: 'Changed!234',
      })
    )
      .redirectedTo('/reset-password/verify')
      .component('auth/verification')
      .hasErrors(['otp']);
  });

  it('checks that the new passwords match', async () => {
    const email = await newUser();
    const visitor = await onResetPage();
    await visitor.post('reset-password.store', { email });
    await visitor.post('verification.store', { otp: await latestCode(portal, email) });
    (
      await visitor.post('change-pass.store', {
        new_password: 'Changed!234',
        new_password_confirmation: 'Different!234',
      })
    )
      .component('auth/change-pass')
      .errorsExactly({ new_password_confirmation: 'Passwords do not match' });
  });
});
