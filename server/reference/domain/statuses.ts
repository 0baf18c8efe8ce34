import { EXCEPTION_EVENTS } from './exceptions';
import { EXCEPTION_EVENT_WORDS } from './words/exceptions';
import { say, type WordLanguage } from './words/language';
import { ALL_SHIPMENTS, STATUS_WORDS } from './words/statuses';

/**
 * The tracking path every package follows, in order. `step` is the key of the detail's
 * status_logs; `code` is the short event code of the activity log.
 */
export const TRACKING_STATUSES = [
  { slug: 'created', step: 'shipment_created', label: 'Shipment Created', code: 'SC' },
  { slug: 'picked_up', step: 'picked_up', label: 'Picked Up', code: 'PU' },
  { slug: 'in_transit', step: 'in_transit', label: 'In Transit', code: 'IT' },
  { slug: 'out_for_delivery', step: 'out_for_delivery', label: 'Out for Delivery', code: 'OD' },
  { slug: 'delivered', step: 'delivered', label: 'Delivered', code: 'DL' },
] as const;

export type TrackingStatus = (typeof TRACKING_STATUSES)[number]['slug'];

export const TRACKING_SLUGS: readonly TrackingStatus[] = TRACKING_STATUSES.map((s) => s.slug);

/**
 * Off the path (extension `POST /clients/{client}/shipments/{id}/cancel`): a shipment none of
 * whose packages had been picked up, cancelled with all its packages. Nothing follows it.
 */
export const CANCELLED = {
  slug: 'cancelled',
  step: 'cancelled',
  label: 'Cancelled',
  code: 'CA',
} as const;

/** What a package or a shipment can be: a step of the path, or cancelled. */
export type PackageStatus = TrackingStatus | typeof CANCELLED.slug;

export const PACKAGE_SLUGS: readonly PackageStatus[] = [...TRACKING_SLUGS, CANCELLED.slug];

/** Statuses in which a shipment is on its way: picked up and not yet delivered. */
export const ON_THE_WAY: readonly TrackingStatus[] = [
  'picked_up',
  'in_transit',
  'out_for_delivery',
];

/**
 * Events off the path (extension, docs/exceptions.md): an exception raised on a package and
 * the fix that closed it. They are tracking events only; a package's status stays on the path.
 */
const EXCEPTION_STEPS = Object.values(EXCEPTION_EVENTS).map((event) => ({
  ...event,
  step: event.slug,
}));

export function trackingStatus(slug: string) {
  if (slug === CANCELLED.slug) return CANCELLED;
  return (
    TRACKING_STATUSES.find((s) => s.slug === slug) ??
    EXCEPTION_STEPS.find((s) => s.slug === slug) ??
    TRACKING_STATUSES[0]
  );
}

export function statusRank(slug: string): number {
  return TRACKING_SLUGS.indexOf(slug as TrackingStatus);
}

/** The next status on the path, or null once delivered. */
export function nextStatus(slug: string): TrackingStatus | null {
  if (slug === CANCELLED.slug) return null;
  const rank = statusRank(slug);
  if (rank < 0) return 'picked_up';
  return TRACKING_SLUGS[rank + 1] ?? null;
}

/** A shipment is as far along as its slowest package; cancelled, it is cancelled whole. */
export function shipmentStatus(packageStatuses: string[]): PackageStatus {
  if (packageStatuses.length && packageStatuses.every((s) => s === CANCELLED.slug)) {
    return CANCELLED.slug;
  }
  let lowest = TRACKING_SLUGS.length - 1;
  for (const status of packageStatuses) lowest = Math.min(lowest, Math.max(0, statusRank(status)));
  return TRACKING_SLUGS[packageStatuses.length ? lowest : 0] ?? 'created';
}

/** A status's name (English as listed here) in `language`: also a tracking event's text. */
const EVENT_WORDS = { ...STATUS_WORDS, ...EXCEPTION_EVENT_WORDS };

export const statusLabel = (label: string, language: WordLanguage = 'en') =>
  say(EVENT_WORDS, language, label);

/** The shipments' status filter, in `language` (the list-languages extension). */
export function statusOptions(language: WordLanguage = 'en') {
  return [
    { value: '', label: say(ALL_SHIPMENTS, language, 'All') },
    ...[...TRACKING_STATUSES, CANCELLED].map((s) => ({
      value: s.slug,
      label: statusLabel(s.label, language),
    })),
  ];
}

export const PICKUP_STATUSES = [
  { value: 'pending', label: 'Pending', color_bg: '#FEF3C7', color_text: '#92400E' },
  { value: 'confirmed', label: 'Confirmed', color_bg: '#DBEAFE', color_text: '#1E40AF' },
  { value: 'completed', label: 'Picked Up', color_bg: '#DCFCE7', color_text: '#166534' },
  { value: 'cancelled', label: 'Cancelled', color_bg: '#FEE2E2', color_text: '#991B1B' },
] as const;

export type PickupStatus = (typeof PICKUP_STATUSES)[number]['value'];

export function pickupStatus(value: string) {
  return PICKUP_STATUSES.find((s) => s.value === value) ?? PICKUP_STATUSES[0];
}
