import { lazy, type ComponentType, type ReactNode } from 'react';
import { layoutKind, type LayoutKind } from '@/lib/layout-kind';
import DefaultLayout from './default-layout';

type Layout = ComponentType<{ children?: ReactNode }>;

/*
 * The signed-in shells (menus, account selector, drawer: Headless UI among them) are
 * loaded only when a page shown in them is, so the anonymous screens never download them.
 * Each loader is one function: calling it to preload and React.lazy calling it again share
 * the same module request.
 */
const loadSignedIn = () => import('./signed-in-layout');
const loadProfile = () => import('./profile-layout');
const SignedInLayout = lazy(loadSignedIn);
const ProfileLayout = lazy(loadProfile);

// Module-level arrays: the same components in the same order from visit to visit, so React
// keeps the outer layouts mounted (persistent) and only the page below them changes.
const LAYOUTS: Record<LayoutKind, Layout[]> = {
  default: [DefaultLayout],
  'signed-in': [DefaultLayout, SignedInLayout],
  profile: [DefaultLayout, SignedInLayout, ProfileLayout],
};

/** The nested persistent layouts (outermost first) of a page component. */
export function layoutsFor(component: string, url?: string, signedIn?: boolean): Layout[] {
  return LAYOUTS[layoutKind(component, url, signedIn)];
}

/** Starts loading a page's shell alongside the page itself, not after it. */
export function preloadLayouts(component: string): Promise<unknown> {
  // A page open to everyone is not preloaded a shell: an anonymous visitor never needs it.
  const kind = layoutKind(component, undefined, false);
  if (kind === 'default') return Promise.resolve();
  return Promise.all([loadSignedIn(), kind === 'profile' ? loadProfile() : undefined]);
}
