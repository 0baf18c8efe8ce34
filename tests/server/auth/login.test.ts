import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';

const LOGIN_SUCCESS = messages.toast.loginSuccess;
import { browser, DEMO_CREDENTIALS as DEMO, signedIn as signIn } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

const signedIn = () => signIn(portal.app);
const sessionCookie = (headers: Record<string, unknown>) =>
  /portal_session=([^;]+)/.exec(String(headers['set-cookie']))?.[1];

describe('login', () => {
  it('renders auth/login for a guest', async () => {
    (await browser(portal.app).visit('login')).component('auth/login');
  });

  it('requires both fields, with messages under them', async () => {
    const visitor = browser(portal.app);
    await visitor.visit('login');
    (await visitor.post('login.store', {}))
      .redirectedTo('/login')
      .component('auth/login')
      .errorsExactly({ email: 'Email is required', password: 'Password is required' });
  });

  it('signs in: token kept on the server, accounts loaded, first selected, toast', async () => {
    const visitor = browser(portal.app);
    const before = await visitor.visit('login');
    const res = await visitor.post('login.store', DEMO, { follow: false });
    expect(res.headers.location).toBe('/dashboard');
    const page = await visitor.visit('accounts');
    page
      .where('auth.user.email', DEMO.email)
      .where('accounts', (accounts: unknown[]) => accounts.length > 0)
      .where('selectedAccountId', page.prop('accounts.0.id'))
      .toasts({ message: LOGIN_SUCCESS, status: 'success' });
    expect(page.object.flash).toEqual({ toasts: [{ message: LOGIN_SUCCESS, status: 'success' }] });
    expect(JSON.stringify(page.object)).not.toMatch(/access_?token/i);
    const oldSid = sessionCookie(before.headers);
    const newSid = sessionCookie(res.headers);
    expect(newSid).toBeDefined();
    expect(newSid).not.toBe(oldSid);
  });

  it('gives the new session a CSRF token at once: the next form works without a reload', async () => {
    const visitor = await signedIn();
    const second = (await visitor.visit('reports')).prop<number>('accounts.1.id');
    const fresh = browser(portal.app);
    await fresh.visit('login');
    // No page is loaded between the sign-in and the next form.
    await fresh.post('login.store', DEMO, { follow: false });
    await fresh.post('accounts.select', { account_id: second }, { follow: false });
    (await fresh.visit('reports'))
      .toasts({ message: LOGIN_SUCCESS, status: 'success' })
      .where('selectedAccountId', second);
  });

  it('answers a wrong password with one generic message that does not say if the e-mail exists', async () => {
    const messageFor = async (email: string) => {
      const visitor = browser(portal.app);
      await visitor.visit('login');
      const page = (await visitor.post('login.store', { email, password: 'wrong-password' }))
        .redirectedTo('/login')
        .component('auth/login');
      return JSON.stringify({ errors: page.errors(), flash: page.object.flash });
    };
    const known = await messageFor(DEMO.email);
    const unknown = await messageFor('nobody.here@portal.test');
    expect(known).not.toBe(JSON.stringify({ errors: {}, flash: {} }));
    expect(known).toBe(unknown);
  });

  it('reports a wrong password once for the whole form, marking neither field', async () => {
    const visitor = browser(portal.app);
    await visitor.visit('login');
    (await visitor.post('login.store', { email: DEMO.email, password: 'wrong-password' }))
      .component('auth/login')
      .errorsExactly({ form: 'These credentials do not match our records.' });
  });

  it('sends a signed-in user from the auth screens to the dashboard', async () => {
    const visitor = await signedIn();
    for (const target of [
      'login',
      'create-account',
      ['register', { type: 'personal' }],
      'reset-password',
    ] as const) {
      (await visitor.visit(target)).redirectedTo('/dashboard');
    }
    (await visitor.visit('home')).redirectedTo('/dashboard');
  });
});

describe('logout', () => {
  it('renders the confirm page, and its POST forgets everything and clears history', async () => {
    const visitor = await signedIn();
    (await visitor.visit('logout')).component('auth/logout');
    (await visitor.post('logout.store'))
      .redirectedTo('/login')
      .component('auth/login')
      .pageField('clearHistory', true)
      .where('auth', { user: null })
      .where('accounts', []);
    (await visitor.visit('dashboard')).redirectedTo('/login');
  });

  it('encrypts signed-in pages in history (on the loopback address)', async () => {
    const visitor = await signedIn();
    (await visitor.visit('accounts', { headers: { Host: '127.0.0.1' } })).pageField(
      'encryptHistory',
      true,
    );
  });
});
