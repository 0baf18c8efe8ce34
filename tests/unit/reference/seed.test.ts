import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../server/reference/db/connection';
import { verifyPassword } from '../../../server/reference/domain/passwords';
import {
  DEMO_ACCOUNTS,
  DEMO_USER,
  resetDemoData,
  seedIfEmpty,
} from '../../../server/reference/seed';

let db: Db | undefined;
afterEach(() => db?.close());

const count = (d: Db, sql: string) => d.prepare<[], { n: number }>(sql).get()?.n;

describe('the demo seed', () => {
  it('writes the demo user, accounts, shipments in every status and pickups, once', async () => {
    db = openDatabase(':memory:');
    const now = new Date('2026-03-15T12:00:00Z');
    expect(await seedIfEmpty(db, now)).toBe(true);
    expect(await seedIfEmpty(db, now)).toBe(false);

    const user = db
      .prepare<
        [string],
        { id: number; password_hash: string; first_name: string; last_name: string }
      >('SELECT id, password_hash, first_name, last_name FROM users WHERE email = ?')
      .get(DEMO_USER.email);
    expect(user).toMatchObject({ first_name: 'Demo', last_name: 'User' });
    expect(await verifyPassword(DEMO_USER.password, user?.password_hash ?? '')).toBe(true);

    const linked = db
      .prepare<[number], { account_number: string }>(
        'SELECT account_number FROM clients JOIN user_clients ON client_id = id WHERE user_id = ?',
      )
      .all(user?.id ?? 0)
      .map((row) => row.account_number);
    expect(linked.sort()).toEqual(DEMO_ACCOUNTS.linked.map((a) => a.account_number).sort());
    expect(count(db, 'SELECT COUNT(*) AS n FROM clients')).toBe(7);

    expect(count(db, 'SELECT COUNT(*) AS n FROM shipments')).toBe(60);
    const statuses = db
      .prepare<[], { status: string }>('SELECT DISTINCT status FROM shipments')
      .all()
      .map((row) => row.status);
    expect(statuses.sort()).toEqual(
      ['created', 'delivered', 'in_transit', 'out_for_delivery', 'picked_up'].sort(),
    );
    expect(
      count(
        db,
        "SELECT COUNT(*) AS n FROM shipments WHERE created_at > '2026-03-15T12:00:00.000Z'",
      ),
    ).toBe(0);
    expect(count(db, "SELECT COUNT(*) AS n FROM shipments WHERE created_at < '2025-12-14'")).toBe(
      0,
    );
    expect(count(db, 'SELECT COUNT(*) AS n FROM pickups')).toBe(18);
  });

  it('resets to the same demo data', async () => {
    db = openDatabase(':memory:');
    const now = new Date('2026-03-15T12:00:00Z');
    await seedIfEmpty(db, now);
    // The demo users (the main one, and those of docs/two-factor.md and docs/team.md).
    const users = count(db, 'SELECT COUNT(*) AS n FROM users');
    db.prepare("UPDATE users SET first_name = 'Changed'").run();
    await resetDemoData(db, now);
    expect(count(db, "SELECT COUNT(*) AS n FROM users WHERE first_name = 'Demo'")).toBe(1);
    expect(count(db, 'SELECT COUNT(*) AS n FROM users')).toBe(users);
    expect(count(db, 'SELECT COUNT(*) AS n FROM shipments')).toBe(60);
  });

  it('raises one open exception of each kind on the first demo account, and one resolved', async () => {
    db = openDatabase(':memory:');
    await seedIfEmpty(db, new Date('2026-03-15T12:00:00Z'));
    const rows = db
      .prepare<
        [],
        { kind: string; status: string; client_id: number; package_status: string; action: string }
      >(
        `SELECT e.kind, e.status, s.client_id, p.status AS package_status,
           COALESCE(e.resolution_action, '') AS action
         FROM package_exceptions e JOIN packages p ON p.id = e.package_id
         JOIN shipments s ON s.id = p.shipment_id ORDER BY e.id`,
      )
      .all();
    const first = db
      .prepare<[string], { id: number }>('SELECT id FROM clients WHERE account_number = ?')
      .get(DEMO_ACCOUNTS.linked[0]!.account_number)?.id;
    expect(rows.every((row) => row.client_id === first)).toBe(true);
    const open = rows.filter((row) => row.status === 'open');
    expect(open.map((row) => row.kind).sort()).toEqual([
      'address_problem',
      'customs_hold',
      'damaged',
      'delivery_attempted',
      'refused',
    ]);
    expect(
      open.every((row) => ['in_transit', 'out_for_delivery'].includes(row.package_status)),
    ).toBe(true);
    expect(rows.filter((row) => row.status === 'resolved')).toEqual([
      expect.objectContaining({
        kind: 'delivery_attempted',
        action: 'reschedule',
        package_status: 'delivered',
      }),
    ]);
    // Every delivered package has its proof of delivery.
    expect(count(db, 'SELECT COUNT(*) AS n FROM package_proofs')).toBe(
      count(db, "SELECT COUNT(*) AS n FROM packages WHERE status = 'delivered'"),
    );
  });

  it('empties the exceptions and proofs when it resets', async () => {
    db = openDatabase(':memory:');
    const now = new Date('2026-03-15T12:00:00Z');
    await seedIfEmpty(db, now);
    await resetDemoData(db, now);
    expect(count(db, 'SELECT COUNT(*) AS n FROM package_exceptions')).toBe(6);
  });
});
