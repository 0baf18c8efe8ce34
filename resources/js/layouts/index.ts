import type { ComponentType, ReactNode } from 'react';
import { layoutKind } from '@/lib/layout-kind';
import DefaultLayout from './default-layout';
import ProfileLayout from './profile-layout';
import SignedInLayout from './signed-in-layout';

type Layout = ComponentType<{ children?: ReactNode }>;

// Module-level arrays: the same components in the same order from visit to visit, so React
// keeps the outer layouts mounted (persistent) and only the page below them changes.
const LAYOUTS: Record<ReturnType<typeof layoutKind>, Layout[]> = {
  default: [DefaultLayout],
  'signed-in': [DefaultLayout, SignedInLayout],
  profile: [DefaultLayout, SignedInLayout, ProfileLayout],
};

/** The nested persistent layouts (outermost first) of a page component. */
export function layoutsFor(component: string, routeName?: string): Layout[] {
  return LAYOUTS[layoutKind(component, routeName)];
}
