import { isDeepStrictEqual } from 'node:util';
import type request from 'supertest';
import type { PageObject } from '../../../server/inertia';
import type { ToastMessage } from '../../../shared/types';
import { partial, toasts } from '../visitor';
import type { Browser } from '../portal/faults';
import type { UploadFiles } from '../visitor';

/** What the portal answered, in the terms the suite judges it by. */
export interface Answer {
  status: number;
  /** Path and query of a redirect. */
  location: string;
  /** Answered as an Inertia page (the X-Inertia header). */
  inertia: boolean;
  page?: PageObject;
  type: string;
  text: string;
}

function answerOf(res: request.Response): Answer {
  const text = Buffer.isBuffer(res.body) ? res.body.toString('utf8') : (res.text ?? '');
  const inertia = res.headers['x-inertia'] === 'true';
  const location = res.headers.location
    ? ((u) => u.pathname + u.search)(new URL(res.headers.location, 'http://x'))
    : '';
  return {
    status: res.status,
    location,
    inertia,
    page: inertia ? (res.body as PageObject) : undefined,
    type: String(res.headers['content-type'] ?? ''),
    text,
  };
}

/**
 * An Inertia visit as the browser makes it, deferred props included: the page's first
 * answer, then each deferred group's partial reload. When a reload does not bring the same
 * page back (an error page, a redirect), that is the answer.
 */
export async function visitPage(browser: Browser, url: string): Promise<Answer> {
  const first = answerOf(await browser.visit(url));
  const page = first.page;
  if (first.status !== 200 || !page?.deferredProps) return first;
  const props = { ...page.props };
  for (const group of Object.values(page.deferredProps)) {
    const more = answerOf(await browser.visit(url, partial(page.component, group)));
    if (more.status !== 200 || more.page?.component !== page.component) return more;
    Object.assign(props, more.page.props);
  }
  return { ...first, page: { ...page, props } };
}

/** A plain GET, as a download link or a widget's fetch() makes it. */
export async function fetchPlain(browser: Browser, url: string): Promise<Answer> {
  return answerOf(await browser.open(url));
}

export async function sendForm(
  browser: Browser,
  method: 'post' | 'put' | 'patch' | 'delete',
  url: string,
  body: Record<string, unknown>,
  errorBag?: string,
  files?: UploadFiles,
): Promise<Answer> {
  const headers: Record<string, string> = errorBag ? { 'X-Inertia-Error-Bag': errorBag } : {};
  return answerOf(await browser.send(method, url, body, headers, files));
}

/**
 * Traces of the portal's insides: stack frames (file:line:column), error class names, the
 * providers' loopback addresses. A user must never see any of them.
 */
const INSIDES = /\.(?:ts|js|mjs|cjs):\d+:\d+|node:internal|Upstream\w*Error|127\.0\.0\.1/;

/** What is wrong with an answer whatever the fault, or null. */
export function improper(answer: Answer, asInertia: boolean): string | null {
  if (answer.status >= 500 && answer.status !== 503) return `answered ${answer.status}`;
  const inside = INSIDES.exec(answer.text);
  if (inside) return `showed the portal's insides ("${inside[0]}")`;
  const redirect = [301, 302, 303, 307, 308].includes(answer.status) || answer.status === 409;
  if (asInertia && !answer.inertia && !redirect) {
    return `answered an Inertia visit outside the protocol (${answer.status} ${answer.type})`;
  }
  return null;
}

/** Props every page gets from the session (shared props), not from the page's own calls. */
const SHARED = new Set(['auth', 'accounts', 'selectedAccountId', 'ziggy', 'errors']);

/** A part of a page the provider could not give, shown as such with a way to try again. */
export function isTryAgain(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.ok === false || v.state === 'unavailable' || v.state === 'not-offered';
}

export const ownProps = (page: PageObject) =>
  Object.entries(page.props).filter(([key]) => !SHARED.has(key));

/** The parts of the page shown in their 'try again' state. */
export const triesAgain = (page: PageObject) =>
  ownProps(page)
    .filter(([, value]) => isTryAgain(value))
    .map(([key]) => key);

/**
 * The page's own props that differ from `base` other than by a 'try again' state or in
 * `free` (props that differ between visits anyway, or fall back by design).
 */
export function changedProps(page: PageObject, base: PageObject, free: readonly string[]) {
  return ownProps(page)
    .filter(([key, value]) => !free.includes(key) && !isTryAgain(value))
    .filter(([key, value]) => !isDeepStrictEqual(value, base.props[key]))
    .map(([key]) => key);
}

/** The error toasts a page carries, by their words. */
export const errorToasts = (page: PageObject | undefined): string[] =>
  page
    ? (toasts(page) as ToastMessage[])
        .filter((t) => t.status === 'error')
        .map((t) => t.message)
        .filter(Boolean)
    : [];

export const pathOf = (url: string) => new URL(url, 'http://x').pathname;
