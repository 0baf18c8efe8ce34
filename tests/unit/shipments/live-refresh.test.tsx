// @vitest-environment happy-dom
import { router } from '@inertiajs/react';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LIVE_REFRESH_MS,
  useLiveRefresh,
} from '../../../resources/js/components/shipments/use-live-refresh';

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { get: () => visibility });

const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  visibility = 'visible';
});

describe('the tracking drawer’s live refresh', () => {
  it('reloads only its prop every 30 s while open and the tab visible', () => {
    vi.useFakeTimers();
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => undefined);
    const { unmount } = renderHook(() => useLiveRefresh('tracking', true, 's1:p1'));
    vi.advanceTimersByTime(LIVE_REFRESH_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledExactlyOnceWith({ only: ['tracking'] });
    unmount();
    vi.advanceTimersByTime(LIVE_REFRESH_MS * 3);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('stops while the tab is hidden, and refreshes at once when it comes back', () => {
    vi.useFakeTimers();
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => undefined);
    renderHook(() => useLiveRefresh('tracking', true, 's1:p1'));
    setVisibility('hidden');
    vi.advanceTimersByTime(LIVE_REFRESH_MS * 3);
    expect(reload).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does nothing while the drawer is closed', () => {
    vi.useFakeTimers();
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => undefined);
    renderHook(() => useLiveRefresh('tracking', false, null));
    vi.advanceTimersByTime(LIVE_REFRESH_MS * 3);
    expect(reload).not.toHaveBeenCalled();
  });
});
