// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnavailableAction } from '../../../resources/js/components/ui/unavailable-action';

afterEach(cleanup);

const REASON = 'A package has been picked up: this shipment can no longer be cancelled.';

describe('UnavailableAction', () => {
  it('is a focusable, aria-disabled button described by its reason, with it as its tooltip', () => {
    render(<UnavailableAction reason={REASON}>Cancel shipment</UnavailableAction>);
    const button = screen.getByRole('button', { name: 'Cancel shipment' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('title')).toBe(REASON);
    // It takes the pointer, for the tooltip and the press, though the kit dims it.
    expect(button.style.pointerEvents).toBe('auto');
    const described = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe(REASON);
    expect(described?.className).toBe('sr-only');
  });

  it('shows the reason under it when pressed, for a phone without hover', async () => {
    render(<UnavailableAction reason={REASON}>Cancel shipment</UnavailableAction>);
    const button = screen.getByRole('button', { name: 'Cancel shipment' });
    await userEvent.click(button);
    const described = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(described?.className).not.toContain('sr-only');
  });

  it('takes the focus when it replaces the button just used, once, and only then', async () => {
    vi.useFakeTimers();
    try {
      let claims = 1;
      const claim = () => claims-- > 0;
      render(
        <>
          <UnavailableAction reason={REASON} claimFocus={claim}>
            First
          </UnavailableAction>
          <UnavailableAction reason={REASON} claimFocus={claim}>
            Second
          </UnavailableAction>
        </>,
      );
      await vi.advanceTimersByTimeAsync(150);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    } finally {
      vi.useRealTimers();
    }
  });
});
