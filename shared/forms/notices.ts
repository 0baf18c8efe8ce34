import * as z from 'zod/mini';

/**
 * Notification preferences (docs/notices.md): for each event the provider tells a shipper
 * of, by e-mail and/or by SMS. The provider keeps them and sends the notices; the portal
 * keeps nothing.
 */
export const NOTICE_EVENTS = [
  'picked_up',
  'out_for_delivery',
  'delivered',
  'exception',
  'claim_update',
] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

export const NOTICE_CHANNELS = ['email', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export type NoticePreferences = Record<NoticeEvent, Record<NoticeChannel, boolean>>;

const choice = z.object({ email: z.boolean(), sms: z.boolean() });

/** The same rule for every event: a schema's shape for the whole grid. */
export const eachEvent = <S>(rule: S) =>
  Object.fromEntries(NOTICE_EVENTS.map((event) => [event, rule])) as Record<NoticeEvent, S>;

/** The whole grid as the page sends it. */
export const noticePreferencesForm = z.object({ events: z.object(eachEvent(choice)) });

/** What a shipment's consignee can be told of: never the shipper's claims. */
export const CONSIGNEE_EVENTS = [
  'picked_up',
  'out_for_delivery',
  'delivered',
  'exception',
] as const satisfies readonly NoticeEvent[];
export type ConsigneeEvent = (typeof CONSIGNEE_EVENTS)[number];

/** A shipment's consignee notices: by which channels, of which events. */
export interface ConsigneeNotices {
  email: boolean;
  sms: boolean;
  events: ConsigneeEvent[];
}

export const consigneeNoticesForm = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  events: z.array(z.enum(CONSIGNEE_EVENTS)),
});
