import { Link } from '@inertiajs/react';
import clsx from 'clsx';
import type { ComponentType, SVGProps } from 'react';
import { route } from 'ziggy-js';
import { useCurrentRoute } from '@/hooks/use-current-route';
import { isActive, MAIN_MENU } from '@/lib/menus';
import { AccountsIcon, AddressBookIcon, DashboardIcon, PickupsIcon, ShipmentsIcon } from './icons';
import { UserBlock } from './user-block';

const ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  Dashboard: DashboardIcon,
  'My Accounts': AccountsIcon,
  'My Shipments': ShipmentsIcon,
  'Address Book': AddressBookIcon,
  Pickups: PickupsIcon,
};

/** The signed-in side menu and, below it, the user block (spec §2.3). */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const current = useCurrentRoute();
  return (
    <div className="flex h-full flex-col justify-between gap-4 p-3">
      <nav aria-label="Main">
        <ul className="space-y-1">
          {MAIN_MENU.map((item) => {
            const active = isActive(item, current);
            const Icon = ICONS[item.label];
            return (
              <li key={item.label}>
                <Link
                  href={route(item.routes[0])}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={clsx(
                    'flex items-center gap-3 rounded-md border-l-4 px-3 py-2 text-sm',
                    active
                      ? 'border-brand bg-brand-50 font-semibold text-brand-800'
                      : 'border-transparent text-gray-700 hover:bg-gray-100 hover:text-gray-900',
                  )}
                >
                  {Icon && <Icon className="size-5 shrink-0" />}
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t border-gray-200 pt-3">
        <UserBlock onNavigate={onNavigate} />
      </div>
    </div>
  );
}
