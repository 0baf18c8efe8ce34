import { activeItem, PROFILE_MENU } from './menus';

/**
 * Which shell a page is shown in, from its component name: the one place that decides.
 * - default: the default layout alone (toast area) — auth/* and errors/* pages;
 * - profile: the signed-in shell with the profile menu inside — profile/* pages;
 * - signed-in: the signed-in shell — everything else.
 * The account prompt (account/required) stands in for a page that needs an account; on a
 * profile route it keeps the profile menu around it, as the page it replaces would.
 */
export type LayoutKind = 'default' | 'signed-in' | 'profile';

export function layoutKind(component: string, routeName?: string): LayoutKind {
  if (component.startsWith('auth/') || component.startsWith('errors/')) return 'default';
  if (component.startsWith('profile/')) return 'profile';
  if (component === 'account/required' && activeItem(PROFILE_MENU, routeName)) return 'profile';
  return 'signed-in';
}
