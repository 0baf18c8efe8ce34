import type { Db } from '../db/connection';
import type { Role } from '../services/roles';

export interface ClientRow {
  id: number;
  account_number: string;
  name: string;
  details: string;
  phone: string;
  /** 1 when the account's admin requires two-factor sign-in of every member (docs/team.md). */
  require_two_factor: number;
  created_at: string;
}

/** An account as one of its members sees it: with the member's role (docs/team.md). */
export interface LinkedClientRow extends ClientRow {
  role: Role;
}

/**
 * The contract's Client entity (the account's phone stays with the provider); to a member,
 * with their role on it and whether it requires two-factor sign-in (extension, docs/team.md).
 */
export function clientDto(row: LinkedClientRow) {
  return {
    id: row.id,
    name: row.name,
    details: row.details,
    account_number: row.account_number,
    role: row.role,
    require_two_factor: row.require_two_factor === 1,
  };
}

export function clientByNumber(db: Db, accountNumber: string): ClientRow | undefined {
  return db
    .prepare<[string], ClientRow>('SELECT * FROM clients WHERE account_number = ?')
    .get(accountNumber.trim());
}

export function clientById(db: Db, id: number): ClientRow | undefined {
  return db.prepare<[number], ClientRow>('SELECT * FROM clients WHERE id = ?').get(id);
}

export function linkedClients(db: Db, userId: number): LinkedClientRow[] {
  return db
    .prepare<[number], LinkedClientRow>(
      `SELECT clients.*, user_clients.role FROM clients JOIN user_clients ON user_clients.client_id = clients.id
       WHERE user_clients.user_id = ? ORDER BY user_clients.linked_at, clients.id`,
    )
    .all(userId);
}

export function linkedClient(
  db: Db,
  userId: number,
  clientId: number,
): LinkedClientRow | undefined {
  return db
    .prepare<[number, number], LinkedClientRow>(
      `SELECT clients.*, user_clients.role FROM clients JOIN user_clients ON user_clients.client_id = clients.id
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
  client: Omit<ClientRow, 'id' | 'created_at' | 'require_two_factor'>,
  now: Date,
): number {
  const result = db
    .prepare(
      'INSERT INTO clients (account_number, name, details, phone, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(client.account_number, client.name, client.details, client.phone, now.toISOString());
  return Number(result.lastInsertRowid);
}
