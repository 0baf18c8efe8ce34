import { Button } from './button';
import { useWords } from './use-words';

export interface FormActionsProps {
  onCancel: () => void;
  submitLabel: string;
  busy: boolean;
  busyText: string;
}

/**
 * The buttons under a form in a dialog: Cancel, then the submit. On phones they stack with
 * the submit on top, where the thumb is.
 */
export function FormActions({ onCancel, submitLabel, busy, busyText }: FormActionsProps) {
  const i18n = useWords();
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-gray-100 pt-4 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        {i18n._('Cancel')}
      </Button>
      <Button type="submit" busy={busy} busyText={busyText}>
        {submitLabel}
      </Button>
    </div>
  );
}
