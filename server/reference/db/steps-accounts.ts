/**
 * The schema's steps for who uses the portal: users and their access tokens, client
 * accounts, one-time codes with the outbox that sends them, addresses and customers.
 * Listed in order by migrations.ts; a released step is never edited.
 */
export const accountSteps = [
  {
    version: 1,
    name: 'users and access tokens',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        phone_number TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        customer_type TEXT NOT NULL CHECK (customer_type IN ('personal', 'business')),
        country TEXT,
        province TEXT,
        city TEXT,
        pickup_address_id TEXT,
        shipping_address_id TEXT,
        pref_date TEXT,
        pref_time_from TEXT,
        pref_time_to TEXT,
        verified_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE TABLE access_tokens (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        expires_at TEXT NOT NULL,
        revoked_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX access_tokens_user ON access_tokens (user_id);
    `,
  },
  {
    version: 2,
    name: 'client accounts and links',
    sql: `
      CREATE TABLE clients (
        id INTEGER PRIMARY KEY,
        account_number TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        details TEXT NOT NULL,
        phone TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE user_clients (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        linked_at TEXT NOT NULL,
        PRIMARY KEY (user_id, client_id)
      );
    `,
  },
  {
    version: 3,
    name: 'one-time codes and outbox',
    sql: `
      CREATE TABLE otps (
        id INTEGER PRIMARY KEY,
        purpose TEXT NOT NULL CHECK (purpose IN ('register', 'reset', 'link')),
        token_hash TEXT UNIQUE,
        user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
        client_id INTEGER REFERENCES clients (id) ON DELETE CASCADE,
        recipient TEXT NOT NULL,
        channel TEXT NOT NULL CHECK (channel IN ('mail', 'sms')),
        code_hash TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        expires_at TEXT NOT NULL,
        verified_at TEXT,
        consumed_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX otps_link ON otps (user_id, client_id, purpose);
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        recipient TEXT NOT NULL,
        recipient_key TEXT NOT NULL,
        channel TEXT NOT NULL,
        code TEXT,
        text TEXT NOT NULL,
        sent_at TEXT NOT NULL
      );
      CREATE INDEX outbox_recipient ON outbox (recipient_key, id);
    `,
  },
  {
    version: 4,
    name: 'addresses and customers',
    sql: `
      CREATE TABLE addresses (
        id TEXT PRIMARY KEY,
        client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('client', 'customer')),
        label TEXT,
        company TEXT NOT NULL,
        attention TEXT NOT NULL,
        address1 TEXT NOT NULL,
        address2 TEXT,
        email TEXT,
        phone TEXT NOT NULL,
        area_code TEXT NOT NULL,
        city TEXT NOT NULL,
        province TEXT NOT NULL,
        country TEXT NOT NULL,
        address_type TEXT NOT NULL,
        created_at TEXT NOT NULL,
        deleted_at TEXT
      );
      CREATE INDEX addresses_client ON addresses (client_id, kind);
      CREATE TABLE customers (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT,
        phone TEXT NOT NULL,
        created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE client_customers (
        client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        linked_at TEXT NOT NULL,
        PRIMARY KEY (client_id, customer_id)
      );
    `,
  },
];
