import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** spec §9 and the contract: 6 digits, valid 600 s, at most 5 wrong tries per code. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_WRONG = 5;

export function newOtpCode(pick: (max: number) => number = randomInt): string {
  return String(pick(10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** A short code needs no slow hash (6 digits are guessable anyway); the try limit protects it. */
export function hashOtpCode(code: string, salt = randomBytes(8).toString('hex')): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function sameCode(stored: string, code: string): boolean {
  const [salt] = stored.split('$');
  const candidate = Buffer.from(hashOtpCode(code, salt));
  const expected = Buffer.from(stored);
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

export interface OtpState {
  codeHash: string;
  attempts: number;
  expiresAt: string;
  consumedAt: string | null;
}

export type OtpCheck = 'ok' | 'wrong' | 'expired' | 'locked' | 'used';

/**
 * Judges one try. Order matters: a used or locked code stays so even when the right
 * digits arrive, and a wrong try is only counted (by the caller) when the result is 'wrong'.
 */
export function checkOtp(state: OtpState, code: string, now: Date): OtpCheck {
  if (state.consumedAt) return 'used';
  if (state.attempts >= OTP_MAX_WRONG) return 'locked';
  if (Date.parse(state.expiresAt) <= now.getTime()) return 'expired';
  return sameCode(state.codeHash, code) ? 'ok' : 'wrong';
}

export function otpExpiry(now: Date): string {
  return new Date(now.getTime() + OTP_TTL_SECONDS * 1000).toISOString();
}
