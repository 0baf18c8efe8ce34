// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ziggyConfig } from '../../../server/routing/ziggy';
import { syncZiggy } from '../../../resources/js/lib/ziggy';
import type { Role } from '../../../shared/team/roles';
import { TextArea } from '../../../resources/js/components/ui/text-area';
import { PICKUP_COLUMNS } from '../../../resources/js/components/pickups/pickup-columns';
import type { PickupRowView } from '../../../shared/pickups/types';
import { CancelPickupButton } from '../../../resources/js/components/pickups/cancel-pickup';

// The page's selected account, whose role says which actions are shown (docs/team.md).
const page = vi.hoisted(() => ({ role: 'admin' as Role }));
vi.mock('@inertiajs/react', async (original) => ({
  ...(await original<typeof import('@inertiajs/react')>()),
  usePage: () => ({
    url: '/pickups',
    props: {
      accounts: [{ id: 1, name: 'A', details: '', account_number: '1', role: page.role }],
      selectedAccountId: 1,
    },
  }),
}));

function Counted() {
  const [value, setValue] = useState('');
  return <TextArea label="Special Instructions" value={value} onChange={setValue} maxLength={10} />;
}

describe('TextArea', () => {
  it('counts the characters against its limit and keeps no more', async () => {
    render(<Counted />);
    const box = screen.getByRole('textbox', { name: 'Special Instructions' });
    await userEvent.type(box, 'Ring twice, please');
    expect(box).toHaveProperty('value', 'Ring twice');
    expect(screen.getByText(/10 \/ 10/)).toBeTruthy();
    expect(box.getAttribute('aria-describedby')).toMatch(/-count$/);
  });
});

const row: PickupRowView = {
  id: '42',
  address: '1 Main St, Springfield',
  contact: { attention: 'Ann Lee', phone: '+15550001', email: 'ann@example.com' },
  packages: 3,
  totalWeight: 12.5,
  date: '2026-11-25',
  timeFrom: '09:00',
  timeTo: '12:00',
  status: { label: 'Pending', bg: '#FFFF00', text: '#FFFFFF' },
};

describe('the pickup columns', () => {
  it('show the date with its time range and a readable status badge', () => {
    const cell = (key: string) => PICKUP_COLUMNS.find((c) => c.key === key)!.cell(row);
    render(
      <div>
        {cell('date')}
        {cell('status')}
        {cell('contact')}
      </div>,
    );
    expect(screen.getByText('25 Nov 2026')).toBeTruthy();
    expect(screen.getByText('9:00 AM – 12:00 PM')).toBeTruthy();
    const badge = screen.getByText('Pending');
    // White on yellow fails 4.5:1: the text colour is darkened.
    expect(badge.style.color).not.toMatch(/255, 255, 255|#ffffff/i);
    expect(screen.getByText('ann@example.com')).toBeTruthy();
  });
});

describe('Cancel pickup', () => {
  beforeAll(() => syncZiggy({ ziggy: ziggyConfig('http://portal.test') }));

  const cancellable: PickupRowView = { ...row, cancel: { allowed: true } };

  it('is offered to a role that ships, and not to a viewer', () => {
    page.role = 'shipper';
    const { unmount } = render(<CancelPickupButton pickup={cancellable} />);
    expect(screen.getByRole('button', { name: /Cancel pickup/ })).toBeTruthy();
    unmount();
    page.role = 'viewer';
    render(<CancelPickupButton pickup={cancellable} />);
    expect(screen.queryByRole('button', { name: /Cancel pickup/ })).toBeNull();
  });
});
