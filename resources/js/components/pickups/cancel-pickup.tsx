import { route } from 'ziggy-js';
import { messages } from '@shared/messages';
import { pickupDateLabel } from '@shared/pickups/dates';
import { timeRangeLabel } from '@shared/pickups/time-windows';
import type { PickupRowView } from '@shared/pickups/types';
import { CancelAction } from '@/components/cancel-action';

/**
 * 'Cancel pickup': offered until the pickup's time window starts, through a
 * confirm dialog naming its date and window; otherwise shown disabled with the reason. Not
 * shown where the provider does not offer cancelling.
 */
export function CancelPickupButton({ pickup }: { pickup: PickupRowView }) {
  const rule = pickup.cancel;
  if (!rule) return null;
  const when = `${pickupDateLabel(pickup.date)}, ${timeRangeLabel(pickup.timeFrom, pickup.timeTo)}`;
  return (
    <CancelAction
      text="Cancel pickup"
      label={`#${pickup.id}`}
      focusKey={`pickup|${pickup.id}`}
      rule={rule}
      url={route('pickups.cancel', { pickup: pickup.id })}
      title={messages.cancel.pickupTitle}
      message={messages.cancel.pickupMessage(when)}
      keepText="Keep pickup"
    />
  );
}
