import {
  startPortalProcess,
  type PortalProcess,
  type ServicesProcess,
  type ServiceUrls,
} from './portal-process';
import { startRedis } from './redis';
import type { Scratch } from './scratch';

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
