import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS as DEMO, signedIn } from '../../support/inertia';
import { signedInSessions, startPortal, type Portal } from '../../support/portal';
import { calls, serverError } from '../../support/provider/answers';
import { setCookies } from '../../support/http/set-cookies';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ fake: 'all', timeoutMs: 5000 });
});
afterEach(() => portal.overrides.clear());
afterAll(() => portal?.close());

const signIn = (credentials?: { email: string; password: string }) =>
  signedIn(portal.app, credentials);

describe('Edit Profile', () => {
  it('requires both names, under the fields', async () => {
    const visitor = await signIn();
    await visitor.visit('edit-profile');
    (
      await visitor.put(
        'edit-profile.update',
        { first_name: ' ', last_name: '' },
        { errorBag: 'profile' },
      )
    )
      .redirectedTo('/profile')
      .component('profile/edit-profile')
      .errorsExactly({
        profile: { first_name: 'First Name is required', last_name: 'Last Name is required' },
      });
  });

  it('saves the names, says so, and the user block follows at once; e-mail is never sent', async () => {
    const visitor = await signIn();
    let sent: Record<string, unknown> = {};
    portal.overrides.add((req) => {
      if (calls('POST', '/user/update-profile')(req)) sent = JSON.parse(String(req.body)) as never;
      return undefined;
    });
    await visitor.visit('edit-profile');
    const res = await visitor.put(
      'edit-profile.update',
      { first_name: 'Rania', last_name: 'Khoury', email: 'attacker@evil.test' },
      { follow: false },
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/profile');
    (await visitor.visit('edit-profile'))
      .component('profile/edit-profile')
      .toasts({ message: 'Profile has been updated', status: 'success' })
      .whereMatch('auth.user', { first_name: 'Rania', last_name: 'Khoury', email: DEMO.email });
    expect(Object.keys(sent).sort()).toEqual([
      'city',
      'country',
      'first_name',
      'last_name',
      'province',
      'user_id',
    ]);
  });

  it('keeps the form and says so when the provider fails', async () => {
    const visitor = await signIn();
    portal.overrides.add((req) =>
      calls('POST', '/user/update-profile')(req) ? serverError : undefined,
    );
    await visitor.visit('edit-profile');
    (await visitor.put('edit-profile.update', { first_name: 'A', last_name: 'B' }))
      .redirectedTo('/profile')
      .component('profile/edit-profile')
      .hasToast({ status: 'error' })
      .where('auth.user.first_name', (name: string) => name !== 'A');
  });
});

describe('Change Password', () => {
  const NEW = 'N3w-Secret!';
  const bag = { errorBag: 'password' };

  it('requires every field and a matching confirmation', async () => {
    const visitor = await signIn();
    await visitor.visit('change-password');
    (
      await visitor.put(
        'change-password.update',
        { old_password: '', new_password: 'short', new_password_confirmation: 'other' },
        bag,
      )
    )
      .component('profile/change-password')
      .errorsExactly({
        password: {
          old_password: 'Old Password is required',
          new_password: 'New Password must be at least 8 characters',
          new_password_confirmation: 'Passwords do not match',
        },
      });
  });

  it('puts a wrong old password under Old Password', async () => {
    const visitor = await signIn();
    await visitor.visit('change-password');
    (
      await visitor.put(
        'change-password.update',
        { old_password: 'not-my-password', new_password: NEW, new_password_confirmation: NEW },
        bag,
      )
    )
      .redirectedTo('/profile/password')
      .component('profile/change-password')
      .errorsExactly({ password: { old_password: 'The current password is incorrect.' } });
  });

  it('keeps this browser signed in under a new session id, signs out the others', async () => {
    const elsewhere = await signIn();
    const visitor = await signIn();
    const before = (await signedInSessions(portal)).map((data) => data.accessToken);
    await visitor.visit('change-password');
    const res = await visitor.put(
      'change-password.update',
      { old_password: DEMO.password, new_password: NEW, new_password_confirmation: NEW },
      { follow: false },
    );
    expect(res.headers.location).toBe('/profile/password');
    // A new session id, carrying a new token.
    expect(setCookies(res.headers, 'portal_session')).toHaveLength(1);
    const after = (await signedInSessions(portal)).map((data) => data.accessToken);
    expect(after.filter((token) => !before.includes(token))).toHaveLength(1);

    (await visitor.visit('change-password'))
      .component('profile/change-password')
      .toasts({ message: 'Your password has been changed.', status: 'success' });
    // This browser works on: its new token is accepted by the provider.
    (await visitor.visit('accounts')).component('accounts/accounts');
    // The new password is kept nowhere in the session store.
    expect(JSON.stringify(await signedInSessions(portal))).not.toContain(NEW);

    // The other browser's token was revoked: its next call to the provider signs it out.
    (await elsewhere.visit('accounts')).redirectedTo('/login');
    // And the new password signs in anywhere.
    await signIn({ email: DEMO.email, password: NEW });
  });

  it('signs this browser out with a clear toast when signing in again fails', async () => {
    const visitor = await signIn({ email: DEMO.email, password: NEW });
    portal.overrides.add((req) => (calls('POST', '/user/login')(req) ? serverError : undefined));
    await visitor.visit('change-password');
    (
      await visitor.put('change-password.update', {
        old_password: NEW,
        new_password: DEMO.password,
        new_password_confirmation: DEMO.password,
      })
    )
      .redirectedTo('/login')
      .component('auth/login')
      .toasts({
        message: 'Your password has been changed. Please sign in again with your new password.',
        status: 'info',
      });
    (await visitor.visit('edit-profile')).redirectedTo('/login');
  });
});
