import express from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../server/reference/db/connection';
import { createServiceApp } from '../../../server/reference/http/app';
import { ok, okBody } from '../../../server/reference/http/envelope';
import { idempotent, keepAnswer } from '../../../server/reference/http/idempotency';
import { withoutQuote } from '../../../server/reference/services/quoted-billing';
import { issueAccessToken } from '../../../server/reference/store/access-tokens';
import {
  createKeyStore,
  KEY_LIFETIME_MS,
  type KeptAnswer,
} from '../../../server/reference/store/idempotency-keys';
import { markVerified, upsertPendingUser } from '../../../server/reference/store/users';

const START = new Date('2026-03-02T09:00:00Z').getTime();

let db: Db;
let at: number;
const now = () => new Date(at);
beforeEach(() => {
  db = openDatabase(':memory:');
  at = START;
});
afterEach(() => db.close());

const answer = (body: string): KeptAnswer => ({ fingerprint: 'f', status: 200, body });

describe('the services’ Idempotency-Key store', () => {
  it('keeps the first answer of a key for 24 hours, and not a moment longer', () => {
    const keys = createKeyStore(db, now);
    keys.keep('user:1', 'k', answer('{"first":true}'));
    at = START + KEY_LIFETIME_MS - 1;
    expect(keys.find('user:1', 'k')?.body).toBe('{"first":true}');
    at = START + KEY_LIFETIME_MS;
    expect(keys.find('user:1', 'k')).toBeUndefined();
  });

  it('keeps the first answer when a key is kept twice', () => {
    const keys = createKeyStore(db, now);
    keys.keep('user:1', 'k', answer('{"first":true}'));
    keys.keep('user:1', 'k', answer('{"second":true}'));
    expect(keys.find('user:1', 'k')?.body).toBe('{"first":true}');
  });

  it("never gives one scope's answer to another", () => {
    const keys = createKeyStore(db, now);
    keys.keep('user:1', 'k', answer('{"mine":true}'));
    expect(keys.find('user:2', 'k')).toBeUndefined();
  });

  it('takes a key again once its day is over, with a new answer', () => {
    const keys = createKeyStore(db, now);
    keys.keep('user:1', 'k', answer('{"first":true}'));
    at = START + KEY_LIFETIME_MS;
    keys.keep('user:1', 'k', answer('{"next":true}'));
    expect(keys.find('user:1', 'k')?.body).toBe('{"next":true}');
    const rows = db.prepare('SELECT COUNT(*) AS n FROM idempotency_keys').get() as { n: number };
    expect(rows.n).toBe(1);
  });
});

/** A user with a live token at the current clock. */
function signedInUser(email: string): string {
  const id = upsertPendingUser(
    db,
    {
      first_name: 'Ada',
      last_name: 'Test',
      email,
      phone_number: '96170000000',
      password_hash: 'x',
      customer_type: 'personal',
      country: 'LB',
      province: null,
      city: null,
    },
    now(),
  );
  markVerified(db, id, now());
  return issueAccessToken(db, id, now()).token;
}

/** A new token of the user holding `token`, issued at the current clock. */
function freshToken(email: string): string {
  const row = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number };
  return issueAccessToken(db, row.id, now()).token;
}

describe('an idempotent booking route', () => {
  let bookings: number;
  let app: express.Express;
  beforeEach(() => {
    bookings = 0;
    const ctx = {
      db,
      log: () => undefined,
      now,
      production: false,
      portalUrl: 'http://portal.test',
    };
    app = createServiceApp('test', ctx.log, (a) => {
      // A shipment booking: its quote id names the price agreed, not the booking.
      a.post('/book-quoted', idempotent(ctx, { significant: withoutQuote }), (_req, res) => {
        bookings++;
        ok(res, { id: bookings }, 'Booked.');
      });
      a.post('/book', idempotent(ctx), async (req, res) => {
        const body = req.body as { fail?: boolean; slowMs?: number };
        if (body.slowMs) await new Promise((resolve) => setTimeout(resolve, body.slowMs));
        if (body.fail) return void res.status(422).json({ success: false, data: null });
        bookings++;
        ok(res, { id: bookings }, 'Booked.');
      });
      // A booking written to the database, as the services' booking routes write theirs.
      a.post('/book-row', idempotent(ctx), (req, res) => {
        const answer = db.transaction(() => {
          const row = db.prepare('INSERT INTO booked_rows DEFAULT VALUES').run();
          return keepAnswer(res, okBody({ id: Number(row.lastInsertRowid) }, 'Booked.'));
        })();
        // The process dying after the commit, before a byte of the answer is sent.
        if ((req.body as { dies?: boolean }).dies) throw new Error('killed before answering');
        res.json(answer);
      });
    });
    db.exec('CREATE TABLE booked_rows (id INTEGER PRIMARY KEY)');
  });

  const book = (token: string, key: string | undefined, body: object = { what: 'parcel' }) => {
    const call = request(app).post('/book').set('Access-Token', token).send(body);
    return key === undefined ? call : call.set('Idempotency-Key', key);
  };

  it('answers a repeat with the first answer and books nothing more', async () => {
    const token = signedInUser('a@test.example');
    const first = await book(token, 'intent-1');
    const again = await book(token, 'intent-1');
    expect(bookings).toBe(1);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps booking for a caller that hung up: its retry waits (409), then gets the answer', async () => {
    const token = signedInUser('a@test.example');
    const body = { what: 'parcel', slowMs: 300 };
    // The caller is killed mid-request: the booking goes on without it.
    await expect(book(token, 'intent-h', body).timeout(50)).rejects.toThrow();
    expect((await book(token, 'intent-h', body)).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const after = await book(token, 'intent-h', body);
    expect(after.status).toBe(200);
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(bookings).toBe(1);
  });

  it('replays a booking whose process died between its commit and its answer', async () => {
    const token = signedInUser('a@test.example');
    const send = () =>
      request(app)
        .post('/book-row')
        .set('Access-Token', token)
        .set('Idempotency-Key', 'intent-k')
        .send({ dies: true });
    expect((await send()).status).toBe(500);
    const retry = await send();
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.data).toEqual({ id: 1 });
    const rows = db.prepare('SELECT COUNT(*) AS n FROM booked_rows').get() as { n: number };
    expect(rows.n).toBe(1);
  });

  it('books each time without the header', async () => {
    const token = signedInUser('a@test.example');
    await book(token, undefined);
    await book(token, undefined);
    expect(bookings).toBe(2);
  });

  it('refuses the same key with another body (422) and books nothing', async () => {
    const token = signedInUser('a@test.example');
    await book(token, 'intent-1', { what: 'parcel' });
    const other = await book(token, 'intent-1', { what: 'piano' });
    expect(other.status).toBe(422);
    expect(bookings).toBe(1);
  });

  it('replays a shipment sent again with a newer quote, and refuses one with other details', async () => {
    const token = signedInUser('a@test.example');
    const send = (shipment: object) =>
      request(app)
        .post('/book-quoted')
        .set('Access-Token', token)
        .set('Idempotency-Key', 'row-7')
        .send({ shipment });
    expect((await send({ weight: 2, quoteId: 'Q1' })).status).toBe(200);
    const newerQuote = await send({ weight: 2, quoteId: 'Q2' });
    expect(newerQuote.headers['idempotent-replayed']).toBe('true');
    expect((await send({ weight: 3, quoteId: 'Q2' })).status).toBe(422);
    expect(bookings).toBe(1);
  });

  it('keeps no refusal: the corrected request with the same key books', async () => {
    const token = signedInUser('a@test.example');
    expect((await book(token, 'intent-1', { fail: true })).status).toBe(422);
    const corrected = await book(token, 'intent-1');
    expect(corrected.status).toBe(200);
    expect(bookings).toBe(1);
  });

  it("never answers one user's key to another user", async () => {
    const mine = signedInUser('a@test.example');
    const theirs = signedInUser('b@test.example');
    await book(mine, 'same-key');
    const other = await book(theirs, 'same-key');
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.body.data).toEqual({ id: 2 });
    expect(bookings).toBe(2);
  });

  it('books again with a key older than 24 hours', async () => {
    const email = 'a@test.example';
    await book(signedInUser(email), 'intent-1');
    at = START + KEY_LIFETIME_MS - 1;
    const late = await book(freshToken(email), 'intent-1');
    expect(late.headers['idempotent-replayed']).toBe('true');
    expect(bookings).toBe(1);
    at = START + KEY_LIFETIME_MS;
    const later = await book(freshToken(email), 'intent-1');
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.body.data).toEqual({ id: 2 });
    expect(bookings).toBe(2);
  });

  it('refuses an empty or overlong key', async () => {
    const token = signedInUser('a@test.example');
    expect((await book(token, ' ')).status).toBe(400);
    expect((await book(token, 'k'.repeat(256))).status).toBe(400);
    expect(bookings).toBe(0);
  });
});
