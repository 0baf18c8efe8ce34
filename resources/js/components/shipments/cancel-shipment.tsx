import { router } from '@inertiajs/react';
import { useState } from 'react';
import { route } from 'ziggy-js';
import { messages } from '@shared/messages';
import type { CancelRule } from '@shared/shipments/cancel';
import { Button } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { UnavailableAction } from '@/components/ui/unavailable-action';

interface CancelShipmentProps {
  shipmentId: string;
  /** Every package's AWB: the dialog names them. */
  awbs: readonly string[];
  rule: CancelRule;
  /** Read after the button's text by screen readers: which shipment. */
  label: string;
}

/**
 * The shipment just cancelled, and where (its row or its drawer, by the label): the disabled
 * action that replaces the button there once the page comes back takes the focus, once.
 */
let justCancelled: string | null = null;
const takeJustCancelled = (id: string) => {
  if (justCancelled !== id) return false;
  justCancelled = null;
  return true;
};

/**
 * 'Cancel shipment' (issue 23 §1): offered while none of the packages has been picked up,
 * through a confirm dialog naming the AWBs; otherwise shown disabled with the reason. The
 * answer comes back to the same page: its toast, and the list showing the shipment cancelled
 * (or the provider's refusal as a toast).
 */
export function CancelShipmentButton({ shipmentId, awbs, rule, label }: CancelShipmentProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!rule.allowed) {
    return (
      <UnavailableAction
        reason={rule.reason}
        claimFocus={() => takeJustCancelled(`${shipmentId}|${label}`)}
      >
        Cancel shipment<span className="sr-only"> {label}</span>
      </UnavailableAction>
    );
  }
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
        Cancel shipment<span className="sr-only"> {label}</span>
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setBusy(true);
          // Claimed by the disabled action that replaces this button if the cancel takes.
          justCancelled = `${shipmentId}|${label}`;
          router.post(
            route('shipments.cancel', { shipment: shipmentId }),
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
        title={messages.cancel.shipmentTitle}
        message={messages.cancel.shipmentMessage(awbs)}
        confirmText="Cancel shipment"
        cancelText="Keep shipment"
        busy={busy}
        busyText="Cancelling..."
        danger
      />
    </>
  );
}
