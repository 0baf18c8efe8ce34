import { createTtlCache } from './cache';
import { createServiceClient } from './client';
import type { Upstream, UpstreamOptions } from './types';

export type { TtlCache, TtlCacheOptions } from './cache';
export { createTtlCache } from './cache';
export type {
  CallOptions,
  Envelope,
  Query,
  ServiceClient,
  StreamedFile,
  Upstream,
  UpstreamCallRecord,
  UpstreamObserver,
  UpstreamOptions,
} from './types';
export { upstreamPath } from './url';
export { withRequestId } from './request-id';
export { withAccessToken } from './access-token';
export { withLanguage, wordsKey } from './language';

export const DEFAULT_OPTIONAL_TIMEOUT_MS = 1000;

/** The BFF's clients for the courier's three services, plus the reference-data cache. */
export function createUpstream(options: UpstreamOptions): Upstream {
  const common = {
    connectTimeoutMs: options.connectTimeoutMs,
    timeoutMs: options.timeoutMs,
    optionalTimeoutMs: options.optionalTimeoutMs ?? DEFAULT_OPTIONAL_TIMEOUT_MS,
    logger: options.logger,
    observer: options.observer,
  };
  const main = createServiceClient({ ...common, service: 'main', baseUrl: options.mainUrl });
  const auth = createServiceClient({ ...common, service: 'auth', baseUrl: options.authUrl });
  const pickup = createServiceClient({ ...common, service: 'pickup', baseUrl: options.pickupUrl });
  const cache = createTtlCache({ observe: options.observer?.cache });
  return {
    main,
    auth,
    pickup,
    cache,
    async close() {
      cache.clear();
      await Promise.all([main.close(), auth.close(), pickup.close()]);
    },
  };
}
