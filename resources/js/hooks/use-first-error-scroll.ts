import { useEffect, useRef, type RefObject } from 'react';
import { ERROR_SCROLL_DELAY_MS } from '@shared/constants';

/**
 * spec §5: after a failed submit, the first field marked invalid scrolls into view once
 * the messages have rendered (300 ms). It also takes the focus, so keyboard and screen
 * reader users land on the field to fix, unless they are already typing in a field.
 */
export function useFirstErrorScroll(
  root?: RefObject<HTMLElement | null>,
  delayMs = ERROR_SCROLL_DELAY_MS,
): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // Someone already typing in a field (the code boxes refill at once) keeps their place.
      if (document.activeElement?.matches('input, select, textarea')) return;
      const scope: ParentNode = root?.current ?? document;
      const first = scope.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!first) return;
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      first.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
      first.focus({ preventScroll: true });
    }, delayMs);
  };
}
