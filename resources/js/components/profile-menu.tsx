import clsx from 'clsx';
import { route } from '@/lib/route';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { Link } from '@/components/ui/link';
import { useCurrentRoute } from '@/hooks/use-current-route';
import { isActive, menuLink, PROFILE_MENU, profileMenuHeading } from '@/lib/menus';
import { useWords } from '@/lib/i18n';
import { LanguageSwitcher } from './language-switcher';

/** spec §2.3 profile menu on wide screens: a side list headed 'My Profile'. */
export function ProfileSideMenu() {
  const i18n = useWords();
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
        {i18n._('My Profile')}
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
                {i18n._(item.label)}
              </Link>
            </li>
          );
        })}
      </ul>
      <LanguageSwitcher className="mt-3 border-t border-gray-200 px-3 pt-3" />
    </nav>
  );
}

/** Below 768 px: a dropdown headed by the current item's label, or 'My Profile Menu'. */
export function ProfileDropdown() {
  const i18n = useWords();
  const current = useCurrentRoute();
  const links = PROFILE_MENU.map((item) => ({
    label: i18n._(item.label),
    href: route(item.routes[0]),
    current: isActive(item, current),
  }));
  return (
    <nav aria-label={i18n._('My Profile')} className="space-y-3 md:hidden">
      <DropdownMenu links={links}>{i18n._(profileMenuHeading(current))}</DropdownMenu>
      <LanguageSwitcher />
    </nav>
  );
}
