import { useSyncExternalStore } from 'react';
import type { Toast } from '@shared/ui/toasts';
import { toasts, type ToastStore } from '@/lib/toast';

/** The toasts on screen, newest first. */
export function useToasts(store: ToastStore = toasts): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
