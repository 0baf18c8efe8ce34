import { z } from 'zod';
import { upstreamPath, type Upstream } from '../upstream';
import { userSchema } from './schemas';

/**
 * Two-factor sign-in (docs/two-factor.md, 'The provider's side'): the authenticator app,
 * passkeys and recovery codes on the auth service, the sign-in's second step and a
 * passkey alone on the main API. The provider keeps every secret; the portal passes its
 * relying party (`rp_id` its host name, `origin` its origin) with each passkey call. A
 * provider without the extension answers 404 to `GET /two-factor`.
 */

/**
 * The provider's refusals and notices of two-factor sign-in (docs/two-factor.md), in the
 * server's catalogs so that the reader sees them in their language (docs/i18n.md).
 */
export const TWO_FACTOR_PROVIDER_WORDS = [
  /*i18n*/ 'Two-factor sign-in required.',
  /*i18n*/ 'The code is not right. Try the newest one in your app.',
  /*i18n*/ 'This code has already been used. Wait for the next one.',
  /*i18n*/ 'Enter the code from your app or a recovery code, or use a passkey.',
  /*i18n*/ 'This recovery code is not valid or was already used.',
  /*i18n*/ 'Start again: there is no authenticator app waiting to be confirmed.',
  /*i18n*/ 'The password is not right.',
  /*i18n*/ 'Turn on an authenticator app or a passkey first.',
  /*i18n*/ 'This passkey answered for another website, so it cannot be used here.',
  /*i18n*/ 'This passkey prompt has expired. Try adding the passkey again.',
  /*i18n*/ 'This passkey is not registered with your profile.',
  /*i18n*/ 'No passkey is registered with this profile.',
  /*i18n*/ 'Passkey not found.',
] as const;

/** The browser's WebAuthn JSON (options and answers) travels as it is: the provider checks it. */
const webauthnJson = z.record(z.string(), z.unknown());

const passkeySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});

const statusSchema = z.object({
  enabled: z.boolean(),
  totp: z.boolean(),
  passkeys: z.array(passkeySchema),
  recovery_codes_left: z.number(),
});
export type TwoFactorState = z.infer<typeof statusSchema>;
export type Passkey = z.infer<typeof passkeySchema>;

/** What turning a factor on or off answers: the new state, and codes when it was turned on. */
const changed = z.object({
  two_factor: statusSchema,
  recovery_codes: z.array(z.string()).nullish(),
});

/** The portal as WebAuthn relying party: its host name and origin (server/http/origin.ts). */
export interface RelyingParty {
  rp_id: string;
  origin: string;
}

export async function twoFactorState(up: Upstream, token: string): Promise<TwoFactorState> {
  return (await up.auth.get('/two-factor', { token, schema: statusSchema })).data;
}

export async function startTotp(up: Upstream, token: string) {
  const schema = z.object({ secret: z.string().min(1), otpauth_url: z.string().min(1) });
  return (await up.auth.post('/two-factor/totp', { token, body: {}, schema })).data;
}

export function confirmTotp(up: Upstream, token: string, code: string) {
  return up.auth.post('/two-factor/totp/confirm', { token, body: { code }, schema: changed });
}

export function turnOffTotp(up: Upstream, token: string, password: string) {
  return up.auth.delete('/two-factor/totp', { token, body: { password }, schema: changed });
}

export function newRecoveryCodes(up: Upstream, token: string, password: string) {
  return up.auth.post('/two-factor/recovery-codes', {
    token,
    body: { password },
    schema: changed,
  });
}

export async function passkeyRegistrationOptions(
  up: Upstream,
  token: string,
  rpId: string,
  rpName: string,
) {
  const { data } = await up.auth.post('/passkeys/registration-options', {
    token,
    body: { rp_id: rpId, rp_name: rpName },
    schema: webauthnJson,
  });
  return data;
}

export function addPasskey(
  up: Upstream,
  token: string,
  name: string,
  response: unknown,
  rp: RelyingParty,
) {
  return up.auth.post('/passkeys', {
    token,
    body: { name, response, ...rp },
    schema: changed.extend({ passkey: passkeySchema }),
  });
}

export function renamePasskey(up: Upstream, token: string, id: string, name: string) {
  return up.auth.post(upstreamPath`/passkeys/${id}`, {
    token,
    body: { name },
    schema: z.object({ passkey: passkeySchema }),
  });
}

export function removePasskey(up: Upstream, token: string, id: string, password: string) {
  return up.auth.delete(upstreamPath`/passkeys/${id}`, {
    token,
    body: { password },
    schema: changed.pick({ two_factor: true }),
  });
}

/** A sign-in's second step, as the password's answer gives it. */
export const secondStepSchema = z.object({
  challenge: z.string().min(1),
  methods: z.array(z.enum(['totp', 'passkey', 'recovery'])),
  expires_at: z.string().nullish(),
});
export type SecondStep = z.infer<typeof secondStepSchema>;

const signedIn = z.object({
  access_token: z.object({ token: z.string().min(1), expires_at: z.string().nullish() }),
  user: userSchema,
});

/** One answer to the second step: the app's code, a recovery code, or a passkey's. */
export type SecondFactorAnswer =
  { code: string } | { recovery_code: string } | { passkey: { response: unknown } & RelyingParty };

export async function answerSecondStep(
  up: Upstream,
  challenge: string,
  answer: SecondFactorAnswer,
) {
  const { data } = await up.main.post('/user/login/two-factor', {
    body: { challenge, ...answer },
    schema: signedIn,
  });
  return { token: data.access_token.token, user: data.user };
}

export async function secondStepPasskeyOptions(up: Upstream, challenge: string, rpId: string) {
  const { data } = await up.main.post('/user/login/two-factor/passkey-options', {
    body: { challenge, rp_id: rpId },
    schema: z.object({ options: webauthnJson }),
  });
  return data.options;
}

export async function passkeySignInOptions(up: Upstream, rpId: string) {
  const { data } = await up.main.post('/user/login/passkey-options', {
    body: { rp_id: rpId },
    schema: z.object({ challenge_id: z.string().min(1), options: webauthnJson }),
  });
  return data;
}

export async function passkeySignIn(
  up: Upstream,
  challengeId: string,
  response: unknown,
  rp: RelyingParty,
) {
  const { data } = await up.main.post('/user/login/passkey', {
    body: { challenge_id: challengeId, response, ...rp },
    schema: signedIn,
  });
  return { token: data.access_token.token, user: data.user };
}
