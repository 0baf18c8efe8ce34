/**
 * Which shell a page is shown in, from its component name: the one place that decides.
 * - default: the default layout alone (toast area) — auth/*, errors/*, dev/* pages and the
 *   public tracking page (tracking/*), which anyone may open;
 * - profile: the signed-in shell with the profile menu inside — profile/* pages;
 * - signed-in: the signed-in shell — everything else.
 * The account prompt (accounts/account-required) stands in for the page of its address; on
 * a profile page's address (`/profile/…`, where every profile page lives) it keeps the
 * profile menu around it, as the page it replaces would. Read from the address rather than
 * the route table, so the browser's entry carries no menu to decide it.
 */
export type LayoutKind = 'default' | 'signed-in' | 'profile';

const DEFAULT_AREAS = ['auth/', 'errors/', 'dev/', 'tracking/'];

const PROFILE_PATH = /^\/profile(\/|\?|$)/;

export function layoutKind(component: string, url?: string): LayoutKind {
  if (DEFAULT_AREAS.some((area) => component.startsWith(area))) return 'default';
  if (component.startsWith('profile/')) return 'profile';
  const standIn = component === 'accounts/account-required';
  if (standIn && url !== undefined && PROFILE_PATH.test(url)) return 'profile';
  return 'signed-in';
}
