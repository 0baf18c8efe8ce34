import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_CLOSE_REMOVE_MS,
  TOAST_HIDE_MS,
  TOAST_REMOVE_MS,
  toastReducer,
  type Toast,
} from '../../../shared/ui/toasts';
import { createToastStore, flashToastsInto } from '../../../resources/js/lib/toast';

describe('toast timings (spec §9)', () => {
  it('are 2700 ms to hide, 4000 ms to remove, 300 ms after a manual close', () => {
    expect([TOAST_HIDE_MS, TOAST_REMOVE_MS, TOAST_CLOSE_REMOVE_MS]).toEqual([2700, 4000, 300]);
  });
});

describe('toastReducer', () => {
  const one: Toast = { id: 1, message: 'Saved', status: 'success', visible: true };

  it('adds a visible toast on top of the stack (newest first)', () => {
    const state = toastReducer([one], {
      type: 'add',
      toast: { id: 2, message: 'Oops', status: 'error' },
    });
    expect(state).toEqual([{ id: 2, message: 'Oops', status: 'error', visible: true }, one]);
  });

  it('hides, then removes, a toast by id', () => {
    const hidden = toastReducer([one], { type: 'hide', id: 1 });
    expect(hidden).toEqual([{ ...one, visible: false }]);
    expect(toastReducer(hidden, { type: 'remove', id: 1 })).toEqual([]);
  });

  it('returns the same state for an unknown id or an already hidden toast', () => {
    const state = [one];
    expect(toastReducer(state, { type: 'hide', id: 9 })).toBe(state);
    expect(toastReducer(state, { type: 'remove', id: 9 })).toBe(state);
    const hidden = toastReducer(state, { type: 'hide', id: 1 });
    expect(toastReducer(hidden, { type: 'hide', id: 1 })).toBe(hidden);
  });
});

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  type Store = ReturnType<typeof createToastStore>;
  const visibility = (store: Store) =>
    store.getSnapshot().map((t) => `${t.message}:${t.visible ? 'shown' : 'hidden'}`);
  /** Raised and drawn at once, as the toast list does for a toast it shows. */
  const onScreen = (store: Store, message: string, status?: 'success' | 'error') => {
    const id = store.show(message, status);
    store.onScreen(id);
    return id;
  };

  it('shows a toast, hides it after 2700 ms and removes it after 4000 ms', () => {
    const store = createToastStore();
    onScreen(store, 'Login Successful', 'success');
    expect(visibility(store)).toEqual(['Login Successful:shown']);
    vi.advanceTimersByTime(TOAST_HIDE_MS - 1);
    expect(visibility(store)).toEqual(['Login Successful:shown']);
    vi.advanceTimersByTime(1);
    expect(visibility(store)).toEqual(['Login Successful:hidden']);
    vi.advanceTimersByTime(TOAST_REMOVE_MS - TOAST_HIDE_MS - 1);
    expect(visibility(store)).toEqual(['Login Successful:hidden']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('counts its time from when it is on screen, not from when it was raised', () => {
    // The toast list loads with the first toast; on a slow phone that can outlast a toast.
    const store = createToastStore();
    const id = store.show('Login Successful', 'success');
    vi.advanceTimersByTime(TOAST_REMOVE_MS * 2);
    expect(visibility(store)).toEqual(['Login Successful:shown']);
    store.onScreen(id);
    store.onScreen(id); // drawn again: its clock does not start over
    vi.advanceTimersByTime(TOAST_HIDE_MS);
    expect(visibility(store)).toEqual(['Login Successful:hidden']);
    vi.advanceTimersByTime(TOAST_REMOVE_MS - TOAST_HIDE_MS);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('stacks toasts newest first, each on its own clock', () => {
    const store = createToastStore();
    onScreen(store, 'first');
    vi.advanceTimersByTime(2000);
    onScreen(store, 'second', 'error');
    expect(store.getSnapshot().map((t) => [t.message, t.status])).toEqual([
      ['second', 'error'],
      ['first', 'info'],
    ]);
    vi.advanceTimersByTime(TOAST_REMOVE_MS - 2000);
    expect(visibility(store)).toEqual(['second:shown']);
  });

  it('hides a closed toast at once and removes it 300 ms later', () => {
    const store = createToastStore();
    const id = onScreen(store, 'Profile has been updated', 'success');
    vi.advanceTimersByTime(1000);
    store.close(id);
    expect(visibility(store)).toEqual(['Profile has been updated:hidden']);
    vi.advanceTimersByTime(TOAST_CLOSE_REMOVE_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
    // Its own timers were cancelled: nothing is left to fire.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tells subscribers about every change, and stops after unsubscribing', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    onScreen(store, 'x');
    vi.advanceTimersByTime(TOAST_REMOVE_MS);
    expect(listener).toHaveBeenCalledTimes(3); // added, hidden, removed
    unsubscribe();
    onScreen(store, 'y');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('ignores closing a toast that is already gone', () => {
    const store = createToastStore();
    const id = onScreen(store, 'x');
    vi.advanceTimersByTime(TOAST_REMOVE_MS);
    store.close(id);
    expect(store.getSnapshot()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('flash toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows each toast of a flash, in order, so the last is on top', () => {
    const store = createToastStore();
    const showFlash = flashToastsInto(store);
    showFlash({
      toasts: [
        { message: 'Login Successful', status: 'success' },
        { message: 'Could not load accounts', status: 'error' },
      ],
    });
    expect(store.getSnapshot().map((t) => t.message)).toEqual([
      'Could not load accounts',
      'Login Successful',
    ]);
  });

  it('shows the same flash only once, but a new flash with the same text again', () => {
    const store = createToastStore();
    const showFlash = flashToastsInto(store);
    const flash = { toasts: [{ message: 'Saved', status: 'success' as const }] };
    showFlash(flash);
    showFlash({ ...flash, other: true } as typeof flash);
    expect(store.getSnapshot()).toHaveLength(1);
    showFlash({ toasts: [{ message: 'Saved', status: 'success' }] });
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it('skips flashes without toasts and malformed entries', () => {
    const store = createToastStore();
    const showFlash = flashToastsInto(store);
    showFlash(undefined);
    showFlash({});
    showFlash({ toasts: 'nope' } as never);
    showFlash({
      toasts: [
        { message: '', status: 'info' },
        { message: 'ok', status: 'warning' },
        null,
        { message: 'kept', status: 'info' },
      ],
    } as never);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['kept']);
  });
});
