import type { RouteName } from '@routes/web';
import type { RouteConfig } from '@shared/routing/config';
import { routeAt } from './route';

function isRouteConfig(value: unknown): value is RouteConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { url, routes } = value as Record<string, unknown>;
  return typeof url === 'string' && typeof routes === 'object' && routes !== null;
}

/**
 * Makes the page's `ziggy` prop the config of route() (lib/route.ts). The server sends it as
 * a once prop: the client carries it over from page to page, so it is present on every page
 * object.
 */
export function syncZiggy(props: Record<string, unknown>): void {
  const config = props.ziggy;
  if (isRouteConfig(config) && globalThis.Ziggy !== config) globalThis.Ziggy = config;
}

/** The name of the route serving `url` (a page object's url), or undefined if none does. */
export function routeNameAt(url: string): RouteName | undefined {
  return routeAt(url)?.name;
}
