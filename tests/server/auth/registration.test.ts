import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type AssertablePage, type InertiaBrowser } from '../../support/inertia';
import { latestCode, uniqueEmail } from '../../support/data/outbox';
import { startPortal, type Portal } from '../../support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

/** What the embedded services say when a code is sent and when it is accepted. */
const SENT = 'A verification code has been sent to your email.';
const VERIFIED = 'Your account has been verified. You can now sign in.';

const person = (email: string) => ({
  first_name: 'Rana',
  last_name: 'Haddad',
  email,
  phone_number: '+1 702 123 4567',
  password: 'Secret!234',
  password_confirmation: 'Secret!234',
});

/** A visitor on the registration form of `type`. */
async function onForm(type: 'personal' | 'business' = 'personal'): Promise<InertiaBrowser> {
  const visitor = browser(portal.app);
  await visitor.visit(['register', { type }]);
  return visitor;
}

let landed: AssertablePage;
/** A visitor who registered and landed on the verification page (kept in `landed`). */
async function registered(email = uniqueEmail()): Promise<InertiaBrowser> {
  const visitor = await onForm('business');
  landed = (
    await visitor.post(['register.store', { type: 'business' }], person(email))
  ).redirectedTo('/register/verify');
  return visitor;
}

const verify = (visitor: InertiaBrowser, otp: string) =>
  visitor.post('register-verification.store', { otp });

describe('create account and registration form', () => {
  it('offers the customer types', async () => {
    (await browser(portal.app).visit('create-account')).component('auth/create-account');
  });

  it('renders the form with its type and a default phone country from the location lookup', async () => {
    (await browser(portal.app).visit(['register', { type: 'personal' }]))
      .component('auth/register')
      .where('type', 'personal')
      .where('defaultCountry', (c: string) => /^[A-Z]{2}$/.test(c));
  });

  it('looks the country up for the browser, not for the portal (its languages)', async () => {
    (
      await browser(portal.app).visit(['register', { type: 'business' }], {
        headers: { 'Accept-Language': 'fr-FR,fr' },
      })
    )
      .component('auth/register')
      .where('defaultCountry', 'FR');
  });

  it('requires every field and matching passwords', async () => {
    const visitor = await onForm();
    (
      await visitor.post(['register.store', { type: 'personal' }], {
        password: 'Secret!234',
        password_confirmation: 'x',
      })
    )
      .redirectedTo('/register/personal')
      .component('auth/register')
      .hasErrors({
        first_name: 'First name is required',
        last_name: 'Last name is required',
        email: 'Email is required',
        phone_number: 'Phone number is required',
        password_confirmation: 'Passwords do not match',
      });
  });

  it('shows the server’s field error for an e-mail already registered', async () => {
    const visitor = await onForm();
    (await visitor.post(['register.store', { type: 'personal' }], person('demo@portal.test')))
      .component('auth/register')
      .hasErrors(['email']);
  });
});

describe('registration verification', () => {
  it('keeps the countdown end in the session: a reload shows the same remaining time', async () => {
    const visitor = await registered();
    const first = (await visitor.visit('register-verification'))
      .component('auth/register-verification')
      .where('secondsLeft', (s: number) => s > 590 && s <= 600);
    const again = await visitor.visit('register-verification');
    again.where('secondsLeft', (s: number) => Math.abs(s - first.prop<number>('secondsLeft')) <= 1);
  });

  it('says so for a wrong code and stays', async () => {
    const visitor = await registered();
    (await verify(visitor, '000000'))
      .redirectedTo('/register/verify')
      .component('auth/register-verification')
      .hasErrors(['otp']);
  });

  it('locks the code at the fifth wrong one: the message stays, the countdown stops, Resend frees it', async () => {
    const email = uniqueEmail();
    const visitor = await registered(email);
    const right = await latestCode(portal, email);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await verify(visitor, wrong);
    (await visitor.visit('register-verification'))
      .component('auth/register-verification')
      .whereAll({ locked: true, secondsLeft: 0 });
    // Even the right code is refused now, without asking the service.
    (await verify(visitor, right))
      .component('auth/register-verification')
      .errorsExactly({ otp: 'Too many wrong codes. Ask for a new code with Resend.' });
    (await visitor.post('register-verification.resend'))
      .component('auth/register-verification')
      .where('locked', false);
    (await verify(visitor, await latestCode(portal, email))).redirectedTo('/login');
  });

  it('rejects a code that is not 6 digits before calling the service', async () => {
    const visitor = await registered();
    (await verify(visitor, '12a'))
      .component('auth/register-verification')
      .errorsExactly({ otp: 'Enter the 6-digit code' });
  });

  it('resend sends a new code, invalidates the old one and restarts the countdown', async () => {
    const email = uniqueEmail();
    const visitor = await registered(email);
    const old = await latestCode(portal, email);
    (await visitor.post('register-verification.resend')).redirectedTo('/register/verify');
    const fresh = await latestCode(portal, email);
    const refused = await verify(visitor, old);
    if (old !== fresh) refused.component('auth/register-verification').hasErrors(['otp']);
    (await verify(visitor, fresh)).redirectedTo('/login');
  });

  it('a correct code leads to login, and the new user can sign in', async () => {
    const email = uniqueEmail();
    const visitor = await registered(email);
    // The service's own notifications are the toasts (spec §8).
    landed.component('auth/register-verification').toasts({ message: SENT, status: 'success' });
    expect(landed.object.flash).toEqual({ toasts: [{ message: SENT, status: 'success' }] });
    const code = await latestCode(portal, email);
    const login = (await verify(visitor, code)).redirectedTo('/login').component('auth/login');
    expect(login.object.flash).toEqual({ toasts: [{ message: VERIFIED, status: 'success' }] });
    (await visitor.visit('register-verification')).redirectedTo('/create-account');
    (await visitor.post('login.store', { email, password: 'Secret!234' })).redirectedTo(
      '/dashboard',
    );
  });
});
