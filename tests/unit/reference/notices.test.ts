import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/reference/db/connection';
import {
  bookedConsigneeNotices,
  defaultPreferences,
  fixLink,
  mergeConsigneeNotices,
  mergePreferences,
  NO_PHONE,
  noticeEventOfStatus,
} from '../../../server/reference/domain/notices';
import { claimNoticeText } from '../../../server/reference/domain/words/notices';
import { tick } from '../../../server/reference/simulator';
import {
  notifyClaimUpdate,
  readPreferences,
  savePreferences,
} from '../../../server/reference/store/notices';
import { newestMessages } from '../../../server/reference/store/outbox';
import { addShipment, smallWorld } from '../../support/reference/fixtures';

const start = new Date('2026-03-02T08:00:00Z');
const PORTAL = 'https://portal.example';
let db: Db | undefined;
afterEach(() => db?.close());

/** A user linked to the account, with their saved language. */
function addUser(
  d: Db,
  clientId: number,
  language: 'en' | 'fr' | 'ar' | null,
  phone = '+96171000000',
) {
  const id = Number(
    d
      .prepare(
        `INSERT INTO users (first_name, last_name, email, phone_number, password_hash, customer_type, language, created_at)
         VALUES ('Rima', 'Haddad', ?, ?, 'x', 'business', ?, ?)`,
      )
      .run(`rima-${language ?? 'none'}@example.com`, phone, language, start.toISOString())
      .lastInsertRowid,
  );
  d.prepare('INSERT INTO user_clients (user_id, client_id, linked_at) VALUES (?, ?, ?)').run(
    id,
    clientId,
    start.toISOString(),
  );
  return id;
}

describe('notification preferences', () => {
  it('default to an e-mail for delivered and exception, nothing else', () => {
    const defaults = defaultPreferences();
    const on = Object.entries(defaults).flatMap(([event, choice]) =>
      Object.entries(choice)
        .filter(([, value]) => value)
        .map(([channel]) => `${event}.${channel}`),
    );
    expect(on).toEqual(['delivered.email', 'exception.email']);
  });

  it('replace what a save names and keep the rest', () => {
    const merged = mergePreferences(
      defaultPreferences(),
      { events: { delivered: { sms: true }, picked_up: { email: true, sms: false } } },
      true,
    );
    expect(merged.ok && merged.value.delivered).toEqual({ email: true, sms: true });
    expect(merged.ok && merged.value.picked_up).toEqual({ email: true, sms: false });
    expect(merged.ok && merged.value.exception).toEqual({ email: true, sms: false });
  });

  it('refuse unknown events, unknown channels, values that are not booleans, a missing map', () => {
    const refused = mergePreferences(
      defaultPreferences(),
      {
        events: {
          teleported: { email: true },
          delivered: { pigeon: true, email: 'yes' },
          exception: null,
        },
      },
      true,
    );
    expect(refused.ok ? {} : Object.keys(refused.errors).sort()).toEqual([
      'events.delivered.email',
      'events.delivered.pigeon',
      'events.exception',
      'events.teleported',
    ]);
    expect(mergePreferences(defaultPreferences(), { events: [] }, true).ok).toBe(false);
    expect(mergePreferences(defaultPreferences(), null, true).ok).toBe(false);
  });

  it('refuse SMS to a user without a phone, and let them turn it off', () => {
    const on = mergePreferences(
      defaultPreferences(),
      { events: { exception: { sms: true } } },
      false,
    );
    expect(on.ok ? undefined : on.errors['events.exception.sms']).toBe(NO_PHONE);
    const off = mergePreferences(
      defaultPreferences(),
      { events: { exception: { sms: false } } },
      false,
    );
    expect(off.ok).toBe(true);
  });
});

describe("a shipment's consignee notices", () => {
  const consignee = { email: true, phone: true };

  it("read a booking's 'Notify the consignee' as an e-mail on delivery", () => {
    expect(bookedConsigneeNotices(true)).toEqual({
      email: true,
      sms: false,
      events: ['delivered'],
    });
    expect(bookedConsigneeNotices(false)).toEqual({ email: false, sms: false, events: [] });
  });

  it('keep the events in their order, once each, and refuse a claim update or a stranger', () => {
    const saved = mergeConsigneeNotices(
      bookedConsigneeNotices(true),
      { events: ['exception', 'picked_up', 'exception'] },
      consignee,
    );
    expect(saved).toEqual({
      ok: true,
      value: { email: true, sms: false, events: ['picked_up', 'exception'] },
    });
    const refused = mergeConsigneeNotices(
      bookedConsigneeNotices(false),
      { events: ['claim_update'], sms: 'yes', cc: 'me' },
      consignee,
    );
    expect(refused.ok ? [] : Object.keys(refused.errors).sort()).toEqual(['cc', 'events', 'sms']);
  });

  it('refuse e-mail to a consignee without an address and SMS to one without a phone', () => {
    const refused = mergeConsigneeNotices(
      bookedConsigneeNotices(false),
      { email: true, sms: true },
      { email: false, phone: false },
    );
    expect(refused.ok ? [] : Object.keys(refused.errors).sort()).toEqual(['email', 'sms']);
  });
});

describe('the notices sent', () => {
  it('are told of the statuses the simulator reaches that a reader can ask for', () => {
    expect(
      ['created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered'].map(
        noticeEventOfStatus,
      ),
    ).toEqual([undefined, 'picked_up', undefined, 'out_for_delivery', 'delivered']);
  });

  it("link an exception to the package's fix in the portal", () => {
    expect(fixLink('https://portal.example/', 12, 34)).toBe(
      'https://portal.example/shipments?track=12:34',
    );
  });

  it('write a claim update by the channels each shipper chose, in their language', () => {
    const world = smallWorld(start);
    db = world.db;
    const shipment = addShipment(db, world.clientId, world.sender, world.receiver, start);
    const french = addUser(db, world.clientId, 'fr');
    const arabic = addUser(db, world.clientId, 'ar', '+96171000001');
    const silent = addUser(db, world.clientId, null, '+96171000002');
    savePreferences(db, french, {
      ...readPreferences(db, french),
      claim_update: { email: true, sms: true },
    });
    savePreferences(db, arabic, {
      ...readPreferences(db, arabic),
      claim_update: { email: false, sms: true },
    });
    const written = notifyClaimUpdate(db, {
      shipmentId: shipment.shipment_id,
      claim: 'CL-7',
      status: 'approved',
      at: start.toISOString(),
      portalUrl: PORTAL,
    });
    expect(written).toBe(3);
    const sent = newestMessages(db, undefined).reverse();
    expect(sent.map((m) => [m.to, m.channel])).toEqual([
      ['rima-fr@example.com', 'mail'],
      ['+96171000000', 'sms'],
      ['+96171000001', 'sms'],
    ]);
    expect(sent[0]!.text).toBe(
      `Votre réclamation CL-7 sur l’expédition ${shipment.mawb} est acceptée. Détails : ${PORTAL}/shipments?track=${shipment.shipment_id}:${shipment.packages[0]!.id}`,
    );
    expect(sent[2]!.text).toMatch(/^مطالبتك CL-7 .* أصبحت مقبولة\./);
    expect(silent).toBeGreaterThan(0);
    expect(newestMessages(db, 'rima-none@example.com')).toEqual([]);
  });

  it('says a claim waiting for information in words, in each language', () => {
    const notice = { claim: 'C1', mawb: '123', status: 'information_needed', url: null };
    expect(claimNoticeText('en', notice)).toBe(
      'Your claim C1 on shipment 123 is now waiting for information from you.',
    );
    expect(claimNoticeText('fr', notice)).toContain('en attente d’informations de votre part');
    expect(claimNoticeText('ar', notice)).toContain('بانتظار معلومات منك');
  });

  it('writes a claim status it does not know as it was sent', () => {
    expect(
      claimNoticeText('en', { claim: 'C1', mawb: '123', status: 'escalated', url: null }),
    ).toBe('Your claim C1 on shipment 123 is now escalated.');
  });

  it('are not written by a tick without the portal, as when seeding', () => {
    const world = smallWorld(start);
    db = world.db;
    addShipment(db, world.clientId, world.sender, world.receiver, start);
    const user = addUser(db, world.clientId, 'en');
    savePreferences(db, user, {
      ...readPreferences(db, user),
      picked_up: { email: true, sms: true },
    });
    tick(db, new Date(start.getTime() + 60_000), { random: () => 0 });
    expect(newestMessages(db, undefined)).toEqual([]);
    tick(db, new Date(start.getTime() + 120_000), { random: () => 0, portalUrl: PORTAL });
    // The second tick reaches in transit: nobody asked to hear of it.
    expect(newestMessages(db, undefined)).toEqual([]);
  });

  it('are written by a tick with the portal when a shipment is picked up', () => {
    const world = smallWorld(start);
    db = world.db;
    const shipment = addShipment(db, world.clientId, world.sender, world.receiver, start);
    const user = addUser(db, world.clientId, 'en');
    savePreferences(db, user, {
      ...readPreferences(db, user),
      picked_up: { email: true, sms: true },
    });
    tick(db, new Date(start.getTime() + 60_000), { random: () => 0, portalUrl: PORTAL });
    const sent = newestMessages(db, undefined).reverse();
    expect(sent.map((m) => m.channel)).toEqual(['mail', 'sms']);
    expect(sent[0]!.text).toBe(
      `Shipment ${shipment.mawb} to Cedar has been picked up. Track it: ${PORTAL}/shipments?track=${shipment.shipment_id}:${shipment.packages[0]!.id}`,
    );
  });
});
