import { activeItem, PROFILE_MENU } from './menus';

/**
 * Which shell a page is shown in, from its component name: the one place that decides.
 * - default: the default layout alone (toast area) — auth/*, errors/* and dev/* pages;
 * - profile: the signed-in shell with the profile menu inside — profile/* pages;
 * - signed-in: the signed-in shell — everything else.
 * The account prompt (account/required) and a screen not built yet (pending) stand in for
 * the page of their route; on a profile route they keep the profile menu around them, as
 * the page they replace would.
 */
export type LayoutKind = 'default' | 'signed-in' | 'profile';

export function layoutKind(component: string, routeName?: string): LayoutKind {
  if (['auth/', 'errors/', 'dev/'].some((area) => component.startsWith(area))) return 'default';
  if (component.startsWith('profile/')) return 'profile';
  const standIn = component === 'account/required' || component === 'pending';
  if (standIn && activeItem(PROFILE_MENU, routeName)) return 'profile';
  return 'signed-in';
}
