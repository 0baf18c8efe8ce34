import type { Db } from '../db/connection';
import { phoneKey } from '../domain/phone';

export type Channel = 'mail' | 'sms';

export interface OutboxMessage {
  to: string;
  channel: Channel;
  code: string | null;
  text: string;
  sent_at: string;
}

/** E-mails match case-insensitively, phones by their digits however they were typed. */
export function recipientKey(to: string): string {
  const trimmed = to.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : phoneKey(trimmed);
}

/**
 * "Sends" a message: the reference services deliver nothing, they keep it in the outbox
 * and write the code to the log so a tester can complete the flow. In production
 * (`showCodes: false`) the log says only that a message went out: a code or a message's
 * text, which holds the code, never reaches it.
 */
export function deliver(
  db: Db,
  log: (line: string) => void,
  message: OutboxMessage,
  { showCodes = true }: { showCodes?: boolean } = {},
): void {
  db.prepare(
    'INSERT INTO outbox (recipient, recipient_key, channel, code, text, sent_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    message.to,
    recipientKey(message.to),
    message.channel,
    message.code,
    message.text,
    message.sent_at,
  );
  if (!showCodes) log(`Message sent to ${message.to} by ${message.channel}`);
  else if (message.code) log(`OTP ${message.code} for ${message.to}`);
  else log(`Message for ${message.to}: ${message.text}`);
}

export function newestMessages(db: Db, to: string | undefined, limit = 20): OutboxMessage[] {
  const select =
    'SELECT recipient AS "to", channel, code, text, sent_at FROM outbox ' +
    (to ? 'WHERE recipient_key = ? ' : '') +
    'ORDER BY id DESC LIMIT ?';
  const params = to ? [recipientKey(to), limit] : [limit];
  return db.prepare<unknown[], OutboxMessage>(select).all(...params);
}
