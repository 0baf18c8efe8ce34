import type { CallOptions, ServiceClient, Upstream } from './types';

/**
 * One client whose calls ask for the reader's language (Accept-Language), unless a call
 * names its own (the location lookup sends the browser's own header). Asked at each call:
 * signing in can bring the profile's language in the middle of a request.
 */
function speaking(client: ServiceClient, language: () => string): ServiceClient {
  const inLanguage = <T>(options?: CallOptions<T>): CallOptions<T> => ({
    language: language(),
    ...options,
  });
  return {
    get: (path, options) => client.get(path, inLanguage(options)),
    post: (path, options) => client.post(path, inLanguage(options)),
    put: (path, options) => client.put(path, inLanguage(options)),
    delete: (path, options) => client.delete(path, inLanguage(options)),
    stream: (path, options) => client.stream(path, { language: language(), ...options }),
    reachable: (timeoutMs) => client.reachable(timeoutMs),
  };
}

/**
 * The same clients, pools and cache, for one reader (docs/i18n.md): the three services are
 * asked for the reader's language, so a provider that has its words in several languages
 * (status names, products, enum lists) answers them in it. One without ignores the header
 * and answers English, which the portal then shows as sent.
 */
export function withLanguage(upstream: Upstream, language: () => string): Upstream {
  return {
    ...upstream,
    language,
    main: speaking(upstream.main, language),
    auth: speaking(upstream.auth, language),
    pickup: speaking(upstream.pickup, language),
  };
}

/**
 * The cache key of a list of the provider's words: one entry per language asked for, so a
 * French answer is never served to a reader of Arabic. Calls made for no reader (background
 * jobs) ask for no language and get English.
 */
export const wordsKey = (up: Upstream, key: string): string => `${key}:${up.language?.() ?? 'en'}`;
