import { routes } from '../../../routes/web';
import type { PageObject } from '../../../server/inertia';
import { urlFor } from '../../../server/routing/url';
import { messages } from '../../../shared/messages';
import { toasts } from '../visitor';
import { changedProps, errorToasts, improper, triesAgain, visitPage, type Answer } from './answers';
import type { Browser, Fault } from '../portal/faults';
import type { FormSample } from './form-sample';

/** How the faults suite judges what a page or a form answered while a provider failed, and after. */
export type Route = (typeof routes)[number];

/**
 * Faults that leave the portal without a usable answer: the user must be told. (A success
 * with foreign data may be taken as the success it says it is, when the portal needs none
 * of the data.)
 */
const isOutage = (fault: Fault) => !['slow', 'session ended', 'wrong data'].includes(fault);

/**
 * Props that differ between two visits anyway (a fresh one-time token, a countdown), or
 * that fall back quietly by design (the phone field's country, from an optional lookup).
 */
const VARYING: Record<string, readonly string[]> = {
  'pickups/schedule-pickup': ['submission', 'defaultCountry'],
  'address-book/add-address-book': ['defaultCountry'],
  'shipments/create-shipment': ['defaultCountry'],
  'accounts/accounts-verify': ['secondsLeft'],
  // The record grows with what other visits do (an invoice's PDF is recorded as downloaded).
  'team/activity': ['table'],
};

const isJson = (answer: Answer) => /json/.test(answer.type);
export const seenAs = (a: Answer) =>
  `${a.status} ${a.page?.component ?? (a.location || a.type.split(';')[0] || 'empty')}`;
/** An HTML error page says what happened in its page object, or in its text without one. */
const saysWhy = (a: Answer) => /"message":"[^"]+"|<p>[^<]+<\/p>/.test(a.text);

export interface Seen {
  route: Route;
  url: string;
  /** An Inertia page; else a download or a widget's fetch(), which the browser makes plainly. */
  isPage: boolean;
  base: Answer;
  /** Calls the route made with the user's token when nothing failed. */
  ownCalls: number;
}

/** The same page as when nothing failed (a slow answer waited for; nothing of the user's asked). */
function unchanged(s: Seen, a: Answer): string | null {
  if (a.status !== s.base.status) return `answered ${seenAs(a)}, not ${seenAs(s.base)}`;
  const base = s.base.page;
  if (!a.page || !base) return null;
  if (a.page.component !== base.component) return `answered ${seenAs(a)}`;
  const gave = triesAgain(a.page).filter((k) => !triesAgain(base).includes(k));
  if (gave.length) return `gave up on ${gave.join(', ')}`;
  const changed = changedProps(a.page, base, VARYING[base.component] ?? []);
  return changed.length ? `showed other ${changed.join(', ')}` : null;
}

/** The page itself with its failed parts in their 'try again' state, or the error page. */
function pageFailure(fault: Fault, s: Seen, a: Answer): string | null {
  const base = s.base.page!;
  if (a.status === 503 && a.page?.component === 'errors/error') {
    return a.page.props.message ? null : 'showed an error page without a message';
  }
  if (a.status !== 200 || a.page?.component !== base.component) {
    return `answered ${seenAs(a)}, not the page or an error page`;
  }
  if (!isOutage(fault)) return null;
  const changed = changedProps(a.page, base, VARYING[base.component] ?? []);
  if (changed.length) return `showed other ${changed.join(', ')} without saying anything failed`;
  if (s.ownCalls > 0 && !triesAgain(a.page).length) return 'showed the page as if nothing failed';
  return null;
}

/**
 * The upstream contract reads an extension's answer without the envelope as 'not offered':
 * a widget that says so has said plainly what happened.
 */
const saysNotOffered = (fault: Fault, a: Answer) =>
  (fault === 'invalid JSON' || fault === 'wrong envelope') &&
  isJson(a) &&
  /"state":"not-offered"/.test(a.text);

/** A download or a widget's list: a 503 the browser can show (a page, or JSON for a widget). */
function fileFailure(fault: Fault, s: Seen, a: Answer): string | null {
  if (saysNotOffered(fault, a)) return null;
  if (a.status === 503) {
    if (isJson(s.base)) return isJson(a) ? null : `answered 503 as ${a.type}, not as JSON`;
    return /html/.test(a.type) && saysWhy(a) ? null : `answered 503 without a page that says why`;
  }
  // Nothing of the user's asked: the reference data may come from the cache. A success
  // with foreign data may be read leniently.
  const lenient = s.ownCalls === 0 || fault === 'wrong data';
  if (lenient && a.status === s.base.status && a.type === s.base.type) return null;
  return `answered ${seenAs(a)}, not 503`;
}

/** What is wrong with a page's answer while the provider fails, or null. */
export function judgePage(fault: Fault, s: Seen, a: Answer): string | null {
  const wrong = improper(a, s.isPage);
  if (wrong) return wrong;
  if (fault === 'session ended' && s.ownCalls > 0) {
    if (!s.isPage && isJson(s.base)) {
      // A widget's fetch(): a 401, and the page around it signs out at its next visit.
      return a.status === 401 && isJson(a) ? null : `answered ${seenAs(a)}, not a 401`;
    }
    return a.location === urlFor('login') ? null : `answered ${seenAs(a)}, not the login page`;
  }
  if (fault === 'slow' || fault === 'session ended') return unchanged(s, a);
  return s.isPage ? pageFailure(fault, s, a) : fileFailure(fault, s, a);
}

/** What is wrong with a page once the provider is back, or null. */
export function judgeRecovery(s: Seen, a: Answer): string | null {
  const wrong = improper(a, s.isPage);
  if (wrong) return `once back: ${wrong}`;
  if (a.status !== s.base.status) return `answered ${seenAs(a)} once the provider was back`;
  if (a.page && s.base.page) {
    if (a.page.component !== s.base.page.component) return `answered ${seenAs(a)} once back`;
    const still = triesAgain(a.page).filter((k) => !triesAgain(s.base.page!).includes(k));
    if (still.length) return `still showed ${still.join(', ')} as failed once back`;
  }
  return null;
}

type Kept = Awaited<ReturnType<Browser['session']>>;

/**
 * The login page with the toast that the session ended, and signed out indeed; then the
 * tab's session is put back as it was, as if the user had signed in again.
 */
export async function signedOutThenBack(browser: Browser, kept: Kept) {
  let problem: string | null = null;
  const login = await visitPage(browser, urlFor('login'));
  const said = login.page ? toasts(login.page).map((t) => t.message) : [];
  if (login.page?.component !== 'auth/login') problem = `then /login answered ${seenAs(login)}`;
  else if (!said.includes(messages.toast.signedOut)) {
    problem = `the login page said ${JSON.stringify(said)}`;
  } else {
    // A page open to everyone (Get a quote, public tracking) shows itself signed out too:
    // whether the session ended is asked of a page that needs one.
    const again = await browser.visit(urlFor('dashboard'));
    if (again.headers.location !== urlFor('login')) problem = `still signed in (${again.status})`;
  }
  if (kept) await browser.restore(kept);
  return problem;
}

export interface Prepared {
  route: Route;
  sample: FormSample;
  browser: Browser;
  from: string;
  url: string;
  before: PageObject;
  body: Record<string, unknown>;
  token: string;
  kept: Kept;
}

/** The provider's answer was taken: the form went where it goes, onto a page that works. */
async function wentOn(p: Prepared, a: Answer, failureSaid: boolean): Promise<string | null> {
  if (!a.location) return null;
  const next = await visitPage(p.browser, a.location);
  if (next.status !== 200) return `then ${a.location} answered ${seenAs(next)}`;
  const wrong = improper(next, true);
  if (wrong) return `then ${a.location} ${wrong}`;
  const said = errorToasts(next.page);
  return said.length && !failureSaid
    ? `said ${JSON.stringify(said)} though the provider answered`
    : null;
}

/** Back on the form with a message, the input the server keeps still there. */
async function wentBack(p: Prepared, a: Answer): Promise<string | null> {
  if (![302, 303].includes(a.status) || a.location !== p.from) {
    return `answered ${seenAs(a)}, not back to ${p.from}`;
  }
  const after = await visitPage(p.browser, a.location);
  if (after.status !== 200 || after.page?.component !== p.before.component) {
    return `then ${a.location} answered ${seenAs(after)}`;
  }
  const wrong = improper(after, true);
  if (wrong) return `then ${a.location} ${wrong}`;
  const said = p.sample.said?.(after.page) ?? errorToasts(after.page);
  if (!said.length) {
    const errors = JSON.stringify(after.page.props.errors);
    return `went back without saying what failed (errors: ${errors}; is the sample valid?)`;
  }
  return p.sample.kept?.(p.browser, { ...p, sent: p.body, after: after.page }) ?? null;
}

/**
 * A widget's fetch() that asks the provider (the wizard's prices): JSON the widget can read
 * whatever happens. Signed out at the provider is a 401; an outage is said, as a 503 or as
 * an answer whose state is 'failed' or 'not-offered'; a slow provider is waited for, and
 * foreign data may be taken as it says or said as a failure.
 */
function fetchFailure(fault: Fault, a: Answer, ownCalls: number): string | null {
  if (!isJson(a)) return `answered ${seenAs(a)}, not JSON`;
  if (fault === 'session ended' && ownCalls > 0) {
    return a.status === 401 ? null : `answered ${seenAs(a)}, not a 401`;
  }
  if (fault === 'slow') return a.status === 200 ? null : `answered ${seenAs(a)}, not its answer`;
  if (a.status === 503 || (fault === 'wrong data' && a.status === 200)) return null;
  if (/"state":"(failed|not-offered)"/.test(a.text)) return null;
  return `answered ${seenAs(a)} as if nothing failed`;
}

/** What is wrong with a form's answer while the provider fails, and after it, or null. */
export async function judgeForm(fault: Fault, p: Prepared, a: Answer, ownCalls: number) {
  const wrong = improper(a, !p.sample.fetch);
  if (wrong) return wrong;
  if (p.route.method !== 'post' && [301, 302].includes(a.status)) {
    return `redirected with ${a.status} after ${p.route.method.toUpperCase()}: the browser would send it again`;
  }
  if (p.sample.sessionOnly) return null;
  if (p.sample.fetch) return fetchFailure(fault, a, ownCalls);
  if (fault === 'session ended' && ownCalls > 0) {
    if (a.location !== urlFor('login')) return `answered ${seenAs(a)}, not the login page`;
    const check = p.sample.keptAcrossSignIn;
    const problem = await signedOutThenBack(p.browser, check ? undefined : p.kept);
    if (problem || !check) return problem;
    await p.browser.signIn();
    const after = await visitPage(p.browser, p.from);
    if (after.status !== 200 || !after.page) {
      return `signed in again, ${p.from} answered ${seenAs(after)}`;
    }
    const lost = await check(p.browser, { ...p, sent: p.body, after: after.page });
    return lost && `signed in again, ${lost}`;
  }
  if (fault === 'slow' || fault === 'session ended') return wentOn(p, a, false);
  if (fault === 'wrong data') return wentOn(p, a, true);
  return wentBack(p, a);
}
