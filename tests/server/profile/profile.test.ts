import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../shared/types';
import {
  calls,
  faultyPortal,
  serverError,
  signedInSessions,
  type FaultyPortal,
} from '../accounts/support';
import { setCookies } from '../hardening/support';
import { expectPage, expectRedirect, toasts } from '../support/client';
import { DEMO } from '../support/outbox';

let portal: FaultyPortal;
beforeAll(async () => {
  portal = await faultyPortal();
});
afterEach(() => portal.overrides.clear());
afterAll(() => portal?.close());

const userOf = (page: { props: Record<string, unknown> }) =>
  (page.props.auth as { user: User }).user;

describe('Edit Profile', () => {
  it('requires both names, under the fields', async () => {
    const visitor = await portal.signIn();
    await visitor.visit('/profile');
    const bag = { 'X-Inertia-Error-Bag': 'profile' };
    expectRedirect(
      await visitor.send('put', '/profile', { first_name: ' ', last_name: '' }, bag),
      '/profile',
    );
    const page = expectPage(await visitor.visit('/profile'), 'profile/edit');
    expect(page.props.errors).toEqual({
      profile: { first_name: 'First Name is required', last_name: 'Last Name is required' },
    });
  });

  it('saves the names, says so, and the user block follows at once; e-mail is never sent', async () => {
    const visitor = await portal.signIn();
    let sent: Record<string, unknown> = {};
    portal.overrides.add((req) => {
      if (calls('POST', '/user/update-profile')(req)) sent = JSON.parse(String(req.body)) as never;
      return undefined;
    });
    await visitor.visit('/profile');
    const res = await visitor.send('put', '/profile', {
      first_name: 'Rania',
      last_name: 'Khoury',
      email: 'attacker@evil.test',
    });
    expect(res.status).toBe(303);
    expectRedirect(res, '/profile');
    const page = expectPage(await visitor.visit('/profile'), 'profile/edit');
    expect(toasts(page)).toEqual([{ message: 'Profile has been updated', status: 'success' }]);
    expect(userOf(page)).toMatchObject({
      first_name: 'Rania',
      last_name: 'Khoury',
      email: DEMO.email,
    });
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
    const visitor = await portal.signIn();
    portal.overrides.add((req) =>
      calls('POST', '/user/update-profile')(req) ? serverError : undefined,
    );
    await visitor.visit('/profile');
    expectRedirect(
      await visitor.send('put', '/profile', { first_name: 'A', last_name: 'B' }),
      '/profile',
    );
    const page = expectPage(await visitor.visit('/profile'), 'profile/edit');
    expect(toasts(page)[0]?.status).toBe('error');
    expect(userOf(page).first_name).not.toBe('A');
  });
});

describe('Change Password', () => {
  const NEW = 'N3w-Secret!';
  const bag = { 'X-Inertia-Error-Bag': 'password' };

  it('requires every field and a matching confirmation', async () => {
    const visitor = await portal.signIn();
    await visitor.visit('/profile/password');
    await visitor.send(
      'put',
      '/profile/password',
      { old_password: '', new_password: 'short', new_password_confirmation: 'other' },
      bag,
    );
    const page = expectPage(await visitor.visit('/profile/password'), 'profile/password');
    expect(page.props.errors).toEqual({
      password: {
        old_password: 'Old Password is required',
        new_password: 'New Password must be at least 8 characters',
        new_password_confirmation: 'Passwords do not match',
      },
    });
  });

  it('puts a wrong old password under Old Password', async () => {
    const visitor = await portal.signIn();
    await visitor.visit('/profile/password');
    const res = await visitor.send(
      'put',
      '/profile/password',
      { old_password: 'not-my-password', new_password: NEW, new_password_confirmation: NEW },
      bag,
    );
    expectRedirect(res, '/profile/password');
    const page = expectPage(await visitor.visit('/profile/password'), 'profile/password');
    expect(page.props.errors).toEqual({
      password: { old_password: 'The current password is incorrect.' },
    });
  });

  it('keeps this browser signed in under a new session id, signs out the others', async () => {
    const elsewhere = await portal.signIn();
    const visitor = await portal.signIn();
    const before = (await signedInSessions(portal)).map((data) => data.accessToken);
    await visitor.visit('/profile/password');
    const res = await visitor.send('put', '/profile/password', {
      old_password: DEMO.password,
      new_password: NEW,
      new_password_confirmation: NEW,
    });
    expectRedirect(res, '/profile/password');
    // A new session id, carrying a new token.
    expect(setCookies(res.headers, 'portal_session')).toHaveLength(1);
    const after = (await signedInSessions(portal)).map((data) => data.accessToken);
    expect(after.filter((token) => !before.includes(token))).toHaveLength(1);

    const page = expectPage(await visitor.visit('/profile/password'), 'profile/password');
    expect(toasts(page)).toEqual([
      { message: 'Your password has been changed.', status: 'success' },
    ]);
    // This browser works on: its new token is accepted by the provider.
    expectPage(await visitor.visit('/accounts'), 'accounts/index');
    // The new password is kept nowhere in the session store.
    expect(JSON.stringify(await signedInSessions(portal))).not.toContain(NEW);

    // The other browser's token was revoked: its next call to the provider signs it out.
    expectRedirect(await elsewhere.visit('/accounts'), '/login');
    // And the new password signs in anywhere.
    await portal.signIn({ email: DEMO.email, password: NEW });
  });

  it('signs this browser out with a clear toast when signing in again fails', async () => {
    const visitor = await portal.signIn({ email: DEMO.email, password: NEW });
    portal.overrides.add((req) => (calls('POST', '/user/login')(req) ? serverError : undefined));
    await visitor.visit('/profile/password');
    const res = await visitor.send('put', '/profile/password', {
      old_password: NEW,
      new_password: DEMO.password,
      new_password_confirmation: DEMO.password,
    });
    expectRedirect(res, '/login');
    const login = expectPage(await visitor.visit('/login'), 'auth/login');
    expect(toasts(login)).toEqual([
      {
        message: 'Your password has been changed. Please sign in again with your new password.',
        status: 'info',
      },
    ]);
    expectRedirect(await visitor.visit('/profile'), '/login');
  });
});
