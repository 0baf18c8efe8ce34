import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';

/**
 * A user's passkeys (docs/two-factor.md): the credential's id (base64url), its public key
 * (COSE, as the authenticator gave it), its signature counter and transports.
 */
export interface PasskeyRow {
  id: string;
  user_id: number;
  name: string;
  public_key: Buffer;
  counter: number;
  /** JSON array of the transports the browser reported. */
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

/** What the portal is shown of a passkey: never its key. */
export function passkeyDto(row: PasskeyRow) {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
  };
}

export function passkeysOf(db: Db, userId: number): PasskeyRow[] {
  return db
    .prepare<[number], PasskeyRow>(
      'SELECT * FROM passkeys WHERE user_id = ? ORDER BY created_at, rowid',
    )
    .all(userId);
}

export function passkeyById(db: Db, id: string): PasskeyRow | undefined {
  return db.prepare<[string], PasskeyRow>('SELECT * FROM passkeys WHERE id = ?').get(id);
}

export function insertPasskey(
  db: Db,
  passkey: Omit<PasskeyRow, 'created_at' | 'last_used_at'>,
  now: Date,
): void {
  db.prepare(
    `INSERT INTO passkeys (id, user_id, name, public_key, counter, transports, created_at)
     VALUES (@id, @user_id, @name, @public_key, @counter, @transports, @created_at)`,
  ).run({ ...passkey, created_at: now.toISOString() });
}

export function renamePasskey(db: Db, id: string, name: string): void {
  db.prepare('UPDATE passkeys SET name = ? WHERE id = ?').run(name, id);
}

export function deletePasskey(db: Db, id: string): void {
  db.prepare('DELETE FROM passkeys WHERE id = ?').run(id);
}

/** After a sign-in with it: the counter the authenticator reported, and when. */
export function passkeyUsed(db: Db, id: string, counter: number, now: Date): void {
  db.prepare('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?').run(
    counter,
    now.toISOString(),
    id,
  );
}

/** The user handle the user's passkeys carry, or undefined before their first. */
export function handleOf(db: Db, userId: number): string | undefined {
  return db
    .prepare<[number], { handle: string }>('SELECT handle FROM passkey_users WHERE user_id = ?')
    .get(userId)?.handle;
}

/**
 * The user's WebAuthn user handle: random, made once and kept, so every passkey of theirs
 * names the same account and none names who they are (base64url of 32 bytes).
 */
export function passkeyHandle(db: Db, userId: number): string {
  const existing = handleOf(db, userId);
  if (existing) return existing;
  const handle = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO passkey_users (user_id, handle) VALUES (?, ?)').run(userId, handle);
  return handle;
}
