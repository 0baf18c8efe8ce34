import type { Db } from '../db/connection';
import {
  bookedConsigneeNotices,
  CONSIGNEE_EVENTS,
  defaultPreferences,
  fixLink,
  NOTICE_EVENTS,
  type ConsigneeEvent,
  type ConsigneeNotices,
  type NoticeEvent,
  type Preferences,
} from '../domain/notices';
import { EXCEPTION_EVENTS, type ExceptionKind } from '../domain/exceptions';
import { KIND_WORDS } from '../domain/words/exceptions';
import type { WordLanguage } from '../domain/words/language';
import {
  claimNoticeText,
  consigneeNoticeText,
  shipperNoticeText,
  type ShipmentNotice,
} from '../domain/words/notices';
import { deliver, type Channel } from './outbox';

/**
 * The notices the provider sends (docs/notices.md): each user's preferences, a shipment's
 * consignee notices, and the messages written to the outbox when a package moves, meets an
 * exception or a claim changes. The reference services send nothing: every notice is a row
 * of the outbox (`mail` to an e-mail address, `sms` to a phone number).
 */

export function readPreferences(db: Db, userId: number): Preferences {
  const preferences = defaultPreferences();
  const rows = db
    .prepare<[number], { event: NoticeEvent; email: number; sms: number }>(
      'SELECT event, email, sms FROM notification_preferences WHERE user_id = ?',
    )
    .all(userId);
  for (const row of rows) {
    if (NOTICE_EVENTS.includes(row.event)) {
      preferences[row.event] = { email: row.email === 1, sms: row.sms === 1 };
    }
  }
  return preferences;
}

export function savePreferences(db: Db, userId: number, preferences: Preferences): void {
  const upsert = db.prepare(
    `INSERT INTO notification_preferences (user_id, event, email, sms) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, event) DO UPDATE SET email = excluded.email, sms = excluded.sms`,
  );
  db.transaction(() => {
    for (const event of NOTICE_EVENTS) {
      const choice = preferences[event];
      upsert.run(userId, event, choice.email ? 1 : 0, choice.sms ? 1 : 0);
    }
  })();
}

interface Parties {
  id: number;
  client_id: number;
  mawb: string;
  notify_email: string | null;
  tracking_url: string | null;
  notify_language: WordLanguage;
  sender_company: string | null;
  receiver_company: string | null;
  receiver_attention: string | null;
  /** The consignee's e-mail: their customer record's, else the delivery address's. */
  receiver_email: string | null;
  receiver_phone: string | null;
}

export function shipmentParties(db: Db, shipmentId: number): Parties | undefined {
  return db
    .prepare<[number], Parties>(
      `SELECT s.id, s.client_id, s.mawb, s.notify_email, s.tracking_url, s.notify_language,
         a.company AS sender_company, r.company AS receiver_company,
         r.attention AS receiver_attention,
         COALESCE(NULLIF(TRIM(c.email), ''), NULLIF(TRIM(r.email), '')) AS receiver_email,
         r.phone AS receiver_phone
       FROM shipments s
       LEFT JOIN addresses a ON a.id = s.sender_address_id
       LEFT JOIN addresses r ON r.id = s.receiver_address_id
       LEFT JOIN customers c ON c.id = s.customer_id
       WHERE s.id = ?`,
    )
    .get(shipmentId);
}

export function readConsigneeNotices(db: Db, shipmentId: number): ConsigneeNotices {
  const row = db
    .prepare<[number], { email: number; sms: number; events: string }>(
      'SELECT email, sms, events FROM consignee_notices WHERE shipment_id = ?',
    )
    .get(shipmentId);
  if (!row) {
    const parties = shipmentParties(db, shipmentId);
    return bookedConsigneeNotices(Boolean(parties?.notify_email));
  }
  const events = JSON.parse(row.events) as unknown[];
  return {
    email: row.email === 1,
    sms: row.sms === 1,
    events: CONSIGNEE_EVENTS.filter((event) => events.includes(event)),
  };
}

/** The public tracking page of the shipment's packages (up to 10, as on their labels). */
function trackingUrl(db: Db, shipmentId: number, portalUrl: string): string {
  const awbs = db
    .prepare<[number], { awb: string }>(
      'SELECT awb FROM packages WHERE shipment_id = ? ORDER BY id LIMIT 10',
    )
    .all(shipmentId)
    .map((p) => p.awb);
  return `${portalUrl}/track?awb=${awbs.map(encodeURIComponent).join(',')}`;
}

/**
 * Keeps the consignee's notices, with whom to write to (the consignee's e-mail as it stands)
 * and the public link; later notices are written in `language`, the caller's.
 */
export function saveConsigneeNotices(
  db: Db,
  shipmentId: number,
  notices: ConsigneeNotices,
  { language, portalUrl }: { language: WordLanguage; portalUrl: string },
): void {
  const parties = shipmentParties(db, shipmentId);
  db.transaction(() => {
    db.prepare(
      `INSERT INTO consignee_notices (shipment_id, email, sms, events) VALUES (?, ?, ?, ?)
       ON CONFLICT (shipment_id) DO UPDATE
         SET email = excluded.email, sms = excluded.sms, events = excluded.events`,
    ).run(shipmentId, notices.email ? 1 : 0, notices.sms ? 1 : 0, JSON.stringify(notices.events));
    db.prepare(
      `UPDATE shipments SET notify_email = COALESCE(?, notify_email),
         tracking_url = COALESCE(tracking_url, ?), notify_language = ? WHERE id = ?`,
    ).run(
      notices.email ? (parties?.receiver_email ?? null) : null,
      trackingUrl(db, shipmentId, portalUrl),
      language,
      shipmentId,
    );
  })();
}

interface Reader {
  id: number;
  email: string;
  phone_number: string;
  language: WordLanguage | null;
}

/** The users linked to the account the shipment was booked under: the shipper's side. */
function shippersOf(db: Db, clientId: number): Reader[] {
  return db
    .prepare<[number], Reader>(
      `SELECT u.id, u.email, u.phone_number, u.language FROM users u
       JOIN user_clients uc ON uc.user_id = u.id WHERE uc.client_id = ? ORDER BY u.id`,
    )
    .all(clientId);
}

function send(db: Db, to: string, channel: Channel, text: string, at: string): void {
  deliver(db, () => {}, { to, channel, code: null, text, sent_at: at });
}

/** Writes `text(language)` to a shipper by each channel they chose for `event`. */
function tellShippers(
  db: Db,
  clientId: number,
  event: NoticeEvent,
  text: (language: WordLanguage) => string,
  at: string,
): void {
  for (const user of shippersOf(db, clientId)) {
    const choice = readPreferences(db, user.id)[event];
    const language = user.language ?? 'en';
    if (choice.email) send(db, user.email, 'mail', text(language), at);
    if (choice.sms && user.phone_number.trim()) {
      send(db, user.phone_number, 'sms', text(language), at);
    }
  }
}

export interface ShipmentEvent {
  shipmentId: number;
  event: ConsigneeEvent;
  /** The package it happened to: the one an exception's fix is for. */
  packageId?: number;
  /** An exception's kind. */
  kind?: ExceptionKind;
  at: string;
  /** The portal's public address, for the links. */
  portalUrl: string;
}

function firstPackage(db: Db, shipmentId: number): number | undefined {
  return db
    .prepare<[number], { id: number }>('SELECT id FROM packages WHERE shipment_id = ? ORDER BY id')
    .get(shipmentId)?.id;
}

/**
 * The notices of one event on a shipment: to each shipper as they chose, with a link to the
 * package in the portal (an exception's leads straight to its fix), and to the consignee as
 * the shipment says.
 */
export function sendShipmentNotices(db: Db, happened: ShipmentEvent): void {
  const parties = shipmentParties(db, happened.shipmentId);
  if (!parties) return;
  const packageId = happened.packageId ?? firstPackage(db, parties.id);
  const kind = happened.kind ? EXCEPTION_EVENTS[happened.kind].label : undefined;
  const shipper: ShipmentNotice = {
    mawb: parties.mawb,
    party: parties.receiver_company || parties.receiver_attention || null,
    kind,
    url: packageId === undefined ? null : fixLink(happened.portalUrl, parties.id, packageId),
  };
  tellShippers(
    db,
    parties.client_id,
    happened.event,
    (language) => shipperNoticeText(language, happened.event, shipper, KIND_WORDS),
    happened.at,
  );

  const consignee = readConsigneeNotices(db, parties.id);
  if (!consignee.events.includes(happened.event)) return;
  const text = consigneeNoticeText(
    parties.notify_language,
    happened.event,
    {
      mawb: parties.mawb,
      party: parties.sender_company || null,
      kind,
      url: parties.tracking_url ?? trackingUrl(db, parties.id, happened.portalUrl),
    },
    KIND_WORDS,
  );
  const email = parties.notify_email ?? parties.receiver_email;
  if (consignee.email && email) send(db, email, 'mail', text, happened.at);
  if (consignee.sms && parties.receiver_phone?.trim()) {
    send(db, parties.receiver_phone, 'sms', text, happened.at);
  }
}

export interface ClaimUpdate {
  shipmentId: number;
  /** The package the claim is about, for the link to it. */
  packageId?: number;
  /** How the shipper knows the claim (its number or id). */
  claim: string;
  /** The claim's new status as the claims service names it (e.g. `under_review`). */
  status: string;
  at: string;
  portalUrl: string;
}

/**
 * A claim's status changed: each shipper of the account who asked for `claim_update` is told,
 * in their language, by the channels they chose. The consignee is never told of a claim.
 * Answers how many messages were written.
 */
export function notifyClaimUpdate(db: Db, update: ClaimUpdate): number {
  const parties = shipmentParties(db, update.shipmentId);
  if (!parties) return 0;
  const packageId = update.packageId ?? firstPackage(db, parties.id);
  const url = packageId === undefined ? null : fixLink(update.portalUrl, parties.id, packageId);
  const before = outboxSize(db);
  tellShippers(
    db,
    parties.client_id,
    'claim_update',
    (language) =>
      claimNoticeText(language, {
        claim: update.claim,
        mawb: parties.mawb,
        status: update.status,
        url,
      }),
    update.at,
  );
  return outboxSize(db) - before;
}

const outboxSize = (db: Db) =>
  db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM outbox').get()?.n ?? 0;
