import {
  TOAST_CLOSE_REMOVE_MS,
  TOAST_HIDE_MS,
  TOAST_REMOVE_MS,
  toastReducer,
  type Toast,
  type ToastAction,
} from '@shared/ui/toasts';
import type { FlashData, ToastMessage, ToastStatus } from '@shared/types';
import { markToastsInUse } from './toasts-in-use';

export interface ToastStore {
  /** Raises a toast; it hides and goes away by itself once on screen (spec §4). Returns its id. */
  show(message: string, status?: ToastStatus): number;
  /**
   * The toast is on screen: its 2.7 s start now, not when it was raised. The toast list
   * loads with the first toast, and on a slow phone or a busy machine that can take longer
   * than the toast lasts; counted from its raising, the customer would never see it.
   */
  onScreen(id: number): void;
  /** The close control: hidden at once, removed shortly after. */
  close(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
}

const STATUSES: readonly string[] = ['success', 'error', 'info'] satisfies ToastStatus[];

/**
 * A toast stack with its timers, outside React so that anything may raise a toast.
 * `onShow` runs as each toast is raised (the portal's stack loads the toast list).
 */
export function createToastStore({ onShow }: { onShow?: () => void } = {}): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>[]>();

  const dispatch = (action: ToastAction) => {
    const next = toastReducer(toasts, action);
    if (next === toasts) return;
    toasts = next;
    if (action.type === 'remove') cancelTimers(action.id);
    listeners.forEach((listener) => listener());
  };
  const cancelTimers = (id: number) => {
    timers.get(id)?.forEach((handle) => clearTimeout(handle));
    timers.delete(id);
  };
  const after = (ms: number, action: ToastAction & { id: number }) => {
    const handle = setTimeout(() => dispatch(action), ms);
    timers.set(action.id, [...(timers.get(action.id) ?? []), handle]);
  };

  return {
    show(message, status = 'info') {
      onShow?.();
      const id = nextId++;
      dispatch({ type: 'add', toast: { id, message, status } });
      return id;
    },
    onScreen(id) {
      const toast = toasts.find((t) => t.id === id);
      if (!toast?.visible || timers.has(id)) return;
      after(TOAST_HIDE_MS, { type: 'hide', id });
      after(TOAST_REMOVE_MS, { type: 'remove', id });
    },
    close(id) {
      if (!toasts.some((t) => t.id === id)) return;
      cancelTimers(id);
      dispatch({ type: 'hide', id });
      after(TOAST_CLOSE_REMOVE_MS, { type: 'remove', id });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

/** The portal's one toast stack, shown by the default layout's toast area. */
export const toasts = createToastStore({ onShow: markToastsInUse });

/** Raise a toast from any page or component: `toast('Address saved', 'success')`. */
export function toast(message: string, status: ToastStatus = 'info'): number {
  return toasts.show(message, status);
}

export function toastOnScreen(id: number): void {
  toasts.onScreen(id);
}

export function closeToast(id: number): void {
  toasts.close(id);
}

function isToastMessage(value: unknown): value is ToastMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { message, status } = value as Record<string, unknown>;
  return typeof message === 'string' && message !== '' && STATUSES.includes(status as string);
}

/**
 * Shows the toasts the server flashed with a page. The same array is never shown twice:
 * a client-side router.flash() re-announces the current flash, toasts included.
 */
export function flashToastsInto(store: ToastStore): (flash: FlashData | undefined) => void {
  const shown = new WeakSet<object>();
  return (flash) => {
    const list: unknown = flash?.toasts;
    if (!Array.isArray(list) || shown.has(list)) return;
    shown.add(list);
    list.filter(isToastMessage).forEach((t) => store.show(t.message, t.status));
  };
}

export const showFlashToasts = flashToastsInto(toasts);
