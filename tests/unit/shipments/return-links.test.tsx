// @vitest-environment happy-dom
import { router } from '@inertiajs/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import { ziggyConfig } from '../../../server/routing/ziggy';
import { syncZiggy } from '../../../resources/js/lib/ziggy';
import {
  CreateReturnButton,
  ReturnLinksView,
} from '../../../resources/js/components/shipments/returns';

// The links build their address from the page's; the rest of Inertia is the real one.
vi.mock('@inertiajs/react', async (original) => ({
  ...(await original<typeof import('@inertiajs/react')>()),
  usePage: () => ({
    url: '/shipments?page=2',
    props: {
      accounts: [{ id: 1, name: 'A', details: '', account_number: '1', role: 'shipper' }],
      selectedAccountId: 1,
    },
  }),
}));

beforeAll(() => {
  syncZiggy({ ziggy: ziggyConfig('http://portal.test') });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the links between a return and its original', () => {
  it('name each shipment and open its tracking drawer', () => {
    const push = vi.spyOn(router, 'push').mockImplementation(() => undefined);
    render(
      <ReturnLinksView
        links={{
          returnOf: { id: '7', awb: 'M7', packageId: '70' },
          returns: [{ id: '9', awb: 'M9', packageId: '90' }],
        }}
      />,
    );
    const returnOf = screen.getByRole('link', { name: 'Return of M7' });
    expect(returnOf.getAttribute('href')).toBe('/shipments?page=2&track=7%3A70');
    expect(screen.getByRole('link', { name: 'Returned: M9' })).toBeTruthy();
    fireEvent.click(returnOf);
    expect(push).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/shipments?page=2&track=7%3A70' }),
    );
  });

  it('search the list for a shipment whose package the provider does not name', () => {
    render(
      <ReturnLinksView
        links={{ returnOf: { id: '7', awb: 'M7', packageId: null }, returns: [] }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Return of M7' });
    expect(link.getAttribute('href')).toMatch(/\/shipments\?search=M7$/);
  });

  it('say nothing where the provider says nothing', () => {
    const { container } = render(<ReturnLinksView links={{ returnOf: null, returns: [] }} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('Create return', () => {
  it('asks the server for the return of a delivered shipment', () => {
    const post = vi.spyOn(router, 'post').mockImplementation(() => undefined);
    render(<CreateReturnButton shipmentId="7" label="shipment M7" returnable />);
    fireEvent.click(screen.getByRole('button', { name: 'Create return shipment M7' }));
    expect(post).toHaveBeenCalledWith(
      'http://portal.test/shipments/7/create-return',
      { replace: false },
      expect.anything(),
    );
  });

  it('is unavailable on another, and says why', () => {
    const post = vi.spyOn(router, 'post').mockImplementation(() => undefined);
    render(<CreateReturnButton shipmentId="7" label="shipment M7" returnable={false} />);
    const button = screen.getByRole('button', { name: 'Create return shipment M7' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('title')).toBe(messages.returns.whyNot);
    fireEvent.click(button);
    expect(post).not.toHaveBeenCalled();
  });
});
