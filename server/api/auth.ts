import { z } from 'zod';
import type { CustomerType } from '../../shared/forms/auth';
import type { Account, User } from '../../shared/types';
import type { Upstream } from '../upstream';
import { accountSchema, tokenSchema, userSchema } from './schemas';
import { secondStepSchema, type SecondStep } from './two-factor';

/** Sign-in, registration, one-time codes and password reset (main API, spec §7). */

const loginResult = z.object({
  access_token: z.object({ token: z.string().min(1), expires_at: z.string().nullish() }),
  user: userSchema,
});

export async function signIn(up: Upstream, email: string, password: string) {
  const { data } = await up.main.post('/user/login', {
    body: { email, password },
    schema: loginResult,
  });
  return { token: data.access_token.token, user: data.user };
}

/** A user with two-factor on gets no token for the password, but a second step to answer. */
const secondStepResult = z.object({ two_factor: secondStepSchema });

/**
 * The sign-in form's call: signed in, or (docs/two-factor.md) a second step to answer
 * first. `signIn` above is for a sign-in again after a password change, where a second
 * step is a refusal: the user signs in on the form.
 */
export async function passwordSignIn(
  up: Upstream,
  email: string,
  password: string,
): Promise<{ token: string; user: User; twoFactor?: undefined } | { twoFactor: SecondStep }> {
  const { data } = await up.main.post('/user/login', {
    body: { email, password },
    schema: z.union([loginResult, secondStepResult]),
  });
  if ('two_factor' in data) return { twoFactor: data.two_factor };
  return { token: data.access_token.token, user: data.user };
}

/**
 * Sign-out at the provider (a contract extension): the token stops working there too. It
 * only adds to the local sign-out, so it gets the short deadline and a provider without it
 * (or down) changes nothing.
 */
export async function signOut(up: Upstream, token: string): Promise<void> {
  await up.main.post('/user/logout', { token, optional: true }).catch(() => undefined);
}

const accountList = z.array(accountSchema);
const location = z.object({ country_code: z.string().length(2) });

export async function linkedAccounts(up: Upstream, token: string): Promise<Account[]> {
  return (await up.main.get('/user/clients', { token, schema: accountList })).data;
}

export interface Registration {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password: string;
  password_confirmation: string;
}

/*
 * The one-time-code calls return the whole envelope (`{ data, notification }`): the
 * controllers show the service's notification ("a code has been sent...") as a toast.
 */

/** The contract asks for placeholder address fields at sign-up; the profile fills them later. */
export function register(up: Upstream, form: Registration, type: CustomerType) {
  const body = { ...form, customer_type: type, province: '', country: '', city: '' };
  return up.main.post('/user/register', { body, schema: tokenSchema });
}

export function verifyRegistration(up: Upstream, token: string, otp: string) {
  return up.main.post('/user/verify-otp', { body: { token, otp } });
}

export function resendCode(up: Upstream, token: string) {
  return up.main.post('/user/resend-otp', { body: { token, driver: 'mail' }, schema: tokenSchema });
}

export function requestReset(up: Upstream, email: string) {
  return up.main.post('/user/reset-password', { body: { email }, schema: tokenSchema });
}

export function verifyReset(up: Upstream, token: string, otp: string) {
  return up.main.post('/user/reset-verify', { body: { token, otp } });
}

export function completeReset(
  up: Upstream,
  token: string,
  otp: string,
  passwords: { new_password: string; new_password_confirmation: string },
) {
  return up.main.post('/user/reset-password-verify', { body: { token, otp, ...passwords } });
}

/**
 * The location lookup picks the phone input's default country from the browser's address
 * and languages (the service sees only ours otherwise). It only improves the page: it gets
 * the short deadline, and any failure gives the fallback.
 */
export async function callerCountry(
  up: Upstream,
  caller: { ip?: string; acceptLanguage?: string },
  fallback = 'US',
): Promise<string> {
  try {
    const { data } = await up.main.post('/user/location', {
      caller,
      optional: true,
      schema: location,
    });
    return data.country_code.toUpperCase();
  } catch {
    return fallback;
  }
}
