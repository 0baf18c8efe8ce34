import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { Link } from './link';
import { useHydrated, useLiveControl } from './use-hydrated';

/*
 * Own module, never re-exported from ./index: Headless UI loads only with the screens that
 * use it (the signed-in shell and its layouts), not with the light anonymous ones.
 */

/** One link of the menu; `current` marks the page shown (aria-current). */
export interface DropdownMenuLink {
  label: string;
  href: string;
  current?: boolean;
}

export interface DropdownMenuProps {
  /** What the button says: the menu's name, or the current item's label. */
  children: ReactNode;
  links: readonly DropdownMenuLink[];
}

const BUTTON_CLASS =
  'flex h-11 w-full items-center justify-between gap-2 rounded-control border border-gray-300 bg-white px-3 text-start text-sm font-semibold text-gray-900 shadow-card data-open:border-brand-700';

/**
 * A button that opens a menu of links under it, as wide as the button (Headless UI's menu:
 * arrows, Home, End, type-ahead, Enter, Escape). For choosing a value, use `MenuSelect`.
 *
 * As `MenuSelect`, it is a plain button of the same look until the page is live, and it
 * waits as `Button` does (pressed before, the menu would not open): the menu is built once
 * the page is live, so the server renders none of its state, placement or ids.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const live = useHydrated();
  return live ? <LiveMenu {...props} /> : <WaitingButton {...props} />;
}

function WaitingButton({ children }: DropdownMenuProps) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      {...useLiveControl()}
      className={BUTTON_CLASS}
    >
      {children}
      <ChevronDownIcon className="size-4 text-gray-500" />
    </button>
  );
}

function LiveMenu({ children, links }: DropdownMenuProps) {
  return (
    <Menu>
      <MenuButton className={BUTTON_CLASS}>
        {children}
        <ChevronDownIcon className="size-4 text-gray-500" />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom start', gap: 6 }}
        transition
        className="z-40 w-(--button-width) rounded-control border border-gray-200 bg-white p-1 text-sm shadow-raised transition duration-100 ease-out focus:outline-none data-closed:opacity-0"
      >
        {links.map((link) => (
          <MenuItem key={link.href}>
            <Link
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              className="block rounded-md px-3 py-2 text-gray-900 data-focus:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
            >
              {link.label}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
