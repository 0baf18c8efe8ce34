import { route } from '@/lib/route';

/**
 * Which shell a page is shown in, from its component name: the one place that decides.
 * - default: the default layout alone (toast area) — auth/*, errors/*, dev/* pages and the
 *   public tracking page (tracking/*), which anyone may open;
 * - profile: the signed-in shell with the profile menu inside — profile/* pages;
 * - signed-in: the signed-in shell — everything else; 'Get a quote' (quotes/*), which anyone
 *   may open too, in it only for a signed-in user (reached from the dashboard), and so is an
 *   invitation's page (team/invitation).
 * The account prompt (accounts/account-required) stands in for the page of its address; on
 * an address below the profile's (where every profile page lives) it keeps the profile menu
 * around it, as the page it replaces would. Read from the address rather than the menus,
 * so the browser's entry carries no menu to decide it.
 */
export type LayoutKind = 'default' | 'signed-in' | 'profile';

const DEFAULT_AREAS = ['auth/', 'errors/', 'dev/', 'tracking/'];

/** Whether `url` is the profile's address or one below it. */
function underProfile(url: string): boolean {
  const profile = route('edit-profile', undefined, false);
  return url === profile || url.startsWith(`${profile}/`) || url.startsWith(`${profile}?`);
}

/**
 * Pages open to everyone, shown in the signed-in shell only to a signed-in user (a quote; an
 * invitation's page, docs/team.md).
 */
const OPEN_AREAS = ['quotes/', 'team/invitation'];

export function layoutKind(component: string, url?: string, signedIn = true): LayoutKind {
  if (DEFAULT_AREAS.some((area) => component.startsWith(area))) return 'default';
  if (!signedIn && OPEN_AREAS.some((area) => component.startsWith(area))) return 'default';
  if (component.startsWith('profile/')) return 'profile';
  const standIn = component === 'accounts/account-required';
  if (standIn && url !== undefined && underProfile(url)) return 'profile';
  return 'signed-in';
}
