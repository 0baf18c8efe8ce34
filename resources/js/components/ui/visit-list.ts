import { router } from '@inertiajs/react';

/**
 * A new view of a list (search, filter, page) at `url`: only the list prop is reloaded, and
 * its rows replace those shown (the phone cards never add them to the old ones).
 */
export function visitList(url: string, prop: string): void {
  router.get(url, {}, { only: [prop], reset: [prop], preserveState: true, preserveScroll: true });
}
