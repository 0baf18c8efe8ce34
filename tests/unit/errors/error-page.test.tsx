// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ziggyConfig } from '../../../server/routing/ziggy';
import { syncZiggy } from '../../../resources/js/lib/ziggy';
import ErrorPage from '../../../resources/js/pages/errors/error';

// The page reads only whether someone is signed in; Head needs no document title here.
vi.mock('@inertiajs/react', async (original) => ({
  ...(await original<typeof import('@inertiajs/react')>()),
  usePage: () => ({ props: { auth: { user: null } } }),
  Head: () => null,
}));

beforeAll(() => {
  syncZiggy({ ziggy: ziggyConfig('http://portal.test') });
});
afterEach(cleanup);

describe('the error page', () => {
  it("shows the request's reference, for the customer to quote", () => {
    render(<ErrorPage status={503} message="Not available now" reference="0b0e6a52-2bb0-4c36" />);
    expect(screen.getByText(/^reference:/).textContent).toBe('reference: 0b0e6a52-2bb0-4c36');
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeTruthy();
  });

  it('says nothing of a reference when there is none', () => {
    render(<ErrorPage status={404} message="Not found" />);
    expect(screen.queryByText(/reference/)).toBeNull();
  });
});
