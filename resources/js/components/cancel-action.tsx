import { router } from '@inertiajs/react';
import { useState, type ReactNode } from 'react';
import type { CancelRule } from '@shared/shipments/cancel';
import { Button } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { UnavailableAction } from '@/components/ui/unavailable-action';
import { useWords } from '@/lib/i18n';

/**
 * What was just cancelled here, and where: the disabled action that replaces the button once
 * the page comes back (it may be drawn anew) takes the focus, once.
 */
let justCancelled: string | null = null;
const takeJustCancelled = (key: string) => {
  if (justCancelled !== key) return false;
  justCancelled = null;
  return true;
};

export interface CancelActionProps {
  /** 'Cancel shipment', 'Cancel pickup': the button and the dialog's confirm. */
  text: string;
  /** Read after the text by screen readers: which one. */
  label: ReactNode;
  /** Names this button among the page's (the focus after a cancel goes back to it). */
  focusKey: string;
  rule: CancelRule;
  /** Where the cancel is posted. */
  url: string;
  title: string;
  message: string;
  /** The dialog's way out: 'Keep shipment'. */
  keepText: string;
}

/**
 * A cancel the provider's rule allows now, through a confirm dialog; otherwise the action
 * disabled with the rule's reason. The answer comes back to the same page: its toast, and
 * the list showing the item cancelled (or the provider's refusal as a toast).
 */
export function CancelAction({
  text,
  label,
  focusKey,
  rule,
  url,
  title,
  message,
  keepText,
}: CancelActionProps) {
  const i18n = useWords();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = (
    <>
      {text}
      <span className="sr-only"> {label}</span>
    </>
  );
  if (!rule.allowed) {
    return (
      <UnavailableAction reason={rule.reason} claimFocus={() => takeJustCancelled(focusKey)}>
        {name}
      </UnavailableAction>
    );
  }
  const cancel = () => {
    setBusy(true);
    // Claimed by the disabled action that replaces this button if the cancel takes.
    justCancelled = focusKey;
    router.post(
      url,
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
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
        {name}
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={cancel}
        title={title}
        message={message}
        confirmText={text}
        cancelText={keepText}
        busy={busy}
        busyText={i18n._('Cancelling...')}
        danger
      />
    </>
  );
}
