// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdWritesDuringRestore, RESTORE_LIMIT_MS } from '../../../resources/js/lib/restore-guard';

/** The three router calls the guard wraps, with the writes that reached the history. */
function fakeRouter() {
  const written: string[] = [];
  const listeners: (() => void)[] = [];
  const target = {
    remember: (_data: unknown, key?: string) => void written.push(`remember ${key}`),
    replace: (params: { url?: string }) => void written.push(`replace ${params.url}`),
    on: (type: string, listener: () => void) => {
      if (type === 'navigate') listeners.push(listener);
      return () => undefined;
    },
  };
  const navigate = () => listeners.forEach((listener) => listener());
  return { target, written, navigate };
}

const inertiaEntry = { page: { url: '/shipments', component: 'shipments' } };

describe('writes into the history while Back restores a page', () => {
  let router: ReturnType<typeof fakeRouter>;
  let win: Window;
  beforeEach(() => {
    vi.useFakeTimers();
    router = fakeRouter();
    // A window of its own per test, so no guard's listener outlives its test.
    win = new EventTarget() as unknown as Window;
    // The fake has the three calls the guard uses, not Inertia's typed event map.
    holdWritesDuringRestore(
      router.target as unknown as Parameters<typeof holdWritesDuringRestore>[0],
      win,
    );
  });
  afterEach(() => vi.useRealTimers());
  const popstate = (state: unknown) => win.dispatchEvent(new PopStateEvent('popstate', { state }));

  it('pass through while no restore is under way', () => {
    router.target.remember({ 2: { from: 0, to: 9 } }, 'list');
    router.target.replace({ url: '/shipments?page=2' });
    expect(router.written).toEqual(['remember list', 'replace /shipments?page=2']);
  });

  it('are dropped from the moment the browser moves until Inertia shows the page', () => {
    popstate(inertiaEntry);
    router.target.remember({ 2: { from: 0, to: 9 } }, 'list');
    router.target.replace({ url: '/shipments?page=2' });
    expect(router.written).toEqual([]);
    router.navigate();
    router.target.remember({ 1: { from: 0, to: 9 } }, 'list');
    expect(router.written).toEqual(['remember list']);
  });

  it('go through again after the limit when the restore never ends in a navigate', () => {
    popstate(inertiaEntry);
    vi.advanceTimersByTime(RESTORE_LIMIT_MS - 1);
    router.target.replace({ url: '/a' });
    vi.advanceTimersByTime(1);
    router.target.replace({ url: '/b' });
    expect(router.written).toEqual(['replace /b']);
  });

  it('are not held for an entry Inertia does not restore (a #hash change)', () => {
    popstate(null);
    popstate({ scrollRegions: [] });
    router.target.remember({}, 'list');
    expect(router.written).toEqual(['remember list']);
  });
});

describe('writes into the history while a document opened from history is restored', () => {
  afterEach(() => vi.useRealTimers());

  /** A window whose document was opened by Back, on an entry Inertia wrote. */
  function openedByBack() {
    // Only what the guard reads of a window: the navigation's type and the entry's state.
    return Object.assign(new EventTarget(), {
      performance: {
        getEntriesByType: () => [{ type: 'back_forward' } as unknown as PerformanceEntry],
      },
      history: { state: inertiaEntry },
    }) as unknown as Window;
  }

  it('are dropped from the start until Inertia shows the entry, however long its scripts take', () => {
    vi.useFakeTimers();
    const router = fakeRouter();
    holdWritesDuringRestore(
      router.target as unknown as Parameters<typeof holdWritesDuringRestore>[0],
      openedByBack(),
    );
    vi.advanceTimersByTime(RESTORE_LIMIT_MS * 2);
    router.target.replace({ url: '/shipments' });
    expect(router.written).toEqual([]);
    router.navigate();
    router.target.replace({ url: '/shipments?page=2' });
    expect(router.written).toEqual(['replace /shipments?page=2']);
  });
});
