/**
 * The schema's steps for a bill that keeps the quote (an extension): the quote a shipment was
 * booked from and its total, and what the provider billed after weighing it at pickup. Listed
 * in order by migrations.ts; a released step is never edited.
 */
export const billingSteps = [
  {
    version: 12,
    name: 'a shipment keeps its quote and what was billed after weighing (extension)',
    sql: `
      ALTER TABLE shipments ADD COLUMN quote_id TEXT;
      ALTER TABLE shipments ADD COLUMN quoted_amount REAL;
      ALTER TABLE shipments ADD COLUMN quoted_currency TEXT;
      CREATE TABLE billing_adjustments (
        shipment_id INTEGER PRIMARY KEY REFERENCES shipments (id) ON DELETE CASCADE,
        declared_weight REAL NOT NULL,
        measured_weight REAL NOT NULL,
        billed_amount REAL NOT NULL,
        currency TEXT NOT NULL,
        reason TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
];
