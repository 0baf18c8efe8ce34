import type { Db } from '../db/connection';
import type { WordLanguage } from '../domain/words/language';
import { noticeText, type ConsigneeNotice } from '../domain/words/mails';
import { deliver } from './outbox';

/**
 * 'Notify the consignee by e-mail' (an extension): a shipment booked with it keeps its
 * consignee's e-mail and the portal's public tracking link, and the consignee is written
 * to when the shipment is created and when it is delivered, in the language of the shipper
 * who booked it (their request's Accept-Language, kept with the shipment). The reference
 * services send nothing: the messages land in the outbox, as every message of theirs does.
 */
export type ConsigneeMail = ConsigneeNotice;

interface Notified {
  mawb: string;
  notify_email: string | null;
  tracking_url: string | null;
  notify_language: WordLanguage;
  sender_company: string | null;
}

/** Whom to write to, and the link, kept with the shipment when it is booked with the flag. */
export function keepConsigneeMail(
  db: Db,
  shipmentId: number,
  email: string,
  portalUrl: string,
  language: WordLanguage,
) {
  // The packages' AWBs (the public page takes up to 10), as on their labels.
  const awbs = db
    .prepare<[number], { awb: string }>(
      'SELECT awb FROM packages WHERE shipment_id = ? ORDER BY id LIMIT 10',
    )
    .all(shipmentId)
    .map((p) => p.awb);
  const url = `${portalUrl}/track?awb=${awbs.map(encodeURIComponent).join(',')}`;
  db.prepare(
    'UPDATE shipments SET notify_email = ?, tracking_url = ?, notify_language = ? WHERE id = ?',
  ).run(email, url, language, shipmentId);
}

/** The message of `kind` to the shipment's consignee, if it was booked to tell them. */
export function tellConsignee(db: Db, shipmentId: number, kind: ConsigneeMail, at: string): void {
  const row = db
    .prepare<[number], Notified>(
      `SELECT s.mawb, s.notify_email, s.tracking_url, s.notify_language, a.company AS sender_company
       FROM shipments s LEFT JOIN addresses a ON a.id = s.sender_address_id WHERE s.id = ?`,
    )
    .get(shipmentId);
  if (!row?.notify_email || !row.tracking_url) return;
  const text = noticeText(row.notify_language, kind, {
    mawb: row.mawb,
    from: row.sender_company || null,
    url: row.tracking_url,
  });
  deliver(db, () => {}, { to: row.notify_email, channel: 'mail', code: null, text, sent_at: at });
}
