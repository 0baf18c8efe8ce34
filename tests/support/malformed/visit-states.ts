import { expect } from 'vitest';
import type { Guard } from '../../../routes/types';
import { DEMO } from '../data/outbox';
import { Browser, type Wire } from './raw-browser';

export async function anonymous(wire: Wire): Promise<Browser> {
  const browser = new Browser(wire, 'anonymous', '/login');
  const answer = await browser.visit('/login');
  expect(answer.status, 'the login page').toBe(200);
  return browser;
}

export async function signedIn(wire: Wire, name = 'signed in'): Promise<Browser> {
  const browser = new Browser(wire, name, '/dashboard');
  await browser.visit('/login');
  const before = browser.token;
  const answer = await browser.post('/login', { ...DEMO });
  expect([302, 303], `sign-in answered ${answer.status}`).toContain(answer.status);
  browser.stale = before;
  return browser;
}

/** A form a state needs posted, and where it must lead. */
async function expectStep(
  browser: Browser,
  path: string,
  body: Record<string, unknown>,
  to: string,
) {
  const answer = await browser.post(path, body);
  expect(answer.headers.location, `${browser.name}: ${path} answered ${answer.status}`).toBe(to);
  browser.page = to;
}

/** Sign-ups so far: each needs an e-mail of its own. */
let registrations = 0;

export interface State {
  name: string;
  /** The guard this state opens; a state without one gets every route of the table. */
  opens?: Guard;
  start(): Promise<Browser>;
}

/** The states of a visit the suite attacks from, each started by a browser of its own. */
export function visitStates(wire: Wire): State[] {
  return [
    {
      name: 'anonymous',
      async start() {
        const browser = await anonymous(wire);
        browser.stale = (await signedIn(wire)).token;
        return browser;
      },
    },
    { name: 'signed in', start: () => signedIn(wire) },
    {
      name: 'signing up',
      opens: 'otp',
      async start() {
        const browser = await anonymous(wire);
        browser.name = 'signing up';
        registrations += 1;
        await expectStep(
          browser,
          '/register/personal',
          {
            first_name: 'Rana',
            last_name: 'Haddad',
            email: `malformed.${registrations}.${Date.now().toString(36)}@portal.test`,
            phone_number: '+1 702 123 4567',
            password: 'Secret!234',
            password_confirmation: 'Secret!234',
          },
          '/register/verify',
        );
        return browser;
      },
    },
    {
      name: 'linking an account',
      opens: 'pendingAccount',
      async start() {
        const browser = await signedIn(wire, 'linking an account');
        await expectStep(
          browser,
          '/accounts/add',
          { account_number: '200400501' },
          '/accounts/verify',
        );
        return browser;
      },
    },
    {
      // Last: it works on the demo user's password, which every other state signs in with.
      name: 'resetting a password',
      opens: 'reset',
      async start() {
        const browser = await anonymous(wire);
        browser.name = 'resetting a password';
        await expectStep(
          browser,
          '/reset-password',
          { email: DEMO.email },
          '/reset-password/verify',
        );
        return browser;
      },
    },
  ];
}
