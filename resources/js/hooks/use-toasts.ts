import { useSyncExternalStore } from 'react';
import type { Toast } from '@shared/ui/toasts';
import { toasts, type ToastStore } from '@/lib/toast';

const NONE: readonly Toast[] = [];

/**
 * The toasts on screen, newest first. The server's HTML has none: a first load's toasts
 * show just after the page is brought to life, so the two agree while it is.
 */
export function useToasts(store: ToastStore = toasts): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => NONE);
}
