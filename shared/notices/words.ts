import type { NoticeChannel, NoticeEvent } from '../forms/notices';

/**
 * The notices' events and channels as the profile and the tracking drawer name them
 * (docs/notices.md); in the portal's `messages` catalog, which both load.
 */
/** Each event as the pages name it. */
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
