import type { Db } from '../db/connection';
import { deliver } from './outbox';

/**
 * 'Notify the consignee by e-mail' (an extension): a shipment booked with it keeps its
 * consignee's e-mail and the portal's public tracking link, and the consignee is written
 * to when the shipment is created and when it is delivered. The reference services send
 * nothing: the messages land in the outbox, as every message of theirs does.
 */
export type ConsigneeMail = 'created' | 'delivered';

interface Notified {
  mawb: string;
  notify_email: string | null;
  tracking_url: string | null;
  sender_company: string | null;
}

/** Whom to write to, and the link, kept with the shipment when it is booked with the flag. */
export function keepConsigneeMail(db: Db, shipmentId: number, email: string, portalUrl: string) {
  // The packages' AWBs (the public page takes up to 10), as on their labels.
  const awbs = db
    .prepare<[number], { awb: string }>(
      'SELECT awb FROM packages WHERE shipment_id = ? ORDER BY id LIMIT 10',
    )
    .all(shipmentId)
    .map((p) => p.awb);
  const url = `${portalUrl}/track?awb=${awbs.map(encodeURIComponent).join(',')}`;
  db.prepare('UPDATE shipments SET notify_email = ?, tracking_url = ? WHERE id = ?').run(
    email,
    url,
    shipmentId,
  );
}

/** The message of `kind` to the shipment's consignee, if it was booked to tell them. */
export function tellConsignee(db: Db, shipmentId: number, kind: ConsigneeMail, at: string): void {
  const row = db
    .prepare<[number], Notified>(
      `SELECT s.mawb, s.notify_email, s.tracking_url, a.company AS sender_company
       FROM shipments s LEFT JOIN addresses a ON a.id = s.sender_address_id WHERE s.id = ?`,
    )
    .get(shipmentId);
  if (!row?.notify_email || !row.tracking_url) return;
  const from = row.sender_company ? ` from ${row.sender_company}` : '';
  const text =
    kind === 'created'
      ? `Your shipment ${row.mawb}${from} has been booked. Follow it: ${row.tracking_url}`
      : `Your shipment ${row.mawb}${from} has been delivered. Details: ${row.tracking_url}`;
  deliver(db, () => {}, { to: row.notify_email, channel: 'mail', code: null, text, sent_at: at });
}
