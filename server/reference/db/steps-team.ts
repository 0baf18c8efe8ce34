/**
 * The schema's steps for team members, roles, invitations and the activity record
 * (docs/team.md). Listed in order by migrations.ts; a released step is never edited.
 */
export const teamSteps: { version: number; name: string; sql: string }[] = [
  {
    version: 21,
    name: 'team members with roles, invitations and the activity record (extension)',
    // Every link made before roles existed was its account's holder: an admin. An
    // invitation keeps only the SHA-256 of its token, as access tokens do.
    sql: `
      ALTER TABLE user_clients ADD COLUMN role TEXT NOT NULL DEFAULT 'admin'
        CHECK (role IN ('admin', 'shipper', 'finance', 'viewer'));
      ALTER TABLE clients ADD COLUMN require_two_factor INTEGER NOT NULL DEFAULT 0
        CHECK (require_two_factor IN (0, 1));
      CREATE INDEX user_clients_client ON user_clients (client_id, role);
      CREATE TABLE invitations (
        id INTEGER PRIMARY KEY,
        client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL COLLATE NOCASE,
        role TEXT NOT NULL CHECK (role IN ('admin', 'shipper', 'finance', 'viewer')),
        invited_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        revoked_at TEXT,
        accepted_at TEXT,
        accepted_by INTEGER REFERENCES users (id) ON DELETE SET NULL
      );
      CREATE INDEX invitations_client ON invitations (client_id, email);
      CREATE TABLE activity (
        id INTEGER PRIMARY KEY,
        client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        kind TEXT NOT NULL,
        subject TEXT,
        details TEXT NOT NULL DEFAULT '{}',
        at TEXT NOT NULL
      );
      CREATE INDEX activity_client ON activity (client_id, at, id);
      CREATE INDEX activity_client_user ON activity (client_id, user_id, at);
      CREATE INDEX activity_client_kind ON activity (client_id, kind, at);
    `,
  },
];
