import { useId, type ReactNode } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button';

export interface UnavailableActionProps {
  children: ReactNode;
  /** Why the action cannot be taken now: shown on hover and read with the button. */
  reason: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
}

/**
 * An action the rules do not allow right now, shown disabled with its reason, so the user
 * learns the rule before trying (issue 23): the reason is the wrapper's tooltip on hover and
 * the button's description for screen readers. The button stays focusable (aria-disabled,
 * not disabled), so a keyboard or screen-reader user reaches it and hears why; it does
 * nothing when pressed.
 */
export function UnavailableAction({
  children,
  reason,
  variant = 'secondary',
  size = 'sm',
  icon,
}: UnavailableActionProps) {
  const id = useId();
  return (
    <span title={reason} className="inline-flex cursor-not-allowed">
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={id}
        onClick={(event) => event.preventDefault()}
        className={buttonClass(variant, size)}
      >
        {icon}
        {children}
      </button>
      <span id={id} className="sr-only">
        {reason}
      </span>
    </span>
  );
}
