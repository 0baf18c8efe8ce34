import { route } from 'ziggy-js';
import type { RouteName } from '@routes/web';

/** ziggy-js does not export its config type; take it from route()'s last parameter. */
export type ZiggyConfig = NonNullable<Parameters<typeof route>[3]>;

declare global {
  // Read by route() when it is called without a config (ziggy-js convention).
  var Ziggy: ZiggyConfig | undefined;
}

function isZiggyConfig(value: unknown): value is ZiggyConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { url, routes } = value as Record<string, unknown>;
  return typeof url === 'string' && typeof routes === 'object' && routes !== null;
}

/**
 * Makes the page's `ziggy` prop the config of route(). The server sends it as a once prop:
 * the client carries it over from page to page, so it is present on every page object.
 */
export function syncZiggy(props: Record<string, unknown>): void {
  const config = props.ziggy;
  if (isZiggyConfig(config) && globalThis.Ziggy !== config) globalThis.Ziggy = config;
}

/** The name of the route serving `url` (a page object's url), or undefined if none does. */
export function routeNameAt(url: string): RouteName | undefined {
  const config = globalThis.Ziggy;
  if (!config) return undefined;
  const { host, pathname, search } = new URL(url, config.url);
  return route(undefined, undefined, undefined, {
    ...config,
    location: { host, pathname, search },
  }).current();
}
