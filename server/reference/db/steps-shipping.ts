/**
 * The schema's steps for what they send: shipments with their packages and tracking,
 * pickups, invoices, package presets and import mappings, and the extensions since.
 * Listed in order by migrations.ts; a released step is never edited.
 */
export const shippingSteps = [
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
