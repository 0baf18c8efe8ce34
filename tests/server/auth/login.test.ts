import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_SUCCESS } from '../../../server/controllers/session';
import { expectPage, expectRedirect, Visitor } from '../support/client';
import { DEMO } from '../support/outbox';
import { startTestPortal, type TestPortal } from '../support/portal';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.close());

async function signedIn(): Promise<Visitor> {
  const visitor = new Visitor(portal.app);
  expectRedirect(await visitor.send('post', '/login', DEMO), '/dashboard');
  return visitor;
}

describe('login', () => {
  it('renders auth/login for a guest', async () => {
    expectPage(await new Visitor(portal.app).visit('/login'), 'auth/login');
  });

  it('requires both fields, with messages under them', async () => {
    const visitor = new Visitor(portal.app);
    expectRedirect(await visitor.send('post', '/login', {}), '/login');
    const page = expectPage(await visitor.visit('/login'), 'auth/login');
    expect(page.props.errors).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('signs in: token kept on the server, accounts loaded, first selected, toast', async () => {
    const visitor = new Visitor(portal.app);
    const before = await visitor.visit('/login');
    const res = await visitor.send('post', '/login', DEMO);
    expectRedirect(res, '/dashboard');
    const page = (await visitor.visit('/accounts')).body;
    expect(page.props.auth.user.email).toBe(DEMO.email);
    expect(page.props.accounts.length).toBeGreaterThan(0);
    expect(page.props.selectedAccountId).toBe(page.props.accounts[0].id);
    expect(page.flash).toEqual({ toasts: [{ message: LOGIN_SUCCESS, status: 'success' }] });
    expect(JSON.stringify(page)).not.toMatch(/access_?token/i);
    const oldSid = /portal_session=([^;]+)/.exec(String(before.headers['set-cookie']))?.[1];
    const newSid = /portal_session=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1];
    expect(newSid).toBeDefined();
    expect(newSid).not.toBe(oldSid);
  });

  it('gives the new session a CSRF token at once: the next form works without a reload', async () => {
    const visitor = await signedIn();
    const { accounts } = (await visitor.visit('/reports')).body.props;
    const fresh = new Visitor(portal.app);
    await fresh.send('post', '/login', DEMO);
    await fresh.send('post', '/accounts/select', { account_id: accounts[1].id });
    const page = (await fresh.visit('/reports')).body;
    expect(page.flash).toEqual({ toasts: [{ message: LOGIN_SUCCESS, status: 'success' }] });
    expect(page.props.selectedAccountId).toBe(accounts[1].id);
  });

  it('answers a wrong password with one generic message that does not say if the e-mail exists', async () => {
    const messageFor = async (email: string) => {
      const visitor = new Visitor(portal.app);
      await visitor.send('post', '/login', { email, password: 'wrong-password' });
      const page = expectPage(await visitor.visit('/login'), 'auth/login');
      return JSON.stringify({ errors: page.props.errors, flash: page.flash });
    };
    const known = await messageFor(DEMO.email);
    const unknown = await messageFor('nobody.here@portal.test');
    expect(known).not.toBe(JSON.stringify({ errors: {}, flash: {} }));
    expect(known).toBe(unknown);
  });

  it('reports a wrong password once for the whole form, marking neither field', async () => {
    const visitor = new Visitor(portal.app);
    await visitor.send('post', '/login', { email: DEMO.email, password: 'wrong-password' });
    const page = expectPage(await visitor.visit('/login'), 'auth/login');
    expect(page.props.errors).toEqual({ form: 'These credentials do not match our records.' });
  });

  it('sends a signed-in user from the auth screens to the dashboard', async () => {
    const visitor = await signedIn();
    for (const path of ['/login', '/create-account', '/register/personal', '/reset-password']) {
      expectRedirect(await visitor.visit(path), '/dashboard');
    }
    expectRedirect(await visitor.visit('/'), '/dashboard');
  });
});

describe('logout', () => {
  it('renders the confirm page, and its POST forgets everything and clears history', async () => {
    const visitor = await signedIn();
    expectPage(await visitor.visit('/logout'), 'auth/logout');
    expectRedirect(await visitor.send('post', '/logout'), '/login');
    const page = expectPage(await visitor.visit('/login'), 'auth/login');
    expect(page.clearHistory).toBe(true);
    expect(page.props.auth).toEqual({ user: null });
    expect(page.props.accounts).toEqual([]);
    expectRedirect(await visitor.visit('/dashboard'), '/login');
  });

  it('encrypts signed-in pages in history (on the loopback address)', async () => {
    const visitor = await signedIn();
    const res = await visitor.visit('/accounts', { Host: '127.0.0.1' });
    expect(res.body.encryptHistory).toBe(true);
  });
});
