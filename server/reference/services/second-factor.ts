import {
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { z } from 'zod';
import {
  codeStep,
  newRecoveryCode,
  originFits,
  RECOVERY_CODE_COUNT,
  validRpId,
} from '../domain/two-factor';
import {
  passkeyById,
  passkeyDto,
  passkeysOf,
  passkeyUsed,
  type PasskeyRow,
} from '../store/passkeys';
import {
  deleteRecoveryCodes,
  recoveryCodesLeft,
  refreshTwoFactor,
  replaceRecoveryCodes,
  takeTotpStep,
  totpOf,
  type WebauthnChallengeRow,
} from '../store/two-factor';
import type { ServiceContext } from './context';

/**
 * What the auth service's set-up calls and the main API's sign-in share of two-factor
 * sign-in (docs/two-factor.md): the user's factors, the codes' and passkeys' checks, and
 * their refusals' words.
 */

export const WORDS = {
  codeWrong: 'The code is not right. Try the newest one in your app.',
  codeReplayed: 'This code has already been used. Wait for the next one.',
  recoveryWrong: 'This recovery code is not valid or was already used.',
  challengeGone: 'Sign in again: this sign-in has expired.',
  passwordWrong: 'The password is not right.',
  passkeyOtherSite: 'This passkey answered for another website, so it cannot be used here.',
  passkeyPromptGone: 'This passkey prompt has expired. Try again.',
  passkeyUnknown: 'This passkey is not registered with your profile.',
  passkeyFailed: 'This passkey could not be verified. Try again.',
  passkeyNotFound: 'Passkey not found.',
} as const;

/** The relying party the portal names in a WebAuthn call: its host name and origin. */
export const rpIdField = z
  .string({ error: 'The site (rp_id) is required' })
  .trim()
  .toLowerCase()
  .refine(validRpId, 'The site (rp_id) must be a host name');

export const relyingParty = z
  .object({
    rp_id: rpIdField,
    origin: z.string({ error: 'The origin is required' }).trim().min(1, 'The origin is required'),
  })
  .refine((body) => originFits(body.origin, body.rp_id), {
    path: ['origin'],
    message: 'The origin must be the site (rp_id) over https',
  });

/** A browser's answer to a passkey prompt, as JSON (its parts base64url). */
const ANSWER_MISSING = 'The passkey answer is required';
export const credentialJson = z
  .object(
    {
      id: z.string({ error: ANSWER_MISSING }).min(1, ANSWER_MISSING),
      rawId: z.string({ error: ANSWER_MISSING }).min(1, ANSWER_MISSING),
      response: z.object({}, { error: ANSWER_MISSING }).loose(),
    },
    { error: ANSWER_MISSING },
  )
  .loose();

/** The profile's view of a user's second factors. */
export function twoFactorStatus(ctx: ServiceContext, userId: number) {
  const totp = totpOf(ctx.db, userId);
  const passkeys = passkeysOf(ctx.db, userId).map(passkeyDto);
  const app = Boolean(totp?.secret);
  return {
    enabled: app || passkeys.length > 0,
    totp: app,
    passkeys,
    recovery_codes_left: recoveryCodesLeft(ctx.db, userId),
  };
}

/** Ten new recovery codes for the user, shown this once; the old ones are void. */
export function issueRecoveryCodes(ctx: ServiceContext, userId: number): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  replaceRecoveryCodes(ctx.db, userId, codes, ctx.now());
  return codes;
}

/**
 * After a factor was added: when it turned two-factor on (it was off), the user's recovery
 * codes, else null. Call inside the transaction that added it.
 */
export function factorAdded(ctx: ServiceContext, userId: number, wasOn: boolean): string[] | null {
  refreshTwoFactor(ctx.db, userId);
  return wasOn ? null : issueRecoveryCodes(ctx, userId);
}

/** After a factor was removed: with none left, two-factor is off and the codes are gone. */
export function factorRemoved(ctx: ServiceContext, userId: number): void {
  if (!refreshTwoFactor(ctx.db, userId)) deleteRecoveryCodes(ctx.db, userId);
}

export type CodeCheck = 'ok' | 'wrong' | 'replayed';

/**
 * An app's code at sign-in: taken once; a code of a step at or before the last one taken
 * (the same code again, or an older one still in the window) is a replay.
 */
export function checkTotp(ctx: ServiceContext, userId: number, code: string): CodeCheck {
  const secret = totpOf(ctx.db, userId)?.secret;
  if (!secret) return 'wrong';
  const step = codeStep(secret, code, ctx.now());
  if (step === null) return 'wrong';
  return takeTotpStep(ctx.db, userId, step) ? 'ok' : 'replayed';
}

export const transportsOf = (row: PasskeyRow): AuthenticatorTransportFuture[] =>
  JSON.parse(row.transports) as AuthenticatorTransportFuture[];

/** The origin a browser's answer says it was made on, or null when unreadable. */
export function answeredOrigin(response: { response: Record<string, unknown> }): string | null {
  const data = response.response.clientDataJSON;
  if (typeof data !== 'string') return null;
  try {
    return decodeClientDataJSON(data).origin;
  } catch {
    return null;
  }
}

export type PasskeyCheck = { ok: true; passkey: PasskeyRow } | { ok: false; message: string };

/**
 * A browser's answer to a passkey prompt: made on the portal's origin for its rp id, for the
 * prompt's challenge, signed by a passkey the provider keeps (the user's when `userId` is
 * given), its counter moving on. The passkey's use is recorded when it passes.
 */
export async function checkAssertion(
  ctx: ServiceContext,
  input: {
    response: z.infer<typeof credentialJson>;
    rpId: string;
    origin: string;
    challenge: WebauthnChallengeRow | undefined;
    userId?: number;
    /** A passkey alone signs in only with the user verified (PIN, face, finger). */
    requireUserVerification: boolean;
    /** The user handle the passkey must carry (a sign-in without password). */
    handleOf?: (userId: number) => string;
  },
): Promise<PasskeyCheck> {
  const origin = answeredOrigin(input.response);
  if (origin !== null && origin !== input.origin) {
    return { ok: false, message: WORDS.passkeyOtherSite };
  }
  const challenge = input.challenge;
  if (!challenge || challenge.rp_id !== input.rpId) {
    return { ok: false, message: WORDS.passkeyPromptGone };
  }
  const passkey = passkeyById(ctx.db, input.response.id);
  if (!passkey || (input.userId !== undefined && passkey.user_id !== input.userId)) {
    return { ok: false, message: WORDS.passkeyUnknown };
  }
  const handle = input.response.response.userHandle;
  if (
    input.handleOf &&
    (typeof handle !== 'string' || handle !== input.handleOf(passkey.user_id))
  ) {
    return { ok: false, message: WORDS.passkeyUnknown };
  }
  try {
    const result = await verifyAuthenticationResponse({
      response: input.response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: input.origin,
      expectedRPID: input.rpId,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: input.requireUserVerification,
    });
    if (!result.verified) return { ok: false, message: WORDS.passkeyFailed };
    passkeyUsed(ctx.db, passkey.id, result.authenticationInfo.newCounter, ctx.now());
    return { ok: true, passkey };
  } catch {
    return { ok: false, message: WORDS.passkeyFailed };
  }
}
