import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startReferenceServices, type ReferenceServices } from '../../../server/reference';
import { barePortal, type BarePortal, type ServiceUrls } from './bare-portal';
import { signIn, type Visitor } from './client';
import { startFakeProvider, type FakeProvider, type FakeProviderOptions } from './fake-provider';

export interface ProviderPortal extends BarePortal {
  services: ReferenceServices;
  /** Signs in (the demo user by default) and lands on the dashboard. */
  signIn(credentials?: { email: string; password: string }): Promise<Visitor>;
}

/** The fake providers a portal is put in front of, and where it finds each service. */
export interface ProviderFront {
  urls: string | ServiceUrls;
  providers: FakeProvider[];
}

/**
 * The portal in front of fake providers over the embedded services on a throw-away
 * database. `start` starts the providers.
 */
export async function providerPortal<Front extends ProviderFront>(
  start: (services: ReferenceServices) => Promise<Front>,
  options: { timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<ProviderPortal & { front: Front }> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-provider-'));
  const services = await startReferenceServices({
    dbFile: join(dir, 'reference.sqlite'),
    simulator: false,
    log: () => {},
  });
  const front = await start(services);
  const portal = await barePortal({ upstreamUrl: front.urls, ...options });
  return {
    ...portal,
    services,
    front,
    signIn: (credentials) => signIn(portal.app, credentials),
    async close() {
      await portal.close();
      await Promise.all(front.providers.map((provider) => provider.close()));
      await services.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A portal whose one service is behind `provider`; `target` is where it really answers. */
export type FrontedPortal = ProviderPortal & { provider: FakeProvider; target: string };

/**
 * The portal with a fake provider in front of one service (`main`, `auth` or `pickup`),
 * the other two answered by the embedded services directly. `target` is where the fronted
 * service really answers.
 */
export async function portalFronting(
  service: keyof ServiceUrls,
  options: {
    record?: FakeProviderOptions['record'];
    timeoutMs?: number;
    env?: Record<string, string>;
  } = {},
): Promise<FrontedPortal> {
  const portal = await providerPortal(
    async (services) => {
      const provider = await startFakeProvider({
        target: services.urls[service],
        record: options.record,
      });
      return {
        urls: { ...services.urls, [service]: provider.url },
        providers: [provider],
        provider,
      };
    },
    { timeoutMs: options.timeoutMs, env: options.env },
  );
  return { ...portal, provider: portal.front.provider, target: portal.services.urls[service] };
}
