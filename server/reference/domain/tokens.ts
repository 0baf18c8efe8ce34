import { createHash, randomBytes } from 'node:crypto';

/** Bearer secrets (access tokens, OTP session tokens): 32 random bytes, kept only as SHA-256. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export const ACCESS_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
