// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ziggyConfig } from '../../../server/routing/ziggy';
import { syncZiggy } from '../../../resources/js/lib/ziggy';
import Billing from '../../../resources/js/pages/billing/billing-and-payments';
import Reports from '../../../resources/js/pages/reports/reports';

// The page title needs the Inertia app around it; the pages' content does not.
vi.mock('@inertiajs/react', async (original) => ({
  ...(await original<typeof import('@inertiajs/react')>()),
  Head: () => null,
}));

beforeAll(() => {
  syncZiggy({ ziggy: ziggyConfig('http://portal.test') });
});
afterEach(cleanup);

const NOT_OFFERED = 'Your provider does not offer this yet.';
const query = { kind: 'shipments-by-status', from: '2026-01-01', to: '2026-01-30' };

describe('a provider without the extensions', () => {
  it('Billing & Payments shows the empty state with the sentence, and no Export', () => {
    render(<Billing table={{ state: 'not-offered' }} />);
    expect(screen.getByRole('heading', { level: 2, name: NOT_OFFERED })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Export' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('an outage is told apart: the page offers to try again', () => {
    render(<Billing table={{ state: 'unavailable' }} />);
    expect(screen.queryByText(NOT_OFFERED)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('Reports shows the sentence in place of the report', () => {
    render(<Reports hasAccount query={query} queryErrors={{}} report={{ state: 'not-offered' }} />);
    expect(screen.getByRole('heading', { level: 2, name: NOT_OFFERED })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export Report' })).toHaveProperty('disabled', true);
  });

  it('Reports without an account shows the account prompt instead of the form', () => {
    render(<Reports hasAccount={false} query={query} queryErrors={{}} report={null} />);
    expect(
      screen.getByRole('heading', { name: 'Please add or select an account to continue.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate Report' })).toBeNull();
  });
});
