import type { Db } from '../db/connection';

export interface ClientRow {
  id: number;
  account_number: string;
  name: string;
  details: string;
  phone: string;
  created_at: string;
}

/** The contract's Client entity (the account's phone stays with the provider). */
export function clientDto(row: ClientRow) {
  return { id: row.id, name: row.name, details: row.details, account_number: row.account_number };
}

export function clientByNumber(db: Db, accountNumber: string): ClientRow | undefined {
  return db
    .prepare<[string], ClientRow>('SELECT * FROM clients WHERE account_number = ?')
    .get(accountNumber.trim());
}

export function linkedClients(db: Db, userId: number): ClientRow[] {
  return db
    .prepare<[number], ClientRow>(
      `SELECT clients.* FROM clients JOIN user_clients ON user_clients.client_id = clients.id
       WHERE user_clients.user_id = ? ORDER BY user_clients.linked_at, clients.id`,
    )
    .all(userId);
}

export function linkedClient(db: Db, userId: number, clientId: number): ClientRow | undefined {
  return db
    .prepare<[number, number], ClientRow>(
      `SELECT clients.* FROM clients JOIN user_clients ON user_clients.client_id = clients.id
       WHERE user_clients.user_id = ? AND clients.id = ?`,
    )
    .get(userId, clientId);
}

export function linkClient(db: Db, userId: number, clientId: number, now: Date): void {
  db.prepare(
    'INSERT OR IGNORE INTO user_clients (user_id, client_id, linked_at) VALUES (?, ?, ?)',
  ).run(userId, clientId, now.toISOString());
}

export function unlinkClient(db: Db, userId: number, clientId: number): void {
  db.prepare('DELETE FROM user_clients WHERE user_id = ? AND client_id = ?').run(userId, clientId);
}

export function createClient(
  db: Db,
  client: Omit<ClientRow, 'id' | 'created_at'>,
  now: Date,
): number {
  const result = db
    .prepare(
      'INSERT INTO clients (account_number, name, details, phone, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(client.account_number, client.name, client.details, client.phone, now.toISOString());
  return Number(result.lastInsertRowid);
}
