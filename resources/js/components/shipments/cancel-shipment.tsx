import { route } from '@/lib/route';
import { messages } from '@shared/messages';
import { say } from '@shared/i18n/wording';
import type { CancelRule } from '@shared/shipments/cancel';
import { CancelAction } from '@/components/cancel-action';
import { useWords } from '@/lib/i18n';
import { useCan } from '@/hooks/use-role';

interface CancelShipmentProps {
  shipmentId: string;
  /** Every package's AWB: the dialog names them. */
  awbs: readonly string[];
  rule: CancelRule;
  /** Read after the button's text by screen readers: which shipment. */
  label: string;
}

/**
 * 'Cancel shipment': offered while none of the packages has been picked up,
 * through a confirm dialog naming the AWBs; otherwise shown disabled with the reason. The
 * label also tells the row's button from the drawer's, for the focus after a cancel.
 */
export function CancelShipmentButton({ shipmentId, awbs, rule, label }: CancelShipmentProps) {
  const i18n = useWords();
  // Only a role that ships may cancel (docs/team.md).
  if (!useCan()('ship')) return null;
  return (
    <CancelAction
      text={i18n._('Cancel shipment')}
      label={label}
      focusKey={`${shipmentId}|${label}`}
      rule={rule.allowed ? rule : { ...rule, reason: say(i18n, rule.reason) }}
      url={route('shipments.cancel', { shipment: shipmentId })}
      title={say(i18n, messages.cancel.shipmentTitle)}
      message={say(i18n, messages.cancel.shipmentMessage(awbs))}
      keepText={i18n._('Keep shipment')}
    />
  );
}
