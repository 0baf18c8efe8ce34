import type { Db } from '../db/connection';
import { hashSecret } from '../domain/tokens';
import { normalizeRecoveryCode } from '../domain/two-factor';

/**
 * What the provider keeps of a user's second factors (docs/two-factor.md): the
 * authenticator app's secret, the recovery codes (as SHA-256) and the pending second step of
 * a sign-in. Passkeys are in passkeys.ts.
 */

export interface TotpRow {
  user_id: number;
  /** The app confirmed and on, else null. */
  secret: string | null;
  enabled_at: string | null;
  /** The last time step a code was taken for: a code of it or before is a replay. */
  last_step: number | null;
  /** A set-up not yet confirmed with a first code. */
  pending_secret: string | null;
  pending_at: string | null;
}

export function totpOf(db: Db, userId: number): TotpRow | undefined {
  return db.prepare<[number], TotpRow>('SELECT * FROM totp_secrets WHERE user_id = ?').get(userId);
}

/** Starts a set-up; one not confirmed before is replaced, an app already on stays on. */
export function setPendingTotp(db: Db, userId: number, secret: string, now: Date): void {
  db.prepare(
    `INSERT INTO totp_secrets (user_id, pending_secret, pending_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET pending_secret = excluded.pending_secret,
       pending_at = excluded.pending_at`,
  ).run(userId, secret, now.toISOString());
}

/** The pending secret becomes the app's, its confirming code's step the last one taken. */
export function enableTotp(db: Db, userId: number, step: number, now: Date): void {
  db.prepare(
    `UPDATE totp_secrets SET secret = pending_secret, enabled_at = ?, last_step = ?,
       pending_secret = NULL, pending_at = NULL WHERE user_id = ? AND pending_secret IS NOT NULL`,
  ).run(now.toISOString(), step, userId);
}

/**
 * Takes a code's step when it is after the last one taken; false when another request took
 * it or a later one first (the condition is checked in the same statement).
 */
export function takeTotpStep(db: Db, userId: number, step: number): boolean {
  const result = db
    .prepare(
      `UPDATE totp_secrets SET last_step = ?
       WHERE user_id = ? AND secret IS NOT NULL AND (last_step IS NULL OR last_step < ?)`,
    )
    .run(step, userId, step);
  return result.changes === 1;
}

export function deleteTotp(db: Db, userId: number): void {
  db.prepare('DELETE FROM totp_secrets WHERE user_id = ?').run(userId);
}

// ---- recovery codes ---------------------------------------------------------------------

/** Replaces the user's recovery codes with these (the old ones, used or not, are void). */
export function replaceRecoveryCodes(db: Db, userId: number, codes: string[], now: Date): void {
  db.prepare('DELETE FROM recovery_codes WHERE user_id = ?').run(userId);
  const insert = db.prepare(
    'INSERT INTO recovery_codes (user_id, code_hash, created_at) VALUES (?, ?, ?)',
  );
  for (const code of codes) {
    insert.run(userId, hashSecret(normalizeRecoveryCode(code)), now.toISOString());
  }
}

export function deleteRecoveryCodes(db: Db, userId: number): void {
  db.prepare('DELETE FROM recovery_codes WHERE user_id = ?').run(userId);
}

export function recoveryCodesLeft(db: Db, userId: number): number {
  return (
    db
      .prepare<[number], { n: number }>(
        'SELECT COUNT(*) AS n FROM recovery_codes WHERE user_id = ? AND used_at IS NULL',
      )
      .get(userId)?.n ?? 0
  );
}

/** Marks an unused code of the user used; false when it is none of theirs or was used. */
export function useRecoveryCode(db: Db, userId: number, code: string, now: Date): boolean {
  const result = db
    .prepare(
      `UPDATE recovery_codes SET used_at = ?
       WHERE id = (SELECT id FROM recovery_codes
                   WHERE user_id = ? AND code_hash = ? AND used_at IS NULL LIMIT 1)`,
    )
    .run(now.toISOString(), userId, hashSecret(normalizeRecoveryCode(code)));
  return result.changes === 1;
}

// ---- whether two-factor is on -----------------------------------------------------------

/** On while the app is confirmed or the user has a passkey. */
export function hasSecondFactor(db: Db, userId: number): boolean {
  const row = db
    .prepare<[number, number], { on: number }>(
      `SELECT (EXISTS (SELECT 1 FROM totp_secrets WHERE user_id = ? AND secret IS NOT NULL)
           OR EXISTS (SELECT 1 FROM passkeys WHERE user_id = ?)) AS "on"`,
    )
    .get(userId, userId);
  return row?.on === 1;
}

/** Writes users.two_factor from the factors the user has now; answers it. */
export function refreshTwoFactor(db: Db, userId: number): boolean {
  const on = hasSecondFactor(db, userId);
  db.prepare('UPDATE users SET two_factor = ? WHERE id = ?').run(on ? 1 : 0, userId);
  return on;
}

// ---- a sign-in's second step ------------------------------------------------------------

export interface SignInChallengeRow {
  id_hash: string;
  user_id: number;
  failed_attempts: number;
  expires_at: string;
  created_at: string;
}

export function createSignInChallenge(
  db: Db,
  id: string,
  userId: number,
  expiresAt: Date,
  now: Date,
): void {
  // Spent and expired ones of anyone are of no use: swept on each new one.
  db.prepare('DELETE FROM sign_in_challenges WHERE expires_at < ?').run(now.toISOString());
  db.prepare(
    'INSERT INTO sign_in_challenges (id_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
  ).run(hashSecret(id), userId, expiresAt.toISOString(), now.toISOString());
}

/** A live challenge (not expired), or undefined. */
export function liveSignInChallenge(db: Db, id: string, now: Date): SignInChallengeRow | undefined {
  return db
    .prepare<[string, string], SignInChallengeRow>(
      'SELECT * FROM sign_in_challenges WHERE id_hash = ? AND expires_at > ?',
    )
    .get(hashSecret(id), now.toISOString());
}

/** Counts a wrong answer; answers how many the challenge has had. */
export function failSignInChallenge(db: Db, idHash: string): number {
  db.prepare(
    'UPDATE sign_in_challenges SET failed_attempts = failed_attempts + 1 WHERE id_hash = ?',
  ).run(idHash);
  return (
    db
      .prepare<[string], { n: number }>(
        'SELECT failed_attempts AS n FROM sign_in_challenges WHERE id_hash = ?',
      )
      .get(idHash)?.n ?? 0
  );
}

export function deleteSignInChallenge(db: Db, idHash: string): void {
  db.prepare('DELETE FROM sign_in_challenges WHERE id_hash = ?').run(idHash);
  db.prepare('DELETE FROM webauthn_challenges WHERE sign_in_hash = ?').run(idHash);
}

/** Test-only (the dev route): a challenge as if its five minutes were over. */
export function expireSignInChallenge(db: Db, id: string, now: Date): boolean {
  const past = new Date(now.getTime() - 1000).toISOString();
  return (
    db
      .prepare('UPDATE sign_in_challenges SET expires_at = ? WHERE id_hash = ?')
      .run(past, hashSecret(id)).changes === 1
  );
}

// ---- WebAuthn challenges ----------------------------------------------------------------

export type WebauthnPurpose = 'registration' | 'second_step' | 'sign_in';

export interface WebauthnChallengeRow {
  id: string;
  purpose: WebauthnPurpose;
  user_id: number | null;
  sign_in_hash: string | null;
  challenge: string;
  rp_id: string;
  expires_at: string;
  created_at: string;
}

/**
 * Keeps a challenge handed to the browser. A user's new registration (or a sign-in's new
 * passkey prompt) replaces the one before: only the last one asked for is taken.
 */
export function saveWebauthnChallenge(
  db: Db,
  row: Omit<WebauthnChallengeRow, 'created_at'>,
  now: Date,
): void {
  db.prepare('DELETE FROM webauthn_challenges WHERE expires_at < ?').run(now.toISOString());
  if (row.purpose === 'registration' && row.user_id !== null) {
    db.prepare(
      "DELETE FROM webauthn_challenges WHERE user_id = ? AND purpose = 'registration'",
    ).run(row.user_id);
  }
  if (row.sign_in_hash) {
    db.prepare('DELETE FROM webauthn_challenges WHERE sign_in_hash = ?').run(row.sign_in_hash);
  }
  db.prepare(
    `INSERT INTO webauthn_challenges (id, purpose, user_id, sign_in_hash, challenge, rp_id,
       expires_at, created_at)
     VALUES (@id, @purpose, @user_id, @sign_in_hash, @challenge, @rp_id, @expires_at, @created_at)`,
  ).run({ ...row, created_at: now.toISOString() });
}

/**
 * Takes a challenge out for one check (single use: it is gone whatever the check finds);
 * undefined when there is none live for that purpose.
 */
export function takeWebauthnChallenge(
  db: Db,
  where: { purpose: WebauthnPurpose; id?: string; userId?: number; signInHash?: string },
  now: Date,
): WebauthnChallengeRow | undefined {
  return db.transaction(() => {
    const row = db
      .prepare<[Record<string, unknown>], WebauthnChallengeRow>(
        `SELECT * FROM webauthn_challenges
         WHERE purpose = @purpose
           AND (@id IS NULL OR id = @id)
           AND (@user_id IS NULL OR user_id = @user_id)
           AND (@sign_in_hash IS NULL OR sign_in_hash = @sign_in_hash)
         ORDER BY created_at DESC LIMIT 1`,
      )
      .get({
        purpose: where.purpose,
        id: where.id ?? null,
        user_id: where.userId ?? null,
        sign_in_hash: where.signInHash ?? null,
      });
    if (!row) return undefined;
    db.prepare('DELETE FROM webauthn_challenges WHERE id = ?').run(row.id);
    return row.expires_at > now.toISOString() ? row : undefined;
  })();
}
