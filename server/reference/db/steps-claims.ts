/**
 * The schema's steps for claims (docs/claims.md): one claim per package, its photos and the
 * thread between the customer and the provider. Listed in order by migrations.ts; a
 * released step is never edited.
 */
export const claimSteps = [
  {
    version: 20,
    name: 'claims on packages, their photos and messages (extension)',
    // Provider messages keep the English sentence (words/claims.ts says it in the reader's
    // language); the customer's are kept as written.
    sql: `
      CREATE TABLE claims (
        id INTEGER PRIMARY KEY,
        client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        shipment_id INTEGER NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
        package_id INTEGER NOT NULL UNIQUE REFERENCES packages (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('lost', 'damaged', 'missing_contents')),
        amount_value REAL NOT NULL,
        amount_currency TEXT NOT NULL,
        description TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'submitted' CHECK (status IN
          ('submitted', 'in_review', 'information_needed', 'approved', 'refused')),
        status_reason TEXT,
        approved_value REAL,
        information_request TEXT,
        asked INTEGER NOT NULL DEFAULT 0,
        created_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX claims_client ON claims (client_id, created_at);
      CREATE INDEX claims_status ON claims (status, updated_at);
      CREATE TABLE claim_photos (
        id INTEGER PRIMARY KEY,
        claim_id INTEGER NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        size INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        file TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX claim_photos_claim ON claim_photos (claim_id);
      CREATE TABLE claim_messages (
        id INTEGER PRIMARY KEY,
        claim_id INTEGER NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
        sender TEXT NOT NULL CHECK (sender IN ('customer', 'provider')),
        text TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX claim_messages_claim ON claim_messages (claim_id, created_at);
    `,
  },
];
