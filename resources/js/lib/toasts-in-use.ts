import { useSyncExternalStore } from 'react';

/**
 * Whether any toast has been raised on this page load. The toast area's live region is part
 * of every first load (a region that appears with its first message is often not announced),
 * but what draws the toasts loads only with the first one: most visits raise none.
 */
let inUse = false;
const listeners = new Set<() => void>();

export function markToastsInUse(): void {
  if (inUse) return;
  inUse = true;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** False on the server and while hydrating, as the server's HTML has no toast. */
export function useToastsInUse(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => inUse,
    () => false,
  );
}
