import type { Db } from '../db/connection';

export interface CustomerRow {
  id: number;
  name: string;
  email: string | null;
  phone: string;
  created_by: number | null;
  created_at: string;
}

export function customerDto(row: CustomerRow) {
  return { id: row.id, name: row.name, email: row.email, phone: row.phone };
}

export function customerById(db: Db, id: number): CustomerRow | undefined {
  return db.prepare<[number], CustomerRow>('SELECT * FROM customers WHERE id = ?').get(id);
}

/**
 * A user reaches the customers they created and those linked to any account they linked;
 * another user's consignees stay private.
 */
export function customerReachable(db: Db, userId: number, customerId: number): boolean {
  const row = db
    .prepare<[number, number, number], { ok: number }>(
      `SELECT 1 AS ok FROM customers WHERE id = ? AND (created_by = ? OR EXISTS (
         SELECT 1 FROM client_customers JOIN user_clients ON user_clients.client_id = client_customers.client_id
         WHERE client_customers.customer_id = customers.id AND user_clients.user_id = ?))`,
    )
    .get(customerId, userId, userId);
  return Boolean(row);
}

/** The same person entered twice (same phone and e-mail) by one user is one customer. */
export function findOwnCustomer(
  db: Db,
  userId: number,
  phone: string,
  email: string | null,
): CustomerRow | undefined {
  return db
    .prepare<[number, string, string | null], CustomerRow>(
      `SELECT * FROM customers WHERE created_by = ? AND phone = ? AND email IS ?
       ORDER BY id LIMIT 1`,
    )
    .get(userId, phone, email);
}

export function createCustomer(
  db: Db,
  customer: { name: string; email: string | null; phone: string },
  userId: number | null,
  now: Date,
): number {
  const result = db
    .prepare(
      'INSERT INTO customers (name, email, phone, created_by, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(customer.name, customer.email, customer.phone, userId, now.toISOString());
  return Number(result.lastInsertRowid);
}

export function linkCustomer(db: Db, clientId: number, customerId: number, now: Date): void {
  db.prepare(
    'INSERT OR IGNORE INTO client_customers (client_id, customer_id, linked_at) VALUES (?, ?, ?)',
  ).run(clientId, customerId, now.toISOString());
}

export function isCustomerLinked(db: Db, clientId: number, customerId: number): boolean {
  return Boolean(
    db
      .prepare<[number, number], { ok: number }>(
        'SELECT 1 AS ok FROM client_customers WHERE client_id = ? AND customer_id = ?',
      )
      .get(clientId, customerId),
  );
}

export function linkedCustomers(db: Db, clientId: number): CustomerRow[] {
  return db
    .prepare<[number], CustomerRow>(
      `SELECT customers.* FROM customers
       JOIN client_customers ON client_customers.customer_id = customers.id
       WHERE client_customers.client_id = ? ORDER BY customers.name COLLATE NOCASE, customers.id`,
    )
    .all(clientId);
}
