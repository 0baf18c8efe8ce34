import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { InfoIcon } from '@/components/icons';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button';
import { useLiveControl } from './use-hydrated';

export interface UnavailableActionProps {
  children: ReactNode;
  /** Why the action cannot be taken now: shown on hover and on press, read with the button. */
  reason: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Asked once, as it appears, whether to take the focus: yes where it replaces the button
   * the user has just used (a cancel that took), so the keyboard keeps its place and a
   * screen reader reads why.
   */
  claimFocus?: () => boolean;
}

/**
 * An action the rules do not allow right now, shown disabled with its reason, so the user
 * learns the rule before trying: the reason is the tooltip on hover, the button's
 * description for screen readers, and, pressed (a phone has no hover), a line under it. The
 * button stays focusable (aria-disabled, not disabled), so a keyboard or screen-reader user
 * reaches it and hears why; it never does the action.
 */
export function UnavailableAction({
  children,
  reason,
  variant = 'secondary',
  size = 'sm',
  claimFocus,
}: UnavailableActionProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const live = useLiveControl();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!claimFocus?.()) return;
    // After the confirm dialog that was open has given the focus back to its opener (the
    // button this replaces, gone): otherwise the focus lands on the page's body.
    // Not cleared on unmount: the claim is spent once, and a button gone is not focused.
    window.setTimeout(() => button.current?.focus(), 100);
    // Only as it appears: a later render must not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <span className="inline-flex max-w-72 flex-col items-end gap-1">
      <button
        ref={button}
        type="button"
        aria-disabled="true"
        {...live}
        aria-describedby={id}
        title={reason}
        onClick={() => setShown((was) => !was)}
        // The kit dims an aria-disabled button and lets no pointer through; this one is pressed
        // to show its reason and hovered for its tooltip, so it takes the pointer (inline: the
        // kit's class would win over another class).
        style={{ pointerEvents: 'auto' }}
        className={clsx(buttonClass(variant, size), 'cursor-not-allowed')}
      >
        <InfoIcon className="size-4" aria-hidden="true" />
        {children}
      </button>
      <span id={id} className={shown ? 'text-end text-xs text-gray-700' : 'sr-only'}>
        {reason}
      </span>
    </span>
  );
}
