import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageProps } from '../../../shared/pages';
import type { SharedProps } from '../../../shared/types';
import type { Browser, Child } from '../../support/processes';

/**
 * The signed-in pages a user moves between, each a plain visit (no parameters). Visiting
 * them also writes to the session (a wizard draft, pickup submission tokens), as users do.
 */
export const SIGNED_IN_PAGES = [
  '/dashboard',
  '/shipments',
  '/shipments/create',
  '/address-book',
  '/pickups',
  '/pickups/schedule',
  '/accounts',
  '/accounts/add',
  '/reports',
  '/billing-and-payments',
  '/profile',
  '/profile/password',
  '/profile/shipping-preferences',
  '/profile/pickup-preferences',
] as const;

/** An account of the demo data that exists with the provider but is not linked yet. */
export const UNLINKED_ACCOUNT = '200400501';

export type Page<C extends keyof PageProps> = PageProps[C] & SharedProps;

interface PageObject {
  component: string;
  props: unknown;
  deferredProps?: Record<string, string[]>;
}

/** An Inertia visit that must show `component`: its props, or an error naming what came. */
export async function pageOf<C extends keyof PageProps>(
  browser: Browser,
  path: string,
  component: C,
): Promise<Page<C>> {
  const res = await browser.visit(path);
  const text = await res.text();
  if (res.status !== 200) {
    throw new Error(`${path} answered ${res.status} ${res.headers.get('location') ?? text}`);
  }
  const page = JSON.parse(text) as PageObject;
  if (page.component !== component) {
    throw new Error(`${path} showed ${page.component}, not ${component}`);
  }
  return page.props as Page<C>;
}

/**
 * A visit as the Inertia client makes it: the page, then one partial reload per group of
 * deferred props. Returns every status seen.
 */
export async function visitWithDeferred(browser: Browser, path: string): Promise<number[]> {
  const res = await browser.visit(path);
  if (res.status !== 200 || !res.headers.get('content-type')?.includes('json')) {
    await res.arrayBuffer();
    return [res.status];
  }
  const page = (await res.json()) as PageObject;
  const groups = Object.values(page.deferredProps ?? {});
  const partial = await Promise.all(
    groups.map(async (names) => {
      const more = await browser.visit(path, {
        'X-Inertia-Partial-Component': page.component,
        'X-Inertia-Partial-Data': names.join(','),
      });
      await more.arrayBuffer();
      return more.status;
    }),
  );
  return [res.status, ...partial];
}

/** Runs `task(0..count-1)` with at most `width` at a time. */
export async function inParallel(
  count: number,
  width: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, lane));
}

/**
 * A suite's temporary directory and processes, released in reverse order of start even
 * when a test or a hook failed half-way.
 */
export class Scratch {
  readonly dir = mkdtempSync(join(tmpdir(), 'portal-processes-'));
  private readonly children: Child[] = [];

  file(name: string): string {
    return join(this.dir, name);
  }

  /** Registers a process for cleanup; returns it. */
  keep<T extends Child>(child: T): T {
    this.children.push(child);
    return child;
  }

  async release(): Promise<void> {
    for (const child of this.children.reverse()) await child.stop(true).catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
