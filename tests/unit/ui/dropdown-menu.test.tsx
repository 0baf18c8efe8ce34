// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DropdownMenu } from '../../../resources/js/components/ui/dropdown-menu';

afterEach(cleanup);

const LINKS = [
  { label: 'Edit Profile', href: '/profile', current: true },
  { label: 'Change Password', href: '/profile/password' },
];

const ProfileMenu = () => <DropdownMenu links={LINKS}>Edit Profile</DropdownMenu>;

describe('DropdownMenu', () => {
  it('sends its button, not its closed menu, in the server render', () => {
    const html = renderToString(<ProfileMenu />);
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('Edit Profile');
    expect(html).not.toContain('Change Password');
  });

  it('opens a menu of links from the keyboard, the current page marked', async () => {
    const user = userEvent.setup();
    render(<ProfileMenu />);
    const button = screen.getByRole('button', { name: 'Edit Profile' });
    button.focus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edit Profile', 'Change Password']);
    expect(items[0]!.getAttribute('aria-current')).toBe('page');
    expect(items[1]!.getAttribute('href')).toBe('/profile/password');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
