import type { Db } from '../db/connection';
import { placeNames } from '../domain/places';
import { addressById } from './addresses';

/**
 * A delivered package's proof of delivery (docs/exceptions.md, 'Proof of delivery'): who
 * signed for it, when, and the address it was delivered to (the city is read from it).
 */
export interface ProofRow {
  package_id: number;
  signed_by: string;
  signed_at: string;
  address_id: string;
}

/** Kept when the package is delivered; a second delivery of the same package keeps the first. */
export function keepProof(db: Db, proof: ProofRow): void {
  db.prepare(
    `INSERT OR IGNORE INTO package_proofs (package_id, signed_by, signed_at, address_id)
     VALUES (@package_id, @signed_by, @signed_at, @address_id)`,
  ).run(proof);
}

export function proofOf(db: Db, packageId: number): ProofRow | undefined {
  return db
    .prepare<[number], ProofRow>('SELECT * FROM package_proofs WHERE package_id = ?')
    .get(packageId);
}

/** The detail's `proof_of_delivery`: `{signed_by, signed_at, city}`, null before delivery. */
export function proofView(db: Db, packageId: number) {
  const proof = proofOf(db, packageId);
  if (!proof) return null;
  const address = addressById(db, proof.address_id);
  return {
    signed_by: proof.signed_by,
    signed_at: proof.signed_at,
    city: address ? placeNames(address).city : '',
  };
}
