import clsx from 'clsx';
import type { Ref } from 'react';
import { Link } from '@/components/ui/link';
import { useCurrentRoute } from '@/hooks/use-current-route';
import { useCan, useSelectedAccount } from '@/hooks/use-role';
import { allowedItems, isActive, MAIN_MENU, menuLink } from '@/lib/menus';
import {
  AccountsIcon,
  AddressBookIcon,
  BarChartIcon,
  BillingIcon,
  ActivityIcon,
  ClaimsIcon,
  DashboardIcon,
  PickupsIcon,
  ShipmentsIcon,
  TeamIcon,
  type IconComponent,
} from './icons';
import { UserBlock } from './user-block';
import { useWords } from '@/lib/i18n';

const ICONS: Record<string, IconComponent> = {
  Dashboard: DashboardIcon,
  'My Accounts': AccountsIcon,
  'My Shipments': ShipmentsIcon,
  'Address Book': AddressBookIcon,
  Pickups: PickupsIcon,
  Claims: ClaimsIcon,
  'Billing & Payments': BillingIcon,
  Reports: BarChartIcon,
  Team: TeamIcon,
  Activity: ActivityIcon,
};

/**
 * The signed-in side menu and, below it, the user block (spec §2.3). Links prefetch on
 * hover (the app's defaults: after 75 ms, kept 30 s), so a click shows the page at once.
 */
export function SideMenu({
  onNavigate,
  firstItemRef,
}: {
  onNavigate?: () => void;
  /** The first item, e.g. to be focused when the phone's drawer opens. */
  firstItemRef?: Ref<HTMLAnchorElement>;
}) {
  const i18n = useWords();
  const current = useCurrentRoute();
  const can = useCan();
  const withRoles = (useSelectedAccount()?.role ?? null) !== null;
  return (
    <div className="flex h-full flex-col justify-between gap-4 p-3">
      <nav aria-label={i18n._('Main')}>
        <ul className="space-y-1">
          {allowedItems(MAIN_MENU, can, withRoles).map((item, index) => {
            const active = isActive(item, current);
            const Icon = ICONS[item.label];
            return (
              <li key={item.label}>
                <Link
                  ref={index === 0 ? firstItemRef : undefined}
                  {...menuLink(item, current)}
                  onClick={onNavigate}
                  className={clsx(
                    'relative flex items-center gap-3 rounded-control px-3 py-2.5 text-sm font-medium transition-colors',
                    active
                      ? 'bg-brand-50 text-brand-800 before:absolute before:inset-y-1.5 before:inset-s-0 before:w-1 before:rounded-full before:bg-brand'
                      : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
                  )}
                >
                  {Icon && (
                    <Icon className={clsx('size-5', active ? 'text-brand-700' : 'text-gray-500')} />
                  )}
                  {i18n._(item.label)}
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
