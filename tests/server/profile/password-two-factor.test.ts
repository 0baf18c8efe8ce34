import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TWO_FACTOR_USER } from '../../../server/reference/demo-accounts';
import { appCode } from '../../support/contract/two-factor';
import { browser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

/**
 * A password change by a user with two-factor sign-in on (docs/two-factor.md): the provider
 * asks this browser's sign-in again for its second factor, so the user answers it and comes
 * back to Change Password, still signed in, rather than being signed out.
 */

const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const USER = { email: DEMO_TWO_FACTOR_USER.email, password: DEMO_TWO_FACTOR_USER.password };
const NEW = 'N3w-Passw0rd!';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ fake: 'main' });
});
afterAll(() => portal?.close());

describe('Change Password with two-factor sign-in on', { timeout: 30_000 }, () => {
  it('asks for the second factor, then comes back to Change Password signed in', async () => {
    const visitor = browser(portal.app);
    await visitor.visit('login');
    (await visitor.post('login.store', USER, { errorBag: 'login' })).redirectedTo(
      '/login/two-factor',
    );
    (
      await visitor.post(
        'two-factor-challenge.store',
        { code: appCode(SECRET, -1) },
        { errorBag: 'twoFactor' },
      )
    ).redirectedTo('/dashboard');

    await visitor.visit('change-password');
    const changed = await visitor.put(
      'change-password.update',
      { old_password: USER.password, new_password: NEW, new_password_confirmation: NEW },
      { errorBag: 'password', follow: false },
    );
    expect(changed.headers.location).toBe('/login/two-factor');
    (await visitor.visit('two-factor-challenge')).component('auth/two-factor-challenge').toasts({
      message: 'Your password has been changed. Confirm it is you to stay signed in.',
      status: 'info',
    });
    // Not signed in until it is answered.
    (await visitor.visit('dashboard')).redirectedTo('/login');

    (await visitor.visit('two-factor-challenge')).component('auth/two-factor-challenge');
    (
      await visitor.post(
        'two-factor-challenge.store',
        { code: appCode(SECRET, 1) },
        { errorBag: 'twoFactor' },
      )
    )
      .redirectedTo('/profile/password')
      .component('profile/change-password')
      .where('auth.user.email', USER.email);
  });
});
