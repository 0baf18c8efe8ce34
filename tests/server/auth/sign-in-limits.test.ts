import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browser, DEMO_CREDENTIALS as DEMO, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

// The growing delay is recorded instead of waited, so the test runs at full speed.
const waits: number[] = [];

let portal: Portal;
beforeAll(async () => {
  // One proxy hop: the test chooses each request's address with X-Forwarded-For.
  portal = await startPortal({
    env: { TRUST_PROXY: '1' },
    signInWait: async (ms) => void waits.push(ms),
  });
});
afterAll(() => portal?.close());
beforeEach(() => {
  waits.length = 0;
});

const from = (address: string) => ({ 'X-Forwarded-For': address });

/** A wrong password from `address`; the page the user is sent back to. */
const fail = (visitor: InertiaBrowser, email: string, address: string) =>
  visitor.post('login.store', { email, password: 'wrong-password' }, { headers: from(address) });

async function onLogin(): Promise<InertiaBrowser> {
  const visitor = browser(portal.app);
  await visitor.visit('login');
  return visitor;
}

const tooMany = { message: expect.stringMatching(/^Too many attempts/), status: 'error' };

// Each case signs in a dozen times or more, each a password check on the provider's side.
describe('sign-in limits', { timeout: 30_000 }, () => {
  it('lock the address that keeps failing for an e-mail, with a clear message', async () => {
    const stranger = await onLogin();
    const email = 'limited@portal.test';
    for (let i = 0; i < 10; i++) await fail(stranger, email, '203.0.113.1');
    await stranger.visit('login');
    (await fail(stranger, email, '203.0.113.1'))
      .redirectedTo('/login')
      .component('auth/login')
      .toasts(tooMany);
  });

  it('never lock the owner out: an attacked e-mail only slows down, from any address', async () => {
    const stranger = await onLogin();
    for (let i = 0; i < 12; i++) await fail(stranger, DEMO.email, '203.0.113.2');
    expect(waits.length).toBeGreaterThan(0);
    waits.length = 0;

    const owner = await onLogin();
    (await owner.post('login.store', DEMO, { headers: from('198.51.100.7') })).redirectedTo(
      '/dashboard',
    );
    // The owner waited the e-mail's delay, and was let in.
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(0);
  });

  it('lock an address that tries many e-mails', async () => {
    const visitor = await onLogin();
    for (let i = 0; i < 30; i++) await fail(visitor, `someone${i}@portal.test`, '203.0.113.3');
    await visitor.visit('login');
    (await fail(visitor, 'one-more@portal.test', '203.0.113.3'))
      .component('auth/login')
      .toasts(tooMany);
  });
});
