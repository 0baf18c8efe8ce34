import type { Db } from '../db/connection';
import { ACCESS_TOKEN_TTL_MS, hashSecret, newSecret } from '../domain/tokens';
import type { UserRow } from './users';

export function issueAccessToken(
  db: Db,
  userId: number,
  now: Date,
): { token: string; expires_at: string } {
  // Tokens long expired are of no use to anyone; sweep the user's on each sign-in.
  db.prepare('DELETE FROM access_tokens WHERE user_id = ? AND expires_at < ?').run(
    userId,
    now.toISOString(),
  );
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS).toISOString();
  db.prepare(
    'INSERT INTO access_tokens (user_id, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?)',
  ).run(userId, hashSecret(token), expiresAt, now.toISOString());
  return { token, expires_at: expiresAt };
}

/** The verified user holding a live token, or undefined when missing, expired or revoked. */
export function userForToken(db: Db, token: string, now: Date): UserRow | undefined {
  return db
    .prepare<[string, string], UserRow>(
      `SELECT users.* FROM access_tokens JOIN users ON users.id = access_tokens.user_id
       WHERE access_tokens.token_hash = ? AND access_tokens.revoked_at IS NULL
         AND access_tokens.expires_at > ? AND users.verified_at IS NOT NULL`,
    )
    .get(hashSecret(token), now.toISOString());
}

export function revokeAllTokens(db: Db, userId: number, now: Date): void {
  db.prepare(
    'UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL',
  ).run(now.toISOString(), userId);
}

/** Sign-out (a contract extension): only the token presented stops working. */
export function revokeToken(db: Db, token: string, now: Date): void {
  db.prepare(
    'UPDATE access_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
  ).run(now.toISOString(), hashSecret(token));
}
