/**
 * The schema's steps for what happens at the door (docs/exceptions.md): a delivered
 * package's proof of delivery, and the exceptions a package meets on its way with the fix
 * the customer chose. Listed in order by migrations.ts; a released step is never edited.
 */
export const exceptionSteps = [
  {
    version: 17,
    name: "a delivered package's proof of delivery: who signed, when, at which address (extension)",
    // Packages delivered before this step get theirs from the consignee's address and the
    // delivered event, so that an older database shows the proof as a new one does.
    sql: `
      CREATE TABLE package_proofs (
        package_id INTEGER PRIMARY KEY REFERENCES packages (id) ON DELETE CASCADE,
        signed_by TEXT NOT NULL,
        signed_at TEXT NOT NULL,
        address_id TEXT NOT NULL REFERENCES addresses (id)
      );
      INSERT INTO package_proofs (package_id, signed_by, signed_at, address_id)
        SELECT p.id, a.attention,
          COALESCE((SELECT MAX(e.created_at) FROM package_events e
                    WHERE e.package_id = p.id AND e.status = 'delivered'), p.updated_at),
          a.id
        FROM packages p
        JOIN shipments s ON s.id = p.shipment_id
        JOIN addresses a ON a.id = s.receiver_address_id
        WHERE p.status = 'delivered';
    `,
  },
  {
    version: 18,
    name: 'exceptions on packages and how the customer resolved them (extension)',
    // details: JSON of what the kind asks (the document customs want); resolution_details:
    // JSON of what the fix said (the date, the branch, the new address, the document kept).
    sql: `
      CREATE TABLE package_exceptions (
        id INTEGER PRIMARY KEY,
        package_id INTEGER NOT NULL REFERENCES packages (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN
          ('address_problem', 'delivery_attempted', 'customs_hold', 'refused', 'damaged')),
        details TEXT NOT NULL DEFAULT '{}',
        raised_at TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
        resolution_action TEXT CHECK (resolution_action IN ('correct_address', 'reschedule',
          'hold_at_branch', 'upload_document', 'return_to_shipper', 'abandon')),
        resolution_details TEXT,
        resolved_by TEXT,
        resolved_at TEXT
      );
      CREATE INDEX package_exceptions_package ON package_exceptions (package_id, raised_at);
      CREATE INDEX package_exceptions_open ON package_exceptions (status, package_id);
    `,
  },
];
