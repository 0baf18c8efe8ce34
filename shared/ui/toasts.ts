import type { ToastMessage } from '../types';

/** spec §4 and §9: how long a toast stays on screen. */
export const TOAST_HIDE_MS = 2700;
export const TOAST_REMOVE_MS = 4000;
/** After the close control: hidden at once, removed this much later (time to fade out). */
export const TOAST_CLOSE_REMOVE_MS = 300;

export interface Toast extends ToastMessage {
  id: number;
  /** false once hidden: still in the stack while it fades out, until removed. */
  visible: boolean;
}

export type ToastAction =
  | { type: 'add'; toast: ToastMessage & { id: number } }
  | { type: 'hide'; id: number }
  | { type: 'remove'; id: number };

/** The stack of toasts, newest first. Unknown ids leave the state untouched (same object). */
export function toastReducer(state: readonly Toast[], action: ToastAction): readonly Toast[] {
  switch (action.type) {
    case 'add':
      return [{ ...action.toast, visible: true }, ...state];
    case 'hide':
      return state.some((t) => t.id === action.id && t.visible)
        ? state.map((t) => (t.id === action.id ? { ...t, visible: false } : t))
        : state;
    case 'remove':
      return state.some((t) => t.id === action.id)
        ? state.filter((t) => t.id !== action.id)
        : state;
  }
}
