import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPage, expectRedirect, Visitor } from '../support/client';
import { latestCode, uniqueEmail } from '../support/outbox';
import { startTestPortal, type TestPortal } from '../support/portal';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
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

async function registered(email = uniqueEmail()): Promise<Visitor> {
  const visitor = new Visitor(portal.app);
  expectRedirect(
    await visitor.send('post', '/register/business', person(email)),
    '/register/verify',
  );
  return visitor;
}

describe('create account and registration form', () => {
  it('offers the customer types', async () => {
    expectPage(await new Visitor(portal.app).visit('/create-account'), 'auth/create-account');
  });

  it('renders the form with its type and a default phone country from the location lookup', async () => {
    const page = expectPage(
      await new Visitor(portal.app).visit('/register/personal'),
      'auth/register',
    );
    expect(page.props.type).toBe('personal');
    expect(page.props.defaultCountry).toMatch(/^[A-Z]{2}$/);
  });

  it('looks the country up for the browser, not for the portal (its languages)', async () => {
    const page = expectPage(
      await new Visitor(portal.app).visit('/register/business', { 'Accept-Language': 'fr-FR,fr' }),
      'auth/register',
    );
    expect(page.props.defaultCountry).toBe('FR');
  });

  it('requires every field and matching passwords', async () => {
    const visitor = new Visitor(portal.app);
    await visitor.send('post', '/register/personal', {
      password: 'Secret!234',
      password_confirmation: 'x',
    });
    const page = expectPage(await visitor.visit('/register/personal'), 'auth/register');
    expect(page.props.errors).toMatchObject({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      phone_number: 'Phone number is required',
      password_confirmation: 'Passwords do not match',
    });
  });

  it('shows the server’s field error for an e-mail already registered', async () => {
    const visitor = new Visitor(portal.app);
    await visitor.send('post', '/register/personal', person('demo@portal.test'));
    const page = expectPage(await visitor.visit('/register/personal'), 'auth/register');
    expect(page.props.errors).toHaveProperty('email');
  });
});

describe('registration verification', () => {
  it('keeps the countdown end in the session: a reload shows the same remaining time', async () => {
    const visitor = await registered();
    const first = expectPage(await visitor.visit('/register/verify'), 'auth/register-verification');
    expect(first.props.secondsLeft).toBeGreaterThan(590);
    expect(first.props.secondsLeft).toBeLessThanOrEqual(600);
    const again = expectPage(await visitor.visit('/register/verify'), 'auth/register-verification');
    expect(
      Math.abs((again.props.secondsLeft as number) - (first.props.secondsLeft as number)),
    ).toBeLessThanOrEqual(1);
  });

  it('says so for a wrong code and stays', async () => {
    const visitor = await registered();
    await visitor.send('post', '/register/verify', { otp: '000000' });
    const page = expectPage(await visitor.visit('/register/verify'), 'auth/register-verification');
    expect(page.props.errors).toHaveProperty('otp');
  });

  it('locks the code at the fifth wrong one: the message stays, the countdown stops, Resend frees it', async () => {
    const email = uniqueEmail();
    const visitor = await registered(email);
    const right = await latestCode(portal, email);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await visitor.send('post', '/register/verify', { otp: wrong });
    let page = expectPage(await visitor.visit('/register/verify'), 'auth/register-verification');
    expect(page.props).toMatchObject({ locked: true, secondsLeft: 0 });
    // Even the right code is refused now, without asking the service.
    await visitor.send('post', '/register/verify', { otp: right });
    page = expectPage(await visitor.visit('/register/verify'), 'auth/register-verification');
    expect(page.props.errors).toEqual({
      otp: 'Too many wrong codes. Ask for a new code with Resend.',
    });
    await visitor.send('post', '/register/verify/resend');
    page = expectPage(await visitor.visit('/register/verify'), 'auth/register-verification');
    expect(page.props.locked).toBe(false);
    expectRedirect(
      await visitor.send('post', '/register/verify', { otp: await latestCode(portal, email) }),
      '/login',
    );
  });

  it('rejects a code that is not 6 digits before calling the service', async () => {
    const visitor = await registered();
    await visitor.send('post', '/register/verify', { otp: '12a' });
    const page = expectPage(await visitor.visit('/register/verify'), 'auth/register-verification');
    expect(page.props.errors).toEqual({ otp: 'Enter the 6-digit code' });
  });

  it('resend sends a new code, invalidates the old one and restarts the countdown', async () => {
    const email = uniqueEmail();
    const visitor = await registered(email);
    const old = await latestCode(portal, email);
    expectRedirect(await visitor.send('post', '/register/verify/resend'), '/register/verify');
    const fresh = await latestCode(portal, email);
    await visitor.send('post', '/register/verify', { otp: old });
    if (old !== fresh) {
      const page = expectPage(
        await visitor.visit('/register/verify'),
        'auth/register-verification',
      );
      expect(page.props.errors).toHaveProperty('otp');
    }
    expectRedirect(await visitor.send('post', '/register/verify', { otp: fresh }), '/login');
  });

  it('a correct code leads to login, and the new user can sign in', async () => {
    const email = uniqueEmail();
    const visitor = await registered(email);
    // The service's own notifications are the toasts (spec §8).
    const verify = expectPage(
      await visitor.visit('/register/verify'),
      'auth/register-verification',
    );
    expect(verify.flash).toEqual({ toasts: [{ message: SENT, status: 'success' }] });
    const code = await latestCode(portal, email);
    expectRedirect(await visitor.send('post', '/register/verify', { otp: code }), '/login');
    const page = expectPage(await visitor.visit('/login'), 'auth/login');
    expect(page.flash).toEqual({ toasts: [{ message: VERIFIED, status: 'success' }] });
    expectRedirect(await visitor.visit('/register/verify'), '/create-account');
    expectRedirect(
      await visitor.send('post', '/login', { email, password: 'Secret!234' }),
      '/dashboard',
    );
  });
});
