import { randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * The rules of two-factor sign-in (docs/two-factor.md): the authenticator app's codes
 * (RFC 6238 through otpauth: SHA-1, 6 digits, 30 seconds, as every app reads them), the
 * recovery codes, and what a relying party's origin must be.
 */

/** What the authenticator app lists the account under. */
export const TOTP_ISSUER = 'Courier Portal';
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after the clock's is still taken: phones drift. */
export const TOTP_WINDOW = 1;

export const SIGN_IN_CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong answers a sign-in's second step takes before it is void. */
export const SECOND_STEP_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;
export const PASSKEY_NAME_MAX = 60;

/** A new secret for the app: 20 random bytes (160 bits, RFC 4226's length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// address the QR code carries: the issuer, the user's e-mail, the secret. */
export function otpauthUrl(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The time step a moment falls in. */
export const timeStep = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step a code belongs to, within the window around now, or null when it is no
 * code of this secret. Spaces in what was typed are left out; anything else than six digits
 * is no code.
 */
export function codeStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : timeStep(now) + delta;
}

// Recovery codes: ten characters of an alphabet without look-alikes (no 0/o, 1/l/i),
// written as two groups of five: about 50 bits each.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < 10; index += 1) {
    code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  }
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** As typed: any case, with or without the hyphen and spaces. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

/** A random identifier for a challenge handed to the portal. */
export const newChallengeId = () => randomBytes(24).toString('base64url');

/** A host name as WebAuthn takes it for the relying party's id. */
export function validRpId(rpId: string): boolean {
  return (
    rpId.length <= 253 &&
    /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(rpId)
  );
}

/**
 * An origin the relying party may ask for: https (http only on localhost, as browsers allow
 * WebAuthn there), with its host the rp id or under it.
 */
export function originFits(origin: string, rpId: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return false;
  return url.hostname === rpId || url.hostname.endsWith(`.${rpId}`);
}
