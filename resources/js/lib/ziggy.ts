import type { RouteName } from '@routes/web';
import { routeAt, type RouteConfig } from './route';

export type { RouteConfig as ZiggyConfig } from './route';

function isZiggyConfig(value: unknown): value is RouteConfig {
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
  if (isZiggyConfig(config) && globalThis.Ziggy !== config) globalThis.Ziggy = config;
}

/** The name of the route serving `url` (a page object's url), or undefined if none does. */
export function routeNameAt(url: string): RouteName | undefined {
  return routeAt(url)?.name;
}
