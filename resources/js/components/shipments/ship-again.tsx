import { router } from '@inertiajs/react';
import { useEffect, useState } from 'react';
import { route } from '@/lib/route';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { draftAsked, type FromShipment } from '@shared/shipments/returns';
import { Button } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { UnavailableAction } from '@/components/ui/unavailable-action';
import { useWords } from '@/lib/i18n';
import { useCan } from '@/hooks/use-role';

/**
 * The one way to start a Create Shipment draft from a shipment: 'Ship again'
 * and 'Create return' (docs/architecture.md, A draft from a shipment). With a draft in progress the server asks first (flash
 * `shipAgain` or `createReturn`), and FromShipmentConfirm replaces it once the user confirms.
 */

const ROUTES = {
  'ship-again': 'shipments.ship-again',
  'create-return': 'shipments.create-return',
} as const;

const TEXTS: Record<FromShipment, { button: string; replace: string }> = {
  'ship-again': { button: /*i18n*/ 'Ship again', replace: messages.shipAgain.replaceMessage },
  'create-return': { button: /*i18n*/ 'Create return', replace: messages.returns.replaceMessage },
};

const startDraft = (
  action: FromShipment,
  shipment: string,
  replace = false,
  onFinish?: () => void,
) =>
  router.post(
    route(ROUTES[action], { shipment }),
    { replace },
    { preserveScroll: true, preserveState: true, onFinish },
  );

interface FromShipmentButtonProps {
  action: FromShipment;
  shipmentId: string;
  /** Which shipment, for screen readers ('shipment 1234'). */
  label: string;
  /** Why the action cannot be taken now: shown unavailable, with the reason (the kit's). */
  disabledReason?: string;
}

export function FromShipmentButton({
  action,
  shipmentId,
  label,
  disabledReason,
}: FromShipmentButtonProps) {
  const i18n = useWords();
  const [busy, setBusy] = useState(false);
  const text = i18n._(TEXTS[action].button);
  if (disabledReason) {
    return (
      <UnavailableAction reason={disabledReason}>
        {text}
        <span className="sr-only"> {label}</span>
      </UnavailableAction>
    );
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={busy}
      busyText={i18n._('Opening...')}
      onClick={() => {
        setBusy(true);
        startDraft(action, shipmentId, false, () => setBusy(false));
      }}
    >
      {text}
      <span className="sr-only"> {label}</span>
    </Button>
  );
}

export function ShipAgainButton({ shipmentId, label }: { shipmentId: string; label: string }) {
  // Only a role that ships may start a shipment (docs/team.md).
  if (!useCan()('ship')) return null;
  return <FromShipmentButton action="ship-again" shipmentId={shipmentId} label={label} />;
}

/** The one confirm dialog of a list's 'Ship again' and 'Create return' buttons. */
export function FromShipmentConfirm() {
  // The last asked stays while the dialog closes, so its words do not change as it fades.
  const i18n = useWords();
  const [asked, setAsked] = useState<{ shipment: string; action: FromShipment } | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // Each answer that asks opens it, the same shipment asked twice included.
  useEffect(
    () =>
      router.on('success', (event) => {
        const found = draftAsked(event.detail.page.flash);
        if (found) {
          setAsked(found);
          setOpen(true);
        }
      }),
    [],
  );
  return (
    <ConfirmDialog
      open={open}
      onClose={() => setOpen(false)}
      onConfirm={() => {
        if (!asked) return;
        setBusy(true);
        startDraft(asked.action, asked.shipment, true, () => {
          setBusy(false);
          setOpen(false);
        });
      }}
      title={say(i18n, messages.shipAgain.replaceTitle)}
      message={say(i18n, TEXTS[asked?.action ?? 'ship-again'].replace)}
      confirmText={i18n._('Replace draft')}
      busy={busy}
      busyText={i18n._('Opening...')}
    />
  );
}
