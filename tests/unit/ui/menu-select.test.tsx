// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MenuSelect } from '../../../resources/js/components/ui/menu-select';

afterEach(cleanup);

const ACCOUNTS = [
  { value: 1, label: 'Cedar Line Trading' },
  { value: 2, label: 'Harbor & Pine Goods' },
  { value: 3, label: 'Desert Bloom Florists' },
];

function AccountSelector() {
  const [value, setValue] = useState(1);
  const chosen = ACCOUNTS.find((account) => account.value === value);
  return (
    <MenuSelect label="Account" value={value} options={ACCOUNTS} onChange={setValue}>
      <span>{chosen?.label}</span>
    </MenuSelect>
  );
}

describe('MenuSelect', () => {
  it('sends its button, not its closed menu, in the server render', () => {
    const html = renderToString(<AccountSelector />);
    expect(html).toContain('aria-haspopup="listbox"');
    expect(html).toContain('Cedar Line Trading');
    expect(html).not.toContain('Harbor &amp; Pine Goods');
  });

  it('opens from the keyboard on its selected option, and Enter chooses', async () => {
    const user = userEvent.setup();
    render(<AccountSelector />);
    const button = screen.getByRole('button', { name: /Account/ });
    expect(button.textContent).toBe('Cedar Line Trading');
    expect(screen.queryByRole('listbox')).toBeNull();
    button.focus();
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(document.activeElement).toBe(list));
    const selected = screen.getByRole('option', { name: 'Cedar Line Trading' });
    expect(list.getAttribute('aria-activedescendant')).toBe(selected.id);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(button.textContent).toBe('Harbor & Pine Goods');
  });

  it('opens again after closing, by click, and Escape closes it without a change', async () => {
    const user = userEvent.setup();
    render(<AccountSelector />);
    const button = screen.getByRole('button', { name: /Account/ });
    for (let round = 0; round < 2; round++) {
      await user.click(button);
      expect(await screen.findAllByRole('option')).toHaveLength(3);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    }
    expect(button.textContent).toBe('Cedar Line Trading');
  });
});
