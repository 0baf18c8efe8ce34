import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import clsx from 'clsx';
import { route } from 'ziggy-js';
import { Link } from '@/components/ui/link';
import { useCurrentRoute } from '@/hooks/use-current-route';
import { isActive, menuLink, PROFILE_MENU, profileMenuHeading } from '@/lib/menus';
import { useLiveControl } from './ui/use-hydrated';
import { ChevronDownIcon } from './icons';

/** spec §2.3 profile menu on wide screens: a side list headed 'My Profile'. */
export function ProfileSideMenu() {
  const current = useCurrentRoute();
  return (
    <nav
      aria-labelledby="profile-menu-heading"
      className="hidden w-56 shrink-0 self-start rounded-card border border-gray-200 bg-white p-3 shadow-card md:block"
    >
      <h2
        id="profile-menu-heading"
        className="mb-2 px-3 pt-1 text-base font-semibold text-gray-900"
      >
        My Profile
      </h2>
      <ul className="space-y-0.5">
        {PROFILE_MENU.map((item) => {
          const active = isActive(item, current);
          return (
            <li key={item.label}>
              <Link
                {...menuLink(item, current)}
                className={clsx(
                  'block rounded-control px-3 py-2 text-sm font-medium transition-colors',
                  active
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Below 768 px: a dropdown headed by the current item's label, or 'My Profile Menu'. */
export function ProfileDropdown() {
  const current = useCurrentRoute();
  // Pressed before the page is live, the menu would not open: it waits, as `Button` does.
  const live = useLiveControl();
  return (
    <nav aria-label="My Profile" className="md:hidden">
      <Menu>
        <MenuButton
          {...live}
          className="flex h-11 w-full items-center justify-between gap-2 rounded-control border border-gray-300 bg-white px-3 text-left text-sm font-semibold text-gray-900 shadow-card data-open:border-brand-700"
        >
          {profileMenuHeading(current)}
          <ChevronDownIcon className="size-4 text-gray-500" />
        </MenuButton>
        <MenuItems
          anchor={{ to: 'bottom start', gap: 6 }}
          transition
          className="z-40 w-(--button-width) rounded-control border border-gray-200 bg-white p-1 text-sm shadow-raised transition duration-100 ease-out focus:outline-none data-closed:opacity-0"
        >
          {PROFILE_MENU.map((item) => (
            <MenuItem key={item.label}>
              <Link
                href={route(item.routes[0])}
                aria-current={isActive(item, current) ? 'page' : undefined}
                className="block rounded-md px-3 py-2 text-gray-900 data-focus:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
              >
                {item.label}
              </Link>
            </MenuItem>
          ))}
        </MenuItems>
      </Menu>
    </nav>
  );
}
