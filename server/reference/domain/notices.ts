/**
 * The notices the provider sends (docs/notices.md, 'The provider's side'): the events a
 * shipper can be told of, by e-mail and/or SMS, and those a shipment's consignee can be. Pure
 * rules: the defaults, reading a save (what it names replaces, the rest is kept) and its
 * refusals.
 */

export const NOTICE_EVENTS = [
  'picked_up',
  'out_for_delivery',
  'delivered',
  'exception',
  'claim_update',
] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

/** A consignee is told of their parcel's way, never of the shipper's claims. */
export const CONSIGNEE_EVENTS = [
  'picked_up',
  'out_for_delivery',
  'delivered',
  'exception',
] as const satisfies readonly NoticeEvent[];
export type ConsigneeEvent = (typeof CONSIGNEE_EVENTS)[number];

export const NOTICE_CHANNELS = ['email', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export type ChannelChoice = Record<NoticeChannel, boolean>;
export type Preferences = Record<NoticeEvent, ChannelChoice>;

/** Until a user saves: an e-mail when a shipment is delivered and when one meets an exception. */
export function defaultPreferences(): Preferences {
  return {
    picked_up: { email: false, sms: false },
    out_for_delivery: { email: false, sms: false },
    delivered: { email: true, sms: false },
    exception: { email: true, sms: false },
    claim_update: { email: false, sms: false },
  };
}

export const NO_PHONE = 'Add a phone number to your profile to receive text messages.';

const isEvent = (value: string): value is NoticeEvent =>
  (NOTICE_EVENTS as readonly string[]).includes(value);
const isChannel = (value: string): value is NoticeChannel =>
  (NOTICE_CHANNELS as readonly string[]).includes(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/**
 * A save of `{events: {<event>: {email?, sms?}}}` over `current`: the events and channels it
 * names replace theirs, the rest stay. Refused field by field (`events`, `events.<event>`,
 * `events.<event>.<channel>`) for an unknown event or channel or a value that is not a
 * boolean, and SMS asked for by a user without a phone.
 */
export function mergePreferences(
  current: Preferences,
  body: unknown,
  hasPhone: boolean,
): Checked<Preferences> {
  const errors: Record<string, string> = {};
  const next: Preferences = structuredClone(current);
  const events = isRecord(body) ? body.events : undefined;
  if (!isRecord(events)) {
    return { ok: false, errors: { events: 'Name the events to be told of.' } };
  }
  for (const [event, choice] of Object.entries(events)) {
    if (!isEvent(event)) {
      errors[`events.${event}`] = 'There is no such event.';
      continue;
    }
    if (!isRecord(choice)) {
      errors[`events.${event}`] = 'Say which channels to use: email and sms.';
      continue;
    }
    for (const [channel, on] of Object.entries(choice)) {
      const field = `events.${event}.${channel}`;
      if (!isChannel(channel)) errors[field] = 'There is no such channel.';
      else if (typeof on !== 'boolean') errors[field] = 'Must be true or false.';
      else if (channel === 'sms' && on && !hasPhone) errors[field] = NO_PHONE;
      else next[event][channel] = on;
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: next };
}

export interface ConsigneeNotices {
  email: boolean;
  sms: boolean;
  /** In the order of CONSIGNEE_EVENTS, each once. */
  events: ConsigneeEvent[];
}

/**
 * A shipment booked with 'Notify the consignee' and never changed since: e-mailed on
 * booking (sent then) and on delivery; without the flag, nobody is told.
 */
export function bookedConsigneeNotices(notifyEmail: boolean): ConsigneeNotices {
  return notifyEmail
    ? { email: true, sms: false, events: ['delivered'] }
    : { email: false, sms: false, events: [] };
}

/**
 * A save of `{email?, sms?, events?}` over `current`: what it names replaces, the rest
 * stays. Refused on `email`, `sms` (not a boolean; on when the consignee has no e-mail or
 * no phone) and `events` (not a list of the consignee's events).
 */
export function mergeConsigneeNotices(
  current: ConsigneeNotices,
  body: unknown,
  consignee: { email: boolean; phone: boolean },
): Checked<ConsigneeNotices> {
  const errors: Record<string, string> = {};
  const next: ConsigneeNotices = { ...current, events: [...current.events] };
  const input = isRecord(body) ? body : {};
  for (const known of Object.keys(input)) {
    if (!['email', 'sms', 'events'].includes(known)) errors[known] = 'There is no such field.';
  }
  for (const channel of NOTICE_CHANNELS) {
    const on = input[channel];
    if (on === undefined) continue;
    if (typeof on !== 'boolean') errors[channel] = 'Must be true or false.';
    else if (on && channel === 'email' && !consignee.email) {
      errors.email = 'The consignee has no e-mail address.';
    } else if (on && channel === 'sms' && !consignee.phone) {
      errors.sms = 'The consignee has no phone number.';
    } else next[channel] = on;
  }
  if (input.events !== undefined) {
    const events = input.events;
    if (
      !Array.isArray(events) ||
      !events.every((e) => (CONSIGNEE_EVENTS as readonly unknown[]).includes(e))
    ) {
      errors.events = `Choose among ${CONSIGNEE_EVENTS.join(', ')}.`;
    } else {
      next.events = CONSIGNEE_EVENTS.filter((e) => events.includes(e));
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: next };
}

/** The package statuses the simulator reaches that are told of. */
export function noticeEventOfStatus(status: string): ConsigneeEvent | undefined {
  return status === 'picked_up' || status === 'out_for_delivery' || status === 'delivered'
    ? status
    : undefined;
}

/** Where an exception's notice sends the shipper: the package's tracking, with its fix. */
export function fixLink(portalUrl: string, shipmentId: number, packageId: number): string {
  return `${portalUrl.replace(/\/+$/, '')}/shipments?track=${shipmentId}:${packageId}`;
}
