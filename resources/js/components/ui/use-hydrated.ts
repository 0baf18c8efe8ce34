import { useSyncExternalStore } from 'react';

let live = false;
const listeners = new Set<() => void>();
let serverRendered: boolean | undefined;

/**
 * The first page is live: hydrated, and what was typed into the server's HTML before is
 * back in its fields (root.tsx calls this once `giveBackTyped` is done).
 */
export function markLive(): void {
  if (live) return;
  live = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const isLive = () =>
  live ||
  !(serverRendered ??= document.getElementById('app')?.hasAttribute('data-server-rendered'));

/**
 * False while the server's HTML of a first load is being brought to life, true once it is
 * live (and always in a page the browser renders itself). Buttons wait for it: pressed
 * before, they would do nothing, or send a form whose typed text is not yet back in its
 * state; a form would be sent by the browser itself, its fields in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, isLive, () => false);
}
