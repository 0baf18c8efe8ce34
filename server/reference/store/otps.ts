import type { Db } from '../db/connection';
import { hashOtpCode, otpExpiry } from '../domain/otp-rules';
import { hashSecret } from '../domain/tokens';
import type { Channel } from './outbox';

export type OtpPurpose = 'register' | 'reset' | 'link';

export interface OtpRow {
  id: number;
  purpose: OtpPurpose;
  token_hash: string | null;
  user_id: number | null;
  client_id: number | null;
  recipient: string;
  channel: Channel;
  code_hash: string;
  attempts: number;
  expires_at: string;
  verified_at: string | null;
  consumed_at: string | null;
  created_at: string;
}

export interface NewOtp {
  purpose: OtpPurpose;
  token: string | null;
  userId: number | null;
  clientId: number | null;
  recipient: string;
  channel: Channel;
  code: string;
}

export function createOtp(db: Db, otp: NewOtp, now: Date): number {
  const result = db
    .prepare(
      `INSERT INTO otps (purpose, token_hash, user_id, client_id, recipient, channel, code_hash,
         expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      otp.purpose,
      otp.token ? hashSecret(otp.token) : null,
      otp.userId,
      otp.clientId,
      otp.recipient,
      otp.channel,
      hashOtpCode(otp.code),
      otpExpiry(now),
      now.toISOString(),
    );
  return Number(result.lastInsertRowid);
}

export function otpByToken(db: Db, token: string, purpose: OtpPurpose): OtpRow | undefined {
  return db
    .prepare<[string, string], OtpRow>('SELECT * FROM otps WHERE token_hash = ? AND purpose = ?')
    .get(hashSecret(token), purpose);
}

export function otpByTokenAnyPurpose(db: Db, token: string): OtpRow | undefined {
  return db
    .prepare<[string], OtpRow>('SELECT * FROM otps WHERE token_hash = ?')
    .get(hashSecret(token));
}

/** The newest live account-link code a user asked for on one client account. */
export function latestLinkOtp(db: Db, userId: number, clientId: number): OtpRow | undefined {
  return db
    .prepare<[number, number], OtpRow>(
      `SELECT * FROM otps WHERE purpose = 'link' AND user_id = ? AND client_id = ?
       ORDER BY id DESC LIMIT 1`,
    )
    .get(userId, clientId);
}

/** A new code on the same row: the old code stops working and the try count starts over. */
export function reissueOtp(db: Db, id: number, code: string, now: Date): void {
  db.prepare(
    `UPDATE otps SET code_hash = ?, attempts = 0, expires_at = ?, verified_at = NULL,
       consumed_at = NULL WHERE id = ?`,
  ).run(hashOtpCode(code), otpExpiry(now), id);
}

export function countWrongTry(db: Db, id: number): void {
  db.prepare('UPDATE otps SET attempts = attempts + 1 WHERE id = ?').run(id);
}

export function markOtpVerified(db: Db, id: number, now: Date): void {
  db.prepare('UPDATE otps SET verified_at = COALESCE(verified_at, ?) WHERE id = ?').run(
    now.toISOString(),
    id,
  );
}

export function consumeOtp(db: Db, id: number, now: Date): void {
  db.prepare('UPDATE otps SET consumed_at = ? WHERE id = ?').run(now.toISOString(), id);
}

/** Older link codes for the same user and account stop working when a new one is sent. */
export function retireLinkOtps(db: Db, userId: number, clientId: number, now: Date): void {
  db.prepare(
    `UPDATE otps SET consumed_at = ? WHERE purpose = 'link' AND user_id = ? AND client_id = ?
       AND consumed_at IS NULL`,
  ).run(now.toISOString(), userId, clientId);
}

/** A new sign-up or reset request retires the user's earlier codes for the same purpose. */
export function retireUserOtps(
  db: Db,
  userId: number,
  purpose: 'register' | 'reset',
  now: Date,
): void {
  db.prepare(
    `UPDATE otps SET consumed_at = ? WHERE purpose = ? AND user_id = ? AND consumed_at IS NULL`,
  ).run(now.toISOString(), purpose, userId);
}
