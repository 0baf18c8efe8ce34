import { router } from '@inertiajs/react';
import { useState } from 'react';
import { route } from 'ziggy-js';
import { messages } from '@shared/messages';
import { pickupDateLabel } from '@shared/pickups/dates';
import { timeRangeLabel } from '@shared/pickups/time-windows';
import type { PickupRowView } from '@shared/pickups/types';
import { Button } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { UnavailableAction } from '@/components/ui/unavailable-action';

/**
 * The pickup just cancelled here: its disabled action, which replaces the button once the page
 * comes back (it may be drawn anew), takes the focus once.
 */
let justCancelled: string | null = null;
const takeJustCancelled = (id: string) => {
  if (justCancelled !== id) return false;
  justCancelled = null;
  return true;
};

/**
 * 'Cancel pickup' (issue 23 §2): offered until the pickup's time window starts, through a
 * confirm dialog naming its date and window; otherwise shown disabled with the reason. Not
 * shown where the provider does not offer cancelling.
 */
export function CancelPickupButton({ pickup }: { pickup: PickupRowView }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const rule = pickup.cancel;
  if (!rule) return null;
  const label = <span className="sr-only"> #{pickup.id}</span>;
  if (!rule.allowed) {
    return (
      <UnavailableAction reason={rule.reason} claimFocus={() => takeJustCancelled(pickup.id)}>
        Cancel pickup{label}
      </UnavailableAction>
    );
  }
  const when = `${pickupDateLabel(pickup.date)}, ${timeRangeLabel(pickup.timeFrom, pickup.timeTo)}`;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
        Cancel pickup{label}
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setBusy(true);
          // Claimed by the disabled action that replaces this button if the cancel takes.
          justCancelled = pickup.id;
          router.post(
            route('pickups.cancel', { pickup: pickup.id }),
            {},
            {
              preserveScroll: true,
              preserveState: true,
              onFinish: () => {
                setBusy(false);
                setAsking(false);
              },
            },
          );
        }}
        title={messages.cancel.pickupTitle}
        message={messages.cancel.pickupMessage(when)}
        confirmText="Cancel pickup"
        cancelText="Keep pickup"
        busy={busy}
        busyText="Cancelling..."
        danger
      />
    </>
  );
}
