import type { CallOptions, ServiceClient, Upstream } from './types';

/** One client whose calls carry `token` as the Access-Token header, unless a call names its own. */
function signed(client: ServiceClient, token: string): ServiceClient {
  const withToken = <T>(options?: CallOptions<T>): CallOptions<T> => ({ token, ...options });
  return {
    get: (path, options) => client.get(path, withToken(options)),
    post: (path, options) => client.post(path, withToken(options)),
    put: (path, options) => client.put(path, withToken(options)),
    delete: (path, options) => client.delete(path, withToken(options)),
    stream: (path, options) => client.stream(path, { token, ...options }),
    reachable: (timeoutMs) => client.reachable(timeoutMs),
  };
}

/**
 * The same clients, pools and cache, signed in as the user: for a call whose answer depends
 * on whether someone is signed in (the rating call: the account's contract prices with a
 * token, the published rate card without), so one function serves both.
 */
export function withAccessToken(upstream: Upstream, token: string): Upstream {
  return {
    ...upstream,
    main: signed(upstream.main, token),
    auth: signed(upstream.auth, token),
    pickup: signed(upstream.pickup, token),
  };
}
