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

/** Whether the page is live now (see `useHydrated`), for what is read once, outside a render. */
export const isPageLive = () =>
  live ||
  !(serverRendered ??= document.getElementById('app')?.hasAttribute('data-server-rendered'));

/**
 * False while the server's HTML of a first load is being brought to life, true once it is
 * live (and always in a page the browser renders itself). Buttons wait for it: pressed
 * before, they would do nothing, or send a form whose typed text is not yet back in its
 * state; a form would be sent by the browser itself, its fields in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, isPageLive, () => false);
}

/** The props of a control that waits for the page to be live (see `useLiveControl`). */
export interface LiveControlProps {
  disabled: boolean;
  'data-waiting'?: '';
}

/**
 * A control's `disabled`, and `data-waiting` while it is disabled only because the page is
 * not live yet: app.css's `disabled` variants skip a waiting control, so the first paint
 * draws it as it will be once live, not greyed out for the moment hydration takes.
 */
export function useLiveControl(disabled = false): LiveControlProps {
  const live = useHydrated();
  return live || disabled ? { disabled } : { disabled: true, 'data-waiting': '' };
}
