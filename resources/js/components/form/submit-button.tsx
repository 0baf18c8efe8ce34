import clsx from 'clsx';
import type { ComponentProps } from 'react';

export interface SubmitButtonProps extends Omit<ComponentProps<'button'>, 'type'> {
  /** While true the button is disabled and reads `busyText` (e.g. 'Submitting...'). */
  busy: boolean;
  busyText: string;
}

/** The form's primary button: brand-700 with white text meets WCAG AA (5.8:1). */
export function SubmitButton({
  busy,
  busyText,
  disabled,
  className,
  children,
  ...rest
}: SubmitButtonProps) {
  return (
    <button
      {...rest}
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={clsx(
        'w-full rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-80',
        className,
      )}
    >
      {busy ? busyText : children}
    </button>
  );
}
