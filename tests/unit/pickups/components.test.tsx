// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from '../../../resources/js/components/ui/text-area';
import { PICKUP_COLUMNS } from '../../../resources/js/components/pickups/pickup-columns';
import type { PickupRowView } from '../../../shared/pickups/types';

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
