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

/** Each event as the page names it. */
export const EVENT_LABELS: Record<NoticeEvent, string> = {
  picked_up: /*i18n*/ 'Picked up',
  out_for_delivery: /*i18n*/ 'Out for delivery',
  delivered: /*i18n*/ 'Delivered',
  exception: /*i18n*/ 'A problem to fix',
  claim_update: /*i18n*/ 'A claim’s news',
};

export const CHANNEL_LABELS: Record<NoticeChannel, string> = {
  email: /*i18n*/ 'E-mail',
  sms: /*i18n*/ 'SMS',
};

const choice = z.object({ email: z.boolean(), sms: z.boolean() });

/** The whole grid as the page sends it. */
export const noticePreferencesForm = z.object({
  events: z.object({
    picked_up: choice,
    out_for_delivery: choice,
    delivered: choice,
    exception: choice,
    claim_update: choice,
  }),
});
