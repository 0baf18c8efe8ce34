import type { PageObject } from '../../../server/inertia';
import { urlFor, type RouteName, type RouteParams } from '../../../server/routing/url';
import type request from 'supertest';

export type Agent = ReturnType<typeof request.agent>;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * What a form sends: an object (JSON, or multipart with `files`), or raw text or bytes (set
 * the Content-Type in `headers`), for checks of bodies a browser would not send.
 */
export type Body = object | string;

/** A route by name (`'shipments'`), by name with parameters, or a path (`'/shipments?page=2'`). */
export type Target = RouteName | `/${string}` | readonly [RouteName, RouteParams];

export interface BrowserOptions {
  /** The host the browser names in its requests (same-origin checks read it). */
  host?: string;
  /** Where page components live, for `component()`'s file check; false skips it. */
  pagesDir?: string | false;
  /** The browser's languages, sent as `Accept-Language` with every request ('fr-FR,fr'). */
  languages?: string;
}

export interface VisitOptions {
  /** Extra request headers (`Purpose: prefetch` …). */
  headers?: Record<string, string>;
  /** Follow redirects as the browser does (default true). */
  follow?: boolean;
}

export interface PartialOptions {
  /** Props to load (`only`). */
  only?: string[];
  /** Props to leave out (`except`). */
  except?: string[];
  /** Merge props to replace rather than merge (`reset`). */
  reset?: string[];
}

export interface SubmitOptions extends VisitOptions {
  /** The form's error bag (`useForm({ errorBag })`): errors come back inside it. */
  errorBag?: string;
  /** Files to upload: the body is then sent as multipart form data, as the client does. */
  files?: Record<string, { content: Buffer | string; filename: string; contentType?: string }>;
}

export interface ReloadOptions extends VisitOptions, PartialOptions {
  /** Query parameters to set on the page's URL for this reload. */
  data?: Record<string, string | number>;
}

export const REDIRECTS = new Set([301, 302, 303, 307, 308]);
export const PAGE_SCRIPT = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/;

/** The path of a target: a route name through `urlFor`, a path as it is. */
export function pathOf(target: Target): string {
  if (typeof target === 'string') {
    return target.startsWith('/') ? target : urlFor(target as RouteName);
  }
  const [name, params] = target as readonly [RouteName, RouteParams];
  return urlFor(name, params);
}

/** The page object of a first load's HTML document, or undefined when it holds none. */
export function pageOfHtml(html: string): PageObject | undefined {
  const match = PAGE_SCRIPT.exec(html);
  return match ? (JSON.parse(match[1]!) as PageObject) : undefined;
}
