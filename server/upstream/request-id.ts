import type { CallOptions, ServiceClient, Upstream } from './types';

/** One client whose calls carry `requestId` (sent as X-Request-Id, written in their log). */
function tagged(client: ServiceClient, requestId: string): ServiceClient {
  const withId = <T>(options?: CallOptions<T>): CallOptions<T> => ({ ...options, requestId });
  return {
    get: (path, options) => client.get(path, withId(options)),
    post: (path, options) => client.post(path, withId(options)),
    put: (path, options) => client.put(path, withId(options)),
    delete: (path, options) => client.delete(path, withId(options)),
    stream: (path, options) => client.stream(path, { ...options, requestId }),
    reachable: (timeoutMs) => client.reachable(timeoutMs),
  };
}

/** The same clients, pools and cache, for one request: each call carries its id. */
export function withRequestId(upstream: Upstream, requestId: string): Upstream {
  return {
    ...upstream,
    main: tagged(upstream.main, requestId),
    auth: tagged(upstream.auth, requestId),
    pickup: tagged(upstream.pickup, requestId),
  };
}
