// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AsyncSelect,
  nearBottom,
  type PagedLoader,
} from '../../../resources/js/components/ui/async-select';

afterEach(cleanup);

describe('AsyncSelect', () => {
  it('asks for the next page within 50 px of the menu bottom only', () => {
    expect(nearBottom(1000, 300, 651)).toBe(true);
    expect(nearBottom(1000, 300, 650)).toBe(false);
  });

  it('loads the first page on open, searches, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const all = ['Lebanon', 'Latvia', 'Libya', 'Lithuania', 'Luxembourg', 'Liechtenstein'];
    const load = vi.fn<PagedLoader>(async (search, page) => {
      const found = all.filter((c) => c.toLowerCase().includes(search.toLowerCase()));
      const slice = found.slice((page - 1) * 5, page * 5);
      return {
        options: slice.map((c) => ({ value: c, label: c })),
        hasMore: found.length > page * 5,
      };
    });
    const onChange = vi.fn();
    render(<AsyncSelect label="Country" value={null} onChange={onChange} loadOptions={load} />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.click(input);
    expect(await screen.findByRole('option', { name: 'Lebanon' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('', 1);
    expect(screen.getAllByRole('option')).toHaveLength(5);

    await user.type(input, 'zz');
    expect(await screen.findByText('No options', {}, { timeout: 2000 })).toBeTruthy();

    await user.clear(input);
    await user.type(input, 'leb');
    await user.click(await screen.findByRole('option', { name: 'Lebanon' }, { timeout: 2000 }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ value: 'Lebanon', label: 'Lebanon' }),
    );
  });
});
