/**
 * The schema's steps for two-factor sign-in: authenticator secrets, passkeys and recovery
 * codes (docs/two-factor.md). Listed in order by migrations.ts; a released step is never edited.
 */
export const twoFactorSteps: { version: number; name: string; sql: string }[] = [
  {
    version: 22,
    name: 'two-factor sign-in: authenticator app, passkeys, recovery codes (extension)',
    // users.two_factor says whether a second factor is on (an app confirmed or a passkey),
    // kept by store/two-factor.ts whenever one is added or removed, so that the user's
    // answer (userDto) reads it without another query. Secrets that stand for a user (a
    // sign-in's challenge, recovery codes) are kept only as SHA-256; the app's secret must
    // be read to check a code, so it is kept as it was given (base32).
    sql: `
      ALTER TABLE users ADD COLUMN two_factor INTEGER NOT NULL DEFAULT 0;
      CREATE TABLE totp_secrets (
        user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        secret TEXT,
        enabled_at TEXT,
        last_step INTEGER,
        pending_secret TEXT,
        pending_at TEXT
      );
      CREATE TABLE passkey_users (
        user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        handle TEXT NOT NULL UNIQUE
      );
      CREATE TABLE passkeys (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        public_key BLOB NOT NULL,
        counter INTEGER NOT NULL DEFAULT 0,
        transports TEXT NOT NULL DEFAULT '[]',
        created_at TEXT NOT NULL,
        last_used_at TEXT
      );
      CREATE INDEX passkeys_user ON passkeys (user_id, created_at);
      CREATE TABLE recovery_codes (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        used_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX recovery_codes_user ON recovery_codes (user_id, code_hash);
      CREATE TABLE sign_in_challenges (
        id_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        expires_at TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX sign_in_challenges_user ON sign_in_challenges (user_id);
      CREATE TABLE webauthn_challenges (
        id TEXT PRIMARY KEY,
        purpose TEXT NOT NULL CHECK (purpose IN ('registration', 'second_step', 'sign_in')),
        user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
        sign_in_hash TEXT,
        challenge TEXT NOT NULL,
        rp_id TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX webauthn_challenges_user ON webauthn_challenges (user_id, purpose);
      CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at);
    `,
  },
];
