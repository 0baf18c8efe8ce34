/**
 * The portal a benchmark measures, on a throw-away database, stopped and removed however
 * the measurement ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startPortalProcess,
  startServices,
  type PortalProcess,
  type ServicesProcess,
  type ServiceUrls,
} from '../tests/support/processes';

/** What stands between the portal and the services (a slow provider, say). */
export interface Front {
  urls: ServiceUrls;
  close(): Promise<void>;
}

/** A temporary directory and what was started in it, released in reverse order. */
async function inScratch<T>(
  run: (dir: string, keep: (stop: () => Promise<void>) => void) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const stops: Array<() => Promise<void>> = [];
  try {
    return await run(dir, (stop) => stops.push(stop));
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `measure` against a portal that embeds the services (with `env` over its own). */
export function withPortal<T>(
  measure: (portal: PortalProcess) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  return inScratch(async (dir, keep) => {
    const portal = await startPortalProcess({
      env: {
        SESSION_DB: join(dir, 'sessions.sqlite'),
        REFERENCE_DB: join(dir, 'reference.sqlite'),
        ...env,
      },
    });
    keep(() => portal.stop());
    return measure(portal);
  });
}

/**
 * Runs `measure` against a portal whose services run in a process of their own, so the
 * portal's cost shows alone; through `front` when given.
 */
export function withPortalApart<T>(
  options: { front?: (urls: ServiceUrls) => Promise<Front>; env?: Record<string, string> },
  measure: (portal: PortalProcess, services: ServicesProcess) => Promise<T>,
): Promise<T> {
  return inScratch(async (dir, keep) => {
    const services = await startServices(join(dir, 'reference.sqlite'));
    keep(() => services.stop());
    const front = options.front ? await options.front(services.urls) : undefined;
    if (front) keep(() => front.close());
    const portal = await startPortalProcess({
      services: front?.urls ?? services.urls,
      env: { SESSION_DB: join(dir, 'sessions.sqlite'), ...options.env },
    });
    keep(() => portal.stop());
    return measure(portal, services);
  });
}
