// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastRegion } from '../../../resources/js/components/toast-region';

afterEach(cleanup);

describe('the toast region', () => {
  it('is in the server HTML as an empty polite live region', () => {
    const html = renderToString(<ToastRegion />);
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('aria-label="Notifications"');
    expect(html).not.toContain('Close toast');
  });

  it('draws nothing until the first toast, then draws it inside the region', async () => {
    render(<ToastRegion />);
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region.childElementCount).toBe(0);
    // Loaded here as a page would, with the toast it raises.
    const { toast } = await import('../../../resources/js/lib/toast');
    act(() => void toast('Address saved', 'success'));
    // The list is a lazy chunk: on a busy machine it takes longer than findBy's 1 s default.
    expect(await within(region).findByText('Address saved', {}, { timeout: 15_000 })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Close toast' })).toBeTruthy();
  });
});
