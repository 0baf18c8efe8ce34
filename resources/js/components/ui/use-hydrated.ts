import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server's HTML of a first load is being brought to life, true once it
 * is (and always in a page the browser renders itself). Buttons wait for it: pressed
 * before, they would do nothing, and a form would be sent by the browser itself, its
 * fields in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
