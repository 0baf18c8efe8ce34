import { router } from '@inertiajs/react';
import { useEffect, useState } from 'react';
import { route } from 'ziggy-js';
import { messages } from '@shared/messages';
import { shipAgainAsked } from '@shared/shipment-wizard/presets';
import { Button } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * 'Ship again' (issue 22 §4): a new Create Shipment draft filled in from a shipment. With
 * a draft in progress the server asks first (flash `shipAgain`), and ShipAgainConfirm
 * replaces it once the user confirms.
 */

const shipAgain = (shipment: string, replace = false, onFinish?: () => void) =>
  router.post(
    route('shipments.ship-again', { shipment }),
    { replace },
    { preserveScroll: true, preserveState: true, onFinish },
  );

export function ShipAgainButton({ shipmentId, label }: { shipmentId: string; label: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={busy}
      busyText="Opening..."
      onClick={() => {
        setBusy(true);
        shipAgain(shipmentId, false, () => setBusy(false));
      }}
    >
      Ship again<span className="sr-only"> {label}</span>
    </Button>
  );
}

/** The one confirm dialog of a list's 'Ship again' buttons. */
export function ShipAgainConfirm() {
  const [pending, setPending] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each answer that asks opens it, the same shipment asked twice included.
  useEffect(
    () =>
      router.on('success', (event) => {
        const asked = shipAgainAsked(event.detail.page.flash);
        if (asked) setPending(asked);
      }),
    [],
  );
  return (
    <ConfirmDialog
      open={pending !== null}
      onClose={() => setPending(null)}
      onConfirm={() => {
        if (!pending) return;
        setBusy(true);
        shipAgain(pending, true, () => {
          setBusy(false);
          setPending(null);
        });
      }}
      title={messages.shipAgain.replaceTitle}
      message={messages.shipAgain.replaceMessage}
      confirmText="Replace draft"
      busy={busy}
      busyText="Opening..."
    />
  );
}
