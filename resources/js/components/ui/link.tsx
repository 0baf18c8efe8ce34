import { mergeDataIntoQueryString, type LinkComponentBaseProps } from '@inertiajs/core';
// eslint-disable-next-line no-restricted-imports -- the one module that wraps it
import { Link as InertiaLink, type InertiaLinkProps } from '@inertiajs/react';
import type { ReactNode, Ref } from 'react';

/**
 * The portal's links are GET visits to an address (a route() URL): no `as`, `method` or
 * `data`, so each renders as an anchor, on the server as in the browser.
 */
export type LinkProps = Omit<InertiaLinkProps, 'as' | 'method' | 'data' | 'href'> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * The props Inertia's Link takes for its visit (not for its element), each listed once; the
 * type below fails to compile when a version of Inertia adds one, so none can reach the
 * server's anchor as an attribute.
 */
const VISIT_PROPS = [
  'async',
  'cacheFor',
  'cacheTags',
  'component',
  'except',
  'headers',
  'instant',
  'onBefore',
  'onBeforeUpdate',
  'onCancel',
  'onCancelToken',
  'onError',
  'onFinish',
  'onFlash',
  'onHttpException',
  'onNetworkError',
  'onPrefetched',
  'onPrefetching',
  'onProgress',
  'onStart',
  'onSuccess',
  'only',
  'pageProps',
  'prefetch',
  'preserveScroll',
  'preserveState',
  'preserveUrl',
  'queryStringArrayFormat',
  'replace',
  'viewTransition',
] as const satisfies readonly VisitProp[];

type VisitProp = Exclude<keyof LinkComponentBaseProps, 'href' | 'method' | 'data'>;
/** Compiles only when VISIT_PROPS lists them all; the error names those missing. */
type Listed<Missing extends never> = Missing;
export type EveryVisitPropListed = Listed<Exclude<VisitProp, (typeof VISIT_PROPS)[number]>>;

const visitProps = new Set<string>(VISIT_PROPS);

/**
 * On the server, the anchor Inertia's Link renders for a GET, without the Link: its visit
 * options, memos and handlers only serve a click, which a server never sees, and they were a
 * sixth of a signed-in page's render. The address is normalised as the Link normalises it,
 * so the page hydrates onto the same href.
 */
export function ServerLink({ href, ...props }: LinkProps) {
  const anchor: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (!visitProps.has(name)) anchor[name] = value;
  }
  return <a {...anchor} href={mergeDataIntoQueryString('get', href, {})[0]} />;
}

/** A link: an Inertia visit in the browser (prefetch, scroll and state options included). */
export const Link: (props: LinkProps) => ReactNode = import.meta.env.SSR ? ServerLink : InertiaLink;
