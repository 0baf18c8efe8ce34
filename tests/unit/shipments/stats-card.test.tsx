// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatsCard } from '@/components/shipments/stats-card';

function motion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const stats = { created: 30, inTransit: 7, delivered: 12 };
/** The number shown beside a label (the dd after its dt). */
const shown = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector('[aria-hidden="true"]')!.textContent;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the stats card', () => {
  it('counts up from 0 to each value in 1000 ms', () => {
    vi.useFakeTimers();
    motion(false);
    render(<StatsCard stats={stats} now={new Date(2026, 2, 15)} />);
    expect(screen.getByText('March 2026')).toBeTruthy();
    expect(shown('Created Shipments')).toBe('0');
    act(() => vi.advanceTimersByTime(500));
    expect(Number(shown('Created Shipments'))).toBeGreaterThan(10);
    expect(Number(shown('Created Shipments'))).toBeLessThan(20);
    act(() => vi.advanceTimersByTime(520));
    expect(shown('Created Shipments')).toBe('30');
    expect(shown('Shipments In Transit')).toBe('7');
    expect(shown('Delivered Shipments')).toBe('12');
  });

  it('shows the values at once under reduced motion, and always to screen readers', () => {
    motion(true);
    render(<StatsCard stats={stats} />);
    expect(shown('Delivered Shipments')).toBe('12');
    expect(screen.getByText('12', { selector: '.sr-only' })).toBeTruthy();
  });
});
