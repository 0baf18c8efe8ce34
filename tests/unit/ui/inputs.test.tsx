// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DateInput,
  SearchInput,
  StatusChips,
  Stepper,
  TimeSelect,
} from '../../../resources/js/components/ui';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SearchInput', () => {
  it('searches once the user pauses for 300 ms, not on every key', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchInput label="Search shipments" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search shipments' });
    fireEvent.change(box, { target: { value: 'be' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'beirut' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('beirut');
  });

  it('clears at once with its clear button and gives focus back to the box', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchInput label="Search" value="london" onSearch={onSearch} />);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect((box as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('follows a search changed elsewhere (Back, Forward), but keeps what the user types', () => {
    vi.useFakeTimers();
    function Page() {
      const [query, setQuery] = useState('first');
      return (
        <>
          <SearchInput label="Search" value={query} onSearch={setQuery} />
          <button type="button" onClick={() => setQuery('from history')}>
            Back
          </button>
        </>
      );
    }
    render(<Page />);
    const box = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'typed ' } });
    act(() => vi.advanceTimersByTime(300));
    // The page took the trimmed search: the box keeps the user's trailing space.
    expect(box.value).toBe('typed ');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(box.value).toBe('from history');
  });
});

function Chips() {
  const [value, setValue] = useState('all');
  return (
    <StatusChips
      label="Status"
      value={value}
      onChange={setValue}
      options={[
        { value: 'all', label: 'All' },
        { value: 'transit', label: 'In transit' },
        { value: 'delivered', label: 'Delivered' },
      ]}
    />
  );
}

describe('StatusChips', () => {
  it('is a radio group: one tab stop, arrow keys move the choice, wrapping round', async () => {
    const user = userEvent.setup();
    render(<Chips />);
    expect(screen.getByRole('radiogroup', { name: 'Status' })).toBeTruthy();
    const [all, transit, delivered] = screen.getAllByRole('radio');
    expect(all.getAttribute('aria-checked')).toBe('true');
    expect(transit.tabIndex).toBe(-1);
    await user.tab();
    expect(document.activeElement).toBe(all);
    await user.keyboard('{ArrowRight}');
    expect(transit.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(transit);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(delivered.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Home}');
    expect(all.getAttribute('aria-checked')).toBe('true');
    await user.click(delivered);
    expect(delivered.getAttribute('aria-checked')).toBe('true');
  });
});

describe('TimeSelect', () => {
  it('offers 30-minute slots 6:00 AM to 10:00 PM and gives back HH:mm', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TimeSelect label="Time from" value="" onChange={onChange} required />);
    const select = screen.getByRole('combobox', { name: 'Time from' });
    const labels = Array.from((select as HTMLSelectElement).options).map((o) => o.text);
    expect(labels[1]).toBe('6:00 AM');
    expect(labels.at(-1)).toBe('10:00 PM');
    expect(labels).toContain('12:30 PM');
    await user.selectOptions(select, '1:30 PM');
    expect(onChange).toHaveBeenCalledWith('13:30');
  });

  it('leaves out slots up to `after` and ties its error to the control', () => {
    render(
      <TimeSelect label="Time to" value="" onChange={() => {}} after="20:00" error="Required" />,
    );
    const select = screen.getByRole('combobox', { name: 'Time to' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.value)).toEqual([
      '',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
    ]);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Required',
    );
  });
});

describe('DateInput', () => {
  it('is a labelled native date input with a minimum date', () => {
    render(<DateInput label="Pickup date" value="" onChange={() => {}} min="2026-01-05" />);
    const input = screen.getByLabelText('Pickup date') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.min).toBe('2026-01-05');
  });
});

describe('Stepper', () => {
  it('marks the current step and says each state to assistive technology', () => {
    render(
      <Stepper
        steps={[
          { label: 'Shipper', state: 'finished' },
          { label: 'Consignee', state: 'current' },
          { label: 'Packages', state: 'waiting' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items[0].textContent).toContain('Shipper (completed)');
    expect(items[1].textContent).toContain('Consignee (current step)');
    expect(items[2].textContent).toContain('Packages (not started)');
  });
});
