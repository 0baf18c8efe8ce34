// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '../../../resources/js/lib/after-paint';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterPaint: the app starts once the server’s HTML is on screen', () => {
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    visibility = 'visible';
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for the next frame, then for the task after it', async () => {
    const painted = afterPaint(true);
    vi.advanceTimersByTime(1_000);
    expect(await settled(painted)).toBe(false);
    frames.shift()!(0);
    expect(await settled(painted)).toBe(false);
    vi.advanceTimersByTime(0);
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait where nothing is to be painted, or in a hidden tab', async () => {
    expect(await settled(afterPaint(false))).toBe(true);
    visibility = 'hidden';
    expect(await settled(afterPaint(true))).toBe(true);
    expect(frames).toHaveLength(0);
  });

  it('starts at once when the tab is hidden before the frame comes', async () => {
    const painted = afterPaint(true);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled(painted)).toBe(true);
  });
});
