import { usePage } from '@inertiajs/react';
import type { RouteName } from '@routes/web';
import { routeNameAt } from '@/lib/ziggy';

/** The name of the route of the page on screen (undefined on an unknown URL). */
export function useCurrentRoute(): RouteName | undefined {
  return routeNameAt(usePage().url);
}
