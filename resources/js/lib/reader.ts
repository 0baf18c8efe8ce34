import { NARROW_SCREEN_QUERY, SCREEN_COOKIE } from '@shared/ui/layout-sizes';
import type { Reader } from '@shared/ssr';
import { TIME_ZONE_COOKIE } from '@shared/ui/time-zone';
import { browserZone } from './time-zone';

/*
 * What the browser tells the server of itself for the next first load, and reads back from
 * the server's HTML: its time zone (`tz`) and whether its screen is narrow (`screen`). The
 * server renders with them (server/http/ssr.ts, `readerOf`) and says which on the app's
 * element; the browser hydrates with the same, then moves to what it knows now.
 */

/** A cookie for the server's next render: a year, and no secret. */
function tellServer(name: string, value: string): void {
  const secure = location.protocol === 'https:' ? ';secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)};path=/;max-age=31536000;samesite=lax${secure}`;
}

/** Tells the server the zone and the screen, and the screen again as it changes. */
export function rememberReader(): void {
  tellServer(TIME_ZONE_COOKIE, browserZone());
  const narrow = window.matchMedia(NARROW_SCREEN_QUERY);
  const screen = () => tellServer(SCREEN_COOKIE, narrow.matches ? 'narrow' : 'wide');
  screen();
  narrow.addEventListener('change', screen);
}

/** The reader the server rendered `app` for; undefined when the browser renders it. */
export function renderedFor(app: HTMLElement): Reader | undefined {
  if (!app.hasAttribute('data-server-rendered')) return undefined;
  return { timeZone: app.dataset.timeZone ?? 'UTC', narrow: app.dataset.screen === 'narrow' };
}
