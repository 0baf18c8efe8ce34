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
];
