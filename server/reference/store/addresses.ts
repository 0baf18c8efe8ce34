import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection';

export type AddressKind = 'client' | 'customer';

export interface AddressFields {
  label: string | null;
  company: string;
  attention: string;
  address1: string;
  address2: string | null;
  email: string | null;
  phone: string;
  area_code: string;
  city: string;
  province: string;
  country: string;
  address_type: string;
  /** Extension (docs/customs.md): VAT, EORI or tax id; null when not given. */
  tax_number?: string | null;
}

export interface AddressRow extends AddressFields {
  tax_number: string | null;
  id: string;
  client_id: number;
  kind: AddressKind;
  created_at: string;
  deleted_at: string | null;
}

/** The contract's Address entity; country, province and city stay ids (or free text). */
export function addressDto(row: AddressRow) {
  return {
    id: row.id,
    label: row.label,
    company: row.company,
    attention: row.attention,
    address1: row.address1,
    address2: row.address2,
    email: row.email,
    phone: row.phone,
    area_code: row.area_code,
    city: row.city,
    province: row.province,
    country: row.country,
    address_type: row.address_type,
    kind: row.kind,
    // Extension: the customs extension's tax number (docs/customs.md).
    tax_number: row.tax_number ?? null,
  };
}

export function createAddress(
  db: Db,
  clientId: number,
  kind: AddressKind,
  fields: AddressFields,
  now: Date,
): AddressRow {
  const id = randomUUID();
  db.prepare(
    `INSERT INTO addresses (id, client_id, kind, label, company, attention, address1, address2,
       email, phone, area_code, city, province, country, address_type, tax_number, created_at)
     VALUES (@id, @client_id, @kind, @label, @company, @attention, @address1, @address2,
       @email, @phone, @area_code, @city, @province, @country, @address_type, @tax_number,
       @created_at)`,
  ).run({
    ...fields,
    tax_number: fields.tax_number ?? null,
    id,
    client_id: clientId,
    kind,
    created_at: now.toISOString(),
  });
  return addressById(db, id) as AddressRow;
}

/** Also finds deleted addresses: shipments and pickups keep pointing at them. */
export function addressById(db: Db, id: string): AddressRow | undefined {
  return db.prepare<[string], AddressRow>('SELECT * FROM addresses WHERE id = ?').get(id);
}

export function clientAddresses(db: Db, clientId: number, kind: AddressKind): AddressRow[] {
  return db
    .prepare<[number, string], AddressRow>(
      `SELECT * FROM addresses WHERE client_id = ? AND kind = ? AND deleted_at IS NULL
       ORDER BY created_at DESC, rowid DESC`,
    )
    .all(clientId, kind);
}

export function deleteAddress(db: Db, id: string, now: Date): void {
  db.prepare('UPDATE addresses SET deleted_at = ? WHERE id = ?').run(now.toISOString(), id);
}
