/**
 * The schema's steps for prices before booking (the rating extension): the published rate
 * card (zones by destination country, weight breaks per product group and zone, each
 * product's factor, surcharges, remote areas, exchange rates), the accounts' contract
 * discounts, and the quotes issued. Listed in order by migrations.ts; a released step is
 * never edited.
 */
export const rateSteps = [
  {
    version: 11,
    name: 'rate card, contract discounts and issued quotes (extension)',
    sql: `
      CREATE TABLE rate_zones (
        country TEXT PRIMARY KEY,
        zone INTEGER NOT NULL
      );
      CREATE TABLE rate_breaks (
        product_group TEXT NOT NULL,
        zone INTEGER NOT NULL,
        from_kg REAL NOT NULL,
        base REAL NOT NULL,
        per_kg REAL NOT NULL,
        PRIMARY KEY (product_group, zone, from_kg)
      );
      CREATE TABLE rate_products (
        product TEXT PRIMARY KEY,
        factor REAL NOT NULL
      );
      CREATE TABLE rate_charges (
        code TEXT PRIMARY KEY,
        label TEXT NOT NULL,
        percent REAL NOT NULL DEFAULT 0,
        flat REAL NOT NULL DEFAULT 0,
        minimum REAL NOT NULL DEFAULT 0
      );
      CREATE TABLE rate_currencies (
        code TEXT PRIMARY KEY,
        usd REAL NOT NULL
      );
      CREATE TABLE remote_areas (
        id INTEGER PRIMARY KEY,
        country TEXT NOT NULL,
        city TEXT,
        postal_prefix TEXT,
        fee REAL NOT NULL
      );
      CREATE INDEX remote_areas_country ON remote_areas (country);
      CREATE TABLE contract_rates (
        client_id INTEGER PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
        discount_percent REAL NOT NULL
      );
      CREATE TABLE quotes (
        id TEXT PRIMARY KEY,
        client_id INTEGER REFERENCES clients (id) ON DELETE CASCADE,
        user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
        product_code TEXT NOT NULL,
        total REAL NOT NULL,
        currency TEXT NOT NULL,
        breakdown TEXT NOT NULL,
        packages TEXT NOT NULL,
        request TEXT NOT NULL,
        chargeable_weight REAL NOT NULL,
        ship_date TEXT NOT NULL,
        estimated_date TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX quotes_expires ON quotes (expires_at);
    `,
  },
];
