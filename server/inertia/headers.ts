import type { Request } from 'express';
import type { PropRequest } from './selection';

/** Header names of the v3 protocol (Express lower-cases incoming ones). */
export const H = {
  inertia: 'X-Inertia',
  version: 'X-Inertia-Version',
  requestVersion: 'x-inertia-version',
  location: 'X-Inertia-Location',
  redirect: 'X-Inertia-Redirect',
  partialComponent: 'x-inertia-partial-component',
  partialData: 'x-inertia-partial-data',
  partialExcept: 'x-inertia-partial-except',
  reset: 'x-inertia-reset',
  errorBag: 'x-inertia-error-bag',
  exceptOnce: 'x-inertia-except-once-props',
  mergeIntent: 'x-inertia-infinite-scroll-merge-intent',
} as const;

/**
 * A request header by its lower-case name. Read straight from Node's header object:
 * `req.get` normalises the name on every call, and a page reads up to eight headers.
 */
export function header(req: Request, lowerCaseName: string): string | undefined {
  const value = req.headers[lowerCaseName];
  return Array.isArray(value) ? value[0] : value;
}

export const isInertia = (req: Request): boolean => header(req, 'x-inertia') === 'true';

export const isPrefetch = (req: Request): boolean => header(req, 'purpose') === 'prefetch';

/** A partial reload: the browser asks for some props of the page it shows (deferred ones, say). */
export const isPartialReload = (req: Request): boolean => Boolean(header(req, H.partialComponent));

const list = (req: Request, name: string): string[] =>
  (header(req, name) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const none: string[] = [];

export function propRequest(req: Request, component: string): PropRequest {
  const partialComponent = header(req, H.partialComponent) || undefined;
  // A full visit (the common case) has no partial headers to read.
  const partial = partialComponent !== undefined;
  return {
    component,
    partialComponent,
    only: partial ? list(req, H.partialData) : none,
    except: partial ? list(req, H.partialExcept) : none,
    reset: list(req, H.reset),
    exceptOnce: list(req, H.exceptOnce),
    prepend: header(req, H.mergeIntent) === 'prepend',
  };
}
