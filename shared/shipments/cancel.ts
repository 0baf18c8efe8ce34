import { messages } from '../messages';

/**
 * Whether a shipment or a pickup can be cancelled now, and if not, why: the rule said
 * before the user acts (docs/architecture.md, Cancelling). The server puts it in the page's props and the
 * provider has the last word (a 409 with its own message); the words are the portal's.
 */
export type CancelRule = { allowed: true } | { allowed: false; reason: string };

/** Package statuses from which the courier has it: the path after 'created'. */
const PICKED_UP = new Set(['picked_up', 'in_transit', 'out_for_delivery', 'delivered']);

export const CANCELLED_SLUG = 'cancelled';

/**
 * A shipment can be cancelled while none of its packages has been picked up. A package the
 * provider sent no status slug for is not known to be picked up, so it does not hold the
 * action back: the provider refuses it if it must. Cancelled already: nothing to do.
 */
export function shipmentCancelRule(statusSlugs: ReadonlyArray<string | null>): CancelRule {
  if (statusSlugs.length > 0 && statusSlugs.every((slug) => slug === CANCELLED_SLUG)) {
    return { allowed: false, reason: messages.cancel.shipmentCancelled };
  }
  if (statusSlugs.some((slug) => slug !== null && PICKED_UP.has(slug))) {
    return { allowed: false, reason: messages.cancel.pickedUp };
  }
  return { allowed: true };
}

/** A pickup as the rule reads it: its status value and the start of its window. */
export interface PickupWhen {
  statusSlug: string | null;
  /** 'yyyy-MM-dd'. */
  date: string;
  /** 'HH:mm'. */
  timeFrom: string;
}

/**
 * A pickup can be cancelled until its time window starts (the courier may be on the way
 * from then on); one done or cancelled, never. `now` is the local date and time of the
 * provider's clock ('yyyy-MM-dd', 'HH:mm'), as the window was booked in.
 */
export function pickupCancelRule(
  pickup: PickupWhen,
  now: { date: string; time: string },
): CancelRule {
  if (pickup.statusSlug === CANCELLED_SLUG) {
    return { allowed: false, reason: messages.cancel.pickupCancelled };
  }
  const started =
    pickup.statusSlug === 'completed' ||
    pickup.date < now.date ||
    (pickup.date === now.date && pickup.timeFrom <= now.time);
  return started ? { allowed: false, reason: messages.cancel.windowStarted } : { allowed: true };
}
