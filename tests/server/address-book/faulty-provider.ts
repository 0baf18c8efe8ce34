import { createLogger } from '../../../server/log';
import { createUpstream, type Upstream } from '../../../server/upstream';
import { serverError, startFakeProvider } from '../support/fake-provider';
import type { TestPortal } from '../support/portal';

/**
 * A main API in front of the real reference one that fails the calls a test names (500,
 * the envelope of an outage) and records every call in order. The portal is switched to it
 * for the address calls; auth and pickup stay as they were.
 */
export interface FaultyProvider {
  /** `METHOD /path-pattern` (regular expression source) of the calls that fail. */
  faults: Set<string>;
  calls: string[];
  close(): Promise<void>;
}

export async function faultyMainApi(portal: TestPortal): Promise<FaultyProvider> {
  const faults = new Set<string>();
  const provider = await startFakeProvider({ target: portal.services.urls.main });
  provider.rules.push((req) => {
    const call = `${req.method} ${req.path}`;
    return [...faults].some((f) => new RegExp(`^${f}$`).test(call)) ? serverError : undefined;
  });

  const deps = portal.app.locals.deps as { upstream: Upstream };
  const original = deps.upstream;
  const switched = createUpstream({
    mainUrl: provider.url,
    authUrl: portal.services.urls.auth,
    pickupUrl: portal.services.urls.pickup,
    connectTimeoutMs: 2000,
    timeoutMs: 10000,
    logger: createLogger('silent'),
  });
  deps.upstream = switched;
  return {
    faults,
    calls: provider.calls,
    async close() {
      deps.upstream = original;
      await switched.close();
      await provider.close();
    },
  };
}
