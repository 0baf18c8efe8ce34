import { useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { useWords } from './use-words';

/* Own module, not in ./index (Headless UI loads only with the pages that use it). */

export interface ConfirmDialogProps {
  open: boolean;
  /** Cancel, Escape and the backdrop call this (not while busy). */
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  message?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** While the confirmed action runs: the confirm button reads `busyText`, nothing closes. */
  busy?: boolean;
  busyText?: string;
  /** A destructive action: red confirm button. */
  danger?: boolean;
}

/** Asks the user to confirm an action; Cancel has the focus first, so Enter is safe. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  message,
  confirmText,
  cancelText,
  busy = false,
  busyText,
  danger = false,
}: ConfirmDialogProps) {
  const i18n = useWords();
  const cancel = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={message}
      size="sm"
      initialFocus={cancel}
      hideClose
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={close} disabled={busy}>
            {cancelText ?? i18n._('Cancel')}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={onConfirm}
            busy={busy}
            busyText={busyText}
          >
            {confirmText ?? i18n._('Confirm')}
          </Button>
        </>
      }
    />
  );
}
