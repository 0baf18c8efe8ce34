import { activeItem, PROFILE_MENU } from './menus';

/**
 * Which shell a page is shown in, from its component name: the one place that decides.
 * - default: the default layout alone (toast area) — auth/*, errors/*, dev/* pages and the
 *   public tracking page (tracking/*), which anyone may open;
 * - profile: the signed-in shell with the profile menu inside — profile/* pages;
 * - signed-in: the signed-in shell — everything else.
 * The account prompt (accounts/account-required) stands in for the page of its route; on a
 * profile route it keeps the profile menu around it, as the page it replaces would.
 */
export type LayoutKind = 'default' | 'signed-in' | 'profile';

const DEFAULT_AREAS = ['auth/', 'errors/', 'dev/', 'tracking/'];

export function layoutKind(component: string, routeName?: string): LayoutKind {
  if (DEFAULT_AREAS.some((area) => component.startsWith(area))) return 'default';
  if (component.startsWith('profile/')) return 'profile';
  const standIn = component === 'accounts/account-required';
  if (standIn && activeItem(PROFILE_MENU, routeName)) return 'profile';
  return 'signed-in';
}
