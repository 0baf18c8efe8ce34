import type { Page } from '@inertiajs/core';
import { layoutsFor } from '@/layouts';

/*
 * What the browser's app and the server's render of a first load share: the same title,
 * shell and defaults on both sides, so the HTML the server sends is the HTML the browser
 * would have made, and hydrating it changes nothing.
 */

export const title = (text: string): string =>
  text ? `${text} | Courier Portal` : 'Courier Portal';

const signedIn = (page: Page) => Boolean((page.props as { auth?: { user?: unknown } }).auth?.user);

export const layout = (name: string, page: Page) => layoutsFor(name, page.url, signedIn(page));

// spec §9 page-navigation defaults for prefetching.
export const defaults = { prefetch: { cacheFor: 30_000, hoverDelay: 75 } };

/** The module path of a page component, as both sides' page maps key it. */
export const pagePath = (name: string): string => `./pages/${name}.tsx`;
