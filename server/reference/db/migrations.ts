/**
 * The schema, as numbered steps. A step is never edited once released: changes go into a
 * new step, so a database created by an older version upgrades in place.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: Migration[] = [
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
  {
    version: 5,
    name: 'shipments, packages and tracking events',
    sql: `
      CREATE TABLE shipments (
        id INTEGER PRIMARY KEY,
        client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
        sender_address_id TEXT NOT NULL REFERENCES addresses (id),
        receiver_address_id TEXT NOT NULL REFERENCES addresses (id),
        created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
        mawb TEXT NOT NULL UNIQUE,
        reference1 TEXT,
        billing_reference TEXT,
        product_group TEXT NOT NULL,
        product_code TEXT NOT NULL,
        insurance INTEGER NOT NULL DEFAULT 0,
        dutiable INTEGER NOT NULL DEFAULT 0,
        customs_payment_type TEXT,
        customs_payment_method TEXT,
        freight_payment_type TEXT NOT NULL,
        freight_payment_method TEXT NOT NULL,
        added_services TEXT NOT NULL DEFAULT '[]',
        status TEXT NOT NULL DEFAULT 'created',
        delivered_at TEXT,
        created_at TEXT NOT NULL,
        etd TEXT NOT NULL,
        eta TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX shipments_client ON shipments (client_id, created_at);
      CREATE INDEX shipments_status ON shipments (status);
      CREATE TABLE packages (
        id INTEGER PRIMARY KEY,
        shipment_id INTEGER NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
        awb TEXT NOT NULL UNIQUE,
        reference TEXT,
        description TEXT NOT NULL,
        type TEXT NOT NULL,
        commodity_type TEXT NOT NULL,
        dimensions_unit TEXT,
        height REAL,
        length REAL,
        width REAL,
        weight_value REAL NOT NULL,
        weight_unit TEXT NOT NULL,
        declared_value REAL NOT NULL,
        declared_unit TEXT NOT NULL,
        cod_value REAL,
        cod_unit TEXT,
        status TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX packages_shipment ON packages (shipment_id);
      CREATE TABLE package_items (
        id INTEGER PRIMARY KEY,
        package_id INTEGER NOT NULL REFERENCES packages (id) ON DELETE CASCADE,
        sku_code TEXT NOT NULL,
        hsn_code TEXT NOT NULL,
        description TEXT NOT NULL,
        origin_country TEXT NOT NULL,
        quantity REAL NOT NULL,
        unit_price REAL NOT NULL,
        unit_price_currency TEXT NOT NULL,
        declared_unit_amount REAL NOT NULL,
        declared_unit_currency TEXT NOT NULL
      );
      CREATE TABLE package_events (
        id INTEGER PRIMARY KEY,
        package_id INTEGER NOT NULL REFERENCES packages (id) ON DELETE CASCADE,
        status TEXT NOT NULL,
        location TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX package_events_package ON package_events (package_id, created_at);
    `,
  },
  {
    version: 6,
    name: 'pickup requests',
    sql: `
      CREATE TABLE pickups (
        id INTEGER PRIMARY KEY,
        client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        address_id TEXT NOT NULL REFERENCES addresses (id),
        created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
        nb_packages INTEGER NOT NULL,
        total_weight REAL,
        length REAL,
        width REAL,
        height REAL,
        pickup_date TEXT NOT NULL,
        time_from TEXT NOT NULL,
        time_to TEXT NOT NULL,
        instruction TEXT,
        status TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX pickups_client ON pickups (client_id, pickup_date);
    `,
  },
  {
    version: 7,
    name: 'invoices',
    sql: `
      CREATE TABLE invoices (
        id INTEGER PRIMARY KEY,
        client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        shipment_id INTEGER REFERENCES shipments (id) ON DELETE SET NULL,
        invoice_id TEXT NOT NULL UNIQUE,
        billing_id TEXT NOT NULL,
        description TEXT NOT NULL,
        amount REAL NOT NULL,
        currency TEXT NOT NULL,
        issued_at TEXT NOT NULL,
        due_at TEXT NOT NULL,
        paid_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX invoices_client ON invoices (client_id, issued_at);
    `,
  },
  {
    version: 8,
    name: 'package presets and import column mappings',
    sql: `
      CREATE TABLE package_presets (
        id INTEGER PRIMARY KEY,
        client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        commodity_type TEXT NOT NULL,
        description TEXT,
        dimensions_unit TEXT,
        length REAL,
        width REAL,
        height REAL,
        weight_value REAL NOT NULL,
        weight_unit TEXT NOT NULL,
        created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX package_presets_name ON package_presets (client_id, name COLLATE NOCASE);
      CREATE TABLE import_mappings (
        client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        columns TEXT NOT NULL,
        updated_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (client_id, kind)
      );
    `,
  },
  {
    version: 9,
    name: 'the consignee told by e-mail of a shipment (extension)',
    sql: `
      ALTER TABLE shipments ADD COLUMN notify_email TEXT;
      ALTER TABLE shipments ADD COLUMN tracking_url TEXT;
    `,
  },
  {
    version: 10,
    name: 'a return names the shipment it sends back (extension)',
    sql: `
      ALTER TABLE shipments ADD COLUMN return_of INTEGER REFERENCES shipments (id);
      CREATE INDEX shipments_return_of ON shipments (return_of);
    `,
  },
];
