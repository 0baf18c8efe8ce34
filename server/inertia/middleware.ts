import type { Request, RequestHandler, Response } from 'express';
import { H, header, isInertia, isPrefetch, propRequest } from './headers';
import { pageJson, type PageObject } from './page';
import { resolveProps } from './resolve';
import type { Props } from './values';
import { takeCarried, type FieldErrors } from './session-state';

export interface InertiaResponse {
  /** Answer with a page: JSON for Inertia visits, the HTML shell on a first load. */
  render(component: string, props?: Props): Promise<void>;
  /** Redirect to the page the request came from (same origin only), else `fallback`. */
  back(fallback?: string): void;
  /** A full browser navigation, also to another origin (409 + X-Inertia-Location). */
  location(url: string): void;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Response {
      inertia: InertiaResponse;
    }
  }
}

export interface InertiaOptions {
  /** The asset version; null in development (no check). */
  version: () => string | null;
  /** The HTML document of a first load around the page object. */
  rootView: (page: PageObject, req: Request) => Promise<string>;
  /** Props every page receives; values may be lazy. */
  share: (req: Request) => Props;
  /** Where `back()` goes without a usable Referer, unless the caller names a place. */
  backFallback?: (req: Request) => string;
  /**
   * Told of each failure of a rescued prop (to log it); answering false lets the failure
   * end the response instead. By default every failure is rescued.
   */
  rescue?: (err: unknown, key: string, req: Request) => boolean;
  /**
   * How much longer a first load (the HTML document) may take to send its deferred props
   * with it: groups computed within this many milliseconds after the page's own props are
   * in the document, painted at once; the rest are deferred as usual. 0 (the default) never
   * waits. Inertia visits never wait: their page is already on screen.
   */
  firstLoadWaitMs?: number;
}

const REDIRECT_AFTER = new Set(['PUT', 'PATCH', 'DELETE']);
// Per-response flags in res.locals, namespaced so no other middleware collides with them.
const ANSWERED_NOTHING = 'inertia:answeredNothing';
const ENCRYPT = 'inertia:encryptHistory';

function origin(req: Request): string {
  const configured = req.app.locals.appUrl as string | undefined;
  return configured ? new URL(configured).origin : `${req.protocol}://${req.get('host')}`;
}

/**
 * The origin of a full-reload URL: the app's public origin when the app names one
 * (`app.locals.publicOrigin`, server/http/origin.ts), so a foreign Host header never
 * becomes the place the browser is sent.
 */
function reloadOrigin(req: Request): string {
  const publicOrigin = req.app.locals.publicOrigin as ((req: Request) => string) | undefined;
  return publicOrigin ? publicOrigin(req) : origin(req);
}

/**
 * The Referer when it is one of our own pages; never an open redirect elsewhere. The path
 * must start with exactly one slash: `//evil.example` (or `/\evil.example`, which browsers
 * read the same way) would be another site once it is a Location.
 */
function sameOriginReferer(req: Request): string | undefined {
  const referer = req.get('referer');
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    const ours = new URL(origin(req));
    if (url.host !== ours.host) return undefined;
    const path = url.pathname + url.search + url.hash;
    return /^\/(?![/\\])/.test(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Ask the browser to keep this page's history entry encrypted (signed-in pages). */
export function encryptHistory(res: Response, on = true): void {
  res.locals[ENCRYPT] = on;
}

/** Marks a request whose route handler returned without answering. */
export function markAnsweredNothing(res: Response): void {
  res.locals[ANSWERED_NOTHING] = true;
}

function scopedErrors(
  carried: { bag?: string; fields: FieldErrors } | undefined,
  headerBag: string | undefined,
): FieldErrors | Record<string, FieldErrors> {
  if (!carried) return {};
  const bag = carried.bag ?? headerBag;
  return bag ? { [bag]: carried.fields } : carried.fields;
}

async function render(
  req: Request,
  res: Response,
  options: InertiaOptions,
  component: string,
  pageProps: Props,
): Promise<void> {
  const shared = options.share(req);
  const all: Props = { ...shared, ...pageProps };
  const rescue = options.rescue;
  const { props, deferredLoad, ...metadata } = await resolveProps(
    all,
    propRequest(req, component),
    {
      ...(rescue ? { onRescue: (err, key) => rescue(err, key, req) } : {}),
      ...(isInertia(req) ? {} : { deferredWaitMs: options.firstLoadWaitMs ?? 0 }),
    },
  );
  // A prefetch may never be shown, and the client keeps its own flash and errors while it
  // loads deferred props: what the last request left for the next page waits for a real one.
  const carried = isPrefetch(req) || deferredLoad ? {} : takeCarried(req);
  // The props object is this response's own: errors go in place, beside any the page set.
  const own = props.errors as PageObject['props']['errors'] | undefined;
  props.errors = carried.errors
    ? { ...own, ...scopedErrors(carried.errors, header(req, H.errorBag)) }
    : (own ?? {});
  const page: PageObject = {
    component,
    props: props as PageObject['props'],
    url: req.originalUrl,
    version: options.version(),
    flash: carried.flash ?? {},
    sharedProps: Object.keys(shared),
    ...(res.locals[ENCRYPT] ? { encryptHistory: true } : {}),
    ...(carried.clearHistory ? { clearHistory: true } : {}),
    ...(carried.preserveFragment ? { preserveFragment: true } : {}),
    ...metadata,
  };
  // Pages hold personal data: never stored by caches, never restored from them.
  res.setHeader('Cache-Control', 'no-store, private');
  // Written directly rather than through res.json/res.send: an ETag is of no use on a page
  // that is never stored, and computing one for every page costs as much as the JSON.
  if (isInertia(req)) {
    res.set(H.inertia, 'true');
    send(res, 'application/json; charset=utf-8', pageJson(page));
    return;
  }
  send(res, 'text/html; charset=utf-8', await options.rootView(page, req));
}

/**
 * Sent as one UTF-8 copy made here. A page's JSON is pieced together from strings (props
 * kept as JSON), and kept as a string it was copied whole twice more: to count its bytes,
 * and again to write it behind the status line and headers.
 */
function send(res: Response, type: string, body: string): void {
  const bytes = Buffer.from(body);
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}

function inertiaResponse(req: Request, res: Response, options: InertiaOptions): InertiaResponse {
  return {
    render: (component, props = {}) => render(req, res, options, component, props),
    back: (fallback) =>
      res.redirect(sameOriginReferer(req) ?? fallback ?? options.backFallback?.(req) ?? '/'),
    location: (url) => {
      if (isInertia(req)) res.status(409).set(H.location, url).end();
      else res.redirect(302, url);
    },
  };
}

const ADAPTED = Symbol('inertia adapter installed');

/**
 * Gives the app's responses `res.inertia` and Inertia-aware redirects, once, on the
 * prototype Express gives every response of the app. Setting them on each response
 * instead gives every response object a shape of its own, which slows down all code
 * that touches it (measured: about a tenth of the cost of a page).
 */
function adaptResponses(res: Response, options: InertiaOptions): void {
  const proto = Object.getPrototypeOf(res) as Response & { [ADAPTED]?: true };
  if (Object.hasOwn(proto, ADAPTED)) return;
  const plain = proto.redirect as (this: Response, status: number, url: string) => void;
  Object.defineProperty(proto, ADAPTED, { value: true });
  Object.defineProperty(proto, 'inertia', {
    configurable: true,
    get(this: Response) {
      return inertiaResponse(this.req, this, options);
    },
  });
  proto.redirect = function (this: Response, a: number | string, b?: number | string) {
    const req = this.req;
    let status = typeof a === 'number' ? a : 302;
    const url = String(typeof a === 'number' ? b : a);
    if (isInertia(req)) {
      if (url.includes('#') && !isPrefetch(req)) {
        this.status(409).set(H.redirect, url).end();
        return;
      }
      if (status === 302 && REDIRECT_AFTER.has(req.method)) status = 303;
    }
    plain.call(this, status, url);
  } as Response['redirect'];
}

/**
 * The server half of the Inertia v3 protocol: gives every response `res.inertia` and
 * `Vary: X-Inertia`, turns stale-asset visits into full reloads (409 with the version), and adapts redirects for the client (303 after
 * PUT/PATCH/DELETE, 409 + X-Inertia-Redirect when the target has a #fragment).
 */
export function inertia(options: InertiaOptions): RequestHandler {
  return (req, res, next) => {
    adaptResponses(res, options);
    // The same URL answers HTML, JSON, a redirect or a 409 depending on X-Inertia: any
    // cache between must keep them apart.
    if (res.hasHeader('Vary')) res.vary(H.inertia);
    else res.setHeader('Vary', H.inertia);
    if (!isInertia(req)) return next();
    const version = options.version();
    if (req.method === 'GET' && version !== null && header(req, H.requestVersion) !== version) {
      // With the new version beside it the client knows a deploy from a redirect: a
      // background request (a deferred load, a refresh, a prefetch) leaves the page as it
      // is, and the next visit reloads it.
      res.setHeader(H.version, version);
      res.inertia.location(reloadOrigin(req) + req.originalUrl);
      return;
    }
    next();
  };
}

/** After the routes: an Inertia request whose handler answered nothing goes back. */
export function inertiaFallback(): RequestHandler {
  return (req, res, next) => {
    if (isInertia(req) && res.locals[ANSWERED_NOTHING]) {
      return res.inertia.back();
    }
    next();
  };
}
