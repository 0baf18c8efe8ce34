import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageProps } from '../../../shared/pages';
import type { SharedProps } from '../../../shared/types';
import {
  startPortalProcess,
  startRedis,
  type Browser,
  type Child,
  type PortalProcess,
  type ServicesProcess,
  type ServiceUrls,
} from '.';

/** An account of the demo data that exists with the provider but is not linked yet. */
export const UNLINKED_ACCOUNT = '200400501';

export type Page<C extends keyof PageProps> = PageProps[C] & SharedProps;

interface PageObject {
  component: string;
  props: unknown;
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

/** The session secret every portal process of a suite shares, as behind a load balancer. */
export const SHARED_SECRET = 'one-secret-every-portal-process-shares-0123';

/**
 * Two portal processes on one Redis in front of `services`, each with a SESSION_DB of its
 * own, so nothing but Redis can carry a session from one to the other.
 */
export async function twoPortalsOnRedis(
  scratch: Scratch,
  services: ServiceUrls | ServicesProcess,
  env: Record<string, string> = {},
): Promise<[PortalProcess, PortalProcess]> {
  const redis = scratch.keep(await startRedis());
  const portal = (name: string) =>
    startPortalProcess({
      services,
      env: {
        REDIS_URL: redis.url,
        SESSION_SECRET: SHARED_SECRET,
        SESSION_DB: scratch.file(`${name}-sessions.sqlite`),
        ...env,
      },
    });
  const both = await Promise.all([portal('a'), portal('b')]);
  for (const process of both) scratch.keep(process);
  return both;
}
