// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { StatsCard } from '@/components/shipments/stats-card';

const stats = { created: 30, inTransit: 7, delivered: 12 };
/** The figure drawn beside a label (the dd after its dt): app.css counts it up. */
const drawn = (label: string) =>
  screen.getByText(label).nextElementSibling!.querySelector<HTMLElement>('[aria-hidden="true"]')!;

afterEach(cleanup);

// The count-up itself runs in the browser (tests/e2e/dashboard/dashboard.spec.ts).
describe('the stats card', () => {
  it("draws each figure as app.css's count-up, timed by the spec's constants", () => {
    render(<StatsCard stats={stats} now={new Date(2026, 2, 15)} />);
    expect(screen.getByText('March 2026')).toBeTruthy();
    for (const [label, value] of [
      ['Created Shipments', '30'],
      ['Shipments In Transit', '7'],
      ['Delivered Shipments', '12'],
    ]) {
      const figure = drawn(label!);
      expect(figure.className).toBe('count-up');
      expect(figure.style.getPropertyValue('--count-up-value')).toBe(value);
      expect(figure.style.getPropertyValue('--count-up-ms')).toBe('1000');
      expect(figure.style.getPropertyValue('--count-up-steps')).toBe('30');
    }
  });

  it('gives screen readers the values themselves', () => {
    render(<StatsCard stats={stats} />);
    expect(screen.getByText('12', { selector: '.sr-only' })).toBeTruthy();
  });

  it("puts the values in the server's HTML, so the first paint counts up to them", () => {
    const html = renderToString(<StatsCard stats={stats} />);
    expect(html).toContain('--count-up-value:30');
    expect(html).toContain('--count-up-value:12');
  });
});
