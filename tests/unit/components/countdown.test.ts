import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  secondsUntil,
} from '../../../resources/js/components/code-entry/countdown';

describe('formatCountdown', () => {
  it.each([
    [600, '00:10:00'],
    [599, '00:09:59'],
    [59, '00:00:59'],
    [0, '00:00:00'],
    [3600, '01:00:00'],
    [3661, '01:01:01'],
    [86399, '23:59:59'],
    [360000, '100:00:00'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('never shows a negative time', () => {
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  it('shows whole seconds, dropping fractions', () => {
    expect(formatCountdown(59.9)).toBe('00:00:59');
  });

  it('treats a value that is not a number as zero', () => {
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
    expect(formatCountdown(Number.POSITIVE_INFINITY)).toBe('00:00:00');
  });
});

describe('secondsUntil', () => {
  const end = 1_000_000;
  it('rounds a part-second up, so the display reaches 0 only at the end', () => {
    expect(secondsUntil(end, end - 600_000)).toBe(600);
    expect(secondsUntil(end, end - 599_001)).toBe(600);
    expect(secondsUntil(end, end - 599_000)).toBe(599);
    expect(secondsUntil(end, end - 1)).toBe(1);
    expect(secondsUntil(end, end)).toBe(0);
  });

  it('stays at 0 after the end', () => {
    expect(secondsUntil(end, end + 5_000)).toBe(0);
  });
});
