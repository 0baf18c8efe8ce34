import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteName } from '../../../routes/web';
import type { PageObject } from '../../../server/inertia';
import { urlFor } from '../../../server/routing/url';
import { messages } from '../../../shared/messages';
import { toasts } from '../../support/visitor';
import { latestCode, uniqueEmail } from '../../support/data/outbox';
import {
  changedProps,
  errorToasts,
  fetchPlain,
  improper,
  sendForm,
  triesAgain,
  visitPage,
  type Answer,
} from './answers';
import {
  Browser,
  FAULTS,
  faultsPortal,
  type Fault,
  type FaultsPortal,
} from '../../support/portal/faults';
import { FORMS, lookUp, pendAccount, VISITS, type DemoData, type FormSample } from './samples';

/**
 * Upstream faults (issue 16): every signed-in page and form of the route table against
 * providers that hang, fail, drop the connection, garble or reshape their answers, answer
 * slowly, or end the session. The user always gets a page that says what happened (the
 * login page with a toast when the session ended), nothing typed is lost, and the portal
 * answers normally once the provider is back. An error thrown outside any request (the
 * process would die) fails the run as an unhandled error.
 */

type Route = (typeof routes)[number];
type Method = 'post' | 'put' | 'patch' | 'delete';

const guardsOf = (r: Route): readonly string[] => ('guards' in r ? r.guards : []);
const signedIn = routes.filter((r) => guardsOf(r).includes('auth'));
const PAGES = signedIn.filter((r) => r.method === 'get');
const FORM_ROUTES = signedIn.filter((r) => r.method !== 'get');

const WHAT: Record<Fault, string> = {
  hang: 'hangs past the deadline',
  'server error': 'answers 500',
  'connection reset': 'resets the connection',
  'invalid JSON': 'answers invalid JSON',
  'wrong envelope': 'answers an envelope of the wrong shape',
  'wrong data': 'answers success with data of the wrong shape',
  slow: 'answers slowly',
  'session ended': 'answers code 100 (session ended)',
};

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
};

let portal: FaultsPortal;
/** Visits every page. */
let reader: Browser;
/** A tab of its own for each form: its page, its toasts and its drafts are its session's. */
const writers = new Map<RouteName, Browser>();

const tokenOf = async (browser: Browser) => String((await browser.session())?.accessToken);
/** Calls the providers have received with `token` so far. */
const callsWith = (token: string) =>
  portal.calls().filter((line) => line.startsWith(`${token} `)).length;

beforeAll(async () => {
  portal = await faultsPortal();
  reader = await new Browser(portal, 'pages').signIn();
  await pendAccount(reader);
  // A first visit may start something (the wizard's draft) that later visits only read:
  // calls are counted from the second visit on.
  await baseline(await lookUp(reader));
  // The password check is slow on purpose: two sign-ins at a time keep within the deadline.
  const names = FORM_ROUTES.map((r) => r.name);
  for (let i = 0; i < names.length; i += 2) {
    await Promise.all(
      names.slice(i, i + 2).map(async (name) => {
        const browser = new Browser(portal, name);
        writers.set(name, await (FORMS[name]?.ownUser ? signUp(browser) : browser.signIn()));
      }),
    );
  }
});
afterAll(() => portal?.close());

/** Registers a new user on `browser` and signs in as them. */
async function signUp(browser: Browser): Promise<Browser> {
  const email = uniqueEmail('own');
  const password = 'Secret!234';
  await browser.send('post', urlFor('register.store', { type: 'personal' }), {
    first_name: 'Rami',
    last_name: 'Khoury',
    email,
    phone_number: '+1 212 555 0101',
    password,
    password_confirmation: password,
  });
  await browser.send('post', urlFor('register-verification.store'), {
    otp: await latestCode(portal, email),
  });
  return browser.signIn({ email, password });
}

const isJson = (answer: Answer) => /json/.test(answer.type);
const seenAs = (a: Answer) =>
  `${a.status} ${a.page?.component ?? (a.location || a.type.split(';')[0] || 'empty')}`;
/** An HTML error page says what happened in its page object, or in its text without one. */
const saysWhy = (a: Answer) => /"message":"[^"]+"|<p>[^<]+<\/p>/.test(a.text);

describe('the route table', () => {
  it('has a sample body in samples.ts (FORMS) for every signed-in form', () => {
    const missing = FORM_ROUTES.filter((r) => !FORMS[r.name]).map((r) => r.name);
    expect(missing, `add a sample body to FORMS for: ${missing.join(', ')}`).toEqual([]);
  });

  it('has sample parameters in samples.ts (VISITS) for every signed-in page that needs them', () => {
    const missing = PAGES.filter((r) => r.path.includes('{') && !VISITS[r.name]).map((r) => r.name);
    expect(missing, `add the parameters to VISITS for: ${missing.join(', ')}`).toEqual([]);
  });
});

interface Seen {
  route: Route;
  url: string;
  /** An Inertia page; else a download or a widget's fetch(), which the browser makes plainly. */
  isPage: boolean;
  base: Answer;
  /** Calls the route made with the user's token when nothing failed. */
  ownCalls: number;
}

const get = (s: Seen, browser: Browser) =>
  s.isPage ? visitPage(browser, s.url) : fetchPlain(browser, s.url);

function pageUrl(route: Route, d: DemoData): string {
  const sample = VISITS[route.name];
  if (sample) return sample(d);
  return urlFor(route.name);
}

/** Each page as it is when nothing fails, and whether it asks for anything of the user's. */
async function baseline(d: DemoData): Promise<{ seen: Seen[]; broken: string[] }> {
  const token = await tokenOf(reader);
  const seen: Seen[] = [];
  const broken: string[] = [];
  // One at a time, so that the calls counted are the page's own.
  for (const route of PAGES.filter((r) => !r.path.includes('{') || VISITS[r.name])) {
    const url = pageUrl(route, d);
    let before = callsWith(token);
    let base = await visitPage(reader, url);
    if (!base.inertia) {
      before = callsWith(token);
      base = await fetchPlain(reader, url);
    }
    const ownCalls = callsWith(token) - before;
    if (base.status === 200) seen.push({ route, url, isPage: base.inertia, base, ownCalls });
    else broken.push(`${route.name} (${url}) answered ${seenAs(base)} before any fault`);
  }
  return { seen, broken };
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

/** A download or a widget's list: a 503 the browser can show (a page, or JSON for a widget). */
function fileFailure(fault: Fault, s: Seen, a: Answer): string | null {
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
function judgePage(fault: Fault, s: Seen, a: Answer): string | null {
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
function judgeRecovery(s: Seen, a: Answer): string | null {
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
async function signedOutThenBack(browser: Browser, kept: Kept, url: string) {
  let problem: string | null = null;
  const login = await visitPage(browser, urlFor('login'));
  const said = login.page ? toasts(login.page).map((t) => t.message) : [];
  if (login.page?.component !== 'auth/login') problem = `then /login answered ${seenAs(login)}`;
  else if (!said.includes(messages.toast.signedOut)) {
    problem = `the login page said ${JSON.stringify(said)}`;
  } else {
    const again = await browser.visit(url);
    if (again.headers.location !== urlFor('login')) problem = `still signed in (${again.status})`;
  }
  if (kept) await browser.restore(kept);
  return problem;
}

async function pagesUnder(fault: Fault): Promise<string[]> {
  portal.fail(null);
  const d = await lookUp(reader);
  const { seen, broken } = await baseline(d);
  const offenders = [...broken];
  const blame = (s: Seen, problem: string | null) => {
    if (problem) offenders.push(`${s.route.name} (${s.url}) under ${fault}: ${problem}`);
  };
  portal.forgetCache();
  portal.fail(fault);
  if (fault === 'session ended') {
    // One at a time: each ends the one session, which is then put back.
    for (const s of seen) {
      const kept = await reader.session();
      const a = await get(s, reader);
      let problem = judgePage(fault, s, a);
      if (!problem && a.location === urlFor('login')) {
        portal.fail(null);
        problem = await signedOutThenBack(reader, kept, s.url);
        portal.fail(fault);
      }
      blame(s, problem);
    }
  } else {
    const answers = await Promise.all(seen.map((s) => get(s, reader)));
    seen.forEach((s, i) => blame(s, judgePage(fault, s, answers[i]!)));
  }
  portal.fail(null);
  const after = await Promise.all(seen.map((s) => get(s, reader)));
  seen.forEach((s, i) => blame(s, judgeRecovery(s, after[i]!)));
  return offenders;
}

interface Prepared {
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

/** The form's page as the user opens it, and the form filled in. */
async function prepare(route: Route, d: DemoData): Promise<Prepared> {
  const sample = FORMS[route.name]!;
  const browser = writers.get(route.name)!;
  const from = sample.from(d);
  if ((await browser.visit(from)).headers.location === urlFor('login')) {
    // Signed out on purpose by an earlier run (a password change the provider took, then
    // could not sign in with): that run judged it; this one needs the tab signed in.
    await browser.signIn();
  }
  await sample.prepare?.(browser, d);
  const first = await visitPage(browser, from);
  if (first.status !== 200 || !first.page) {
    throw new Error(`${route.name}: its page ${from} answered ${seenAs(first)} before any fault`);
  }
  const before = first.page;
  return {
    route,
    sample,
    browser,
    from,
    url: sample.target?.(d, before) ?? urlFor(route.name),
    before,
    body: sample.body(d, before),
    token: await tokenOf(browser),
    kept: await browser.session(),
  };
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

/** What is wrong with a form's answer while the provider fails, and after it, or null. */
async function judgeForm(fault: Fault, p: Prepared, a: Answer, ownCalls: number) {
  const wrong = improper(a, !p.sample.fetch);
  if (wrong) return wrong;
  if (p.route.method !== 'post' && [301, 302].includes(a.status)) {
    return `redirected with ${a.status} after ${p.route.method.toUpperCase()}: the browser would send it again`;
  }
  if (p.sample.sessionOnly) return null;
  if (fault === 'session ended' && ownCalls > 0) {
    if (a.location !== urlFor('login')) return `answered ${seenAs(a)}, not the login page`;
    const check = p.sample.keptAcrossSignIn;
    const problem = await signedOutThenBack(p.browser, check ? undefined : p.kept, p.from);
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

async function formsUnder(fault: Fault): Promise<string[]> {
  portal.fail(null);
  const d = await lookUp(reader);
  // A form without a sample is named by the route table's own test.
  const sampled = FORM_ROUTES.filter((route) => FORMS[route.name]);
  const prepared = await Promise.all(sampled.map((route) => prepare(route, d)));
  portal.forgetCache();
  portal.fail(fault);
  const posted = await Promise.all(
    prepared.map(async (p) => {
      const before = callsWith(p.token);
      const method = p.route.method as Method;
      const a = await sendForm(p.browser, method, p.url, p.body, p.sample.errorBag);
      return { a, ownCalls: callsWith(p.token) - before };
    }),
  );
  portal.fail(null);
  const offenders: string[] = [];
  await Promise.all(
    prepared.map(async (p, i) => {
      const { a, ownCalls } = posted[i]!;
      const problem = await judgeForm(fault, p, a, ownCalls);
      if (problem) offenders.push(`${p.route.name} (${p.url}) under ${fault}: ${problem}`);
      // The user can go on where the form was; unless the provider's answer was taken and
      // the form moved on (a saved edit replaces the address it was opened for).
      if (fault === 'slow' || fault === 'wrong data') return;
      const back = await visitPage(p.browser, p.from);
      if (back.status !== 200) {
        offenders.push(
          `${p.route.name} under ${fault}: ${p.from} answered ${seenAs(back)} once back`,
        );
      }
    }),
  );
  return offenders;
}

describe.each(FAULTS.map((fault) => [WHAT[fault], fault] as const))(
  'a provider that %s',
  (_what, fault) => {
    it('leaves every signed-in page answering with a clear message, and answering again after', async () => {
      const offenders = await pagesUnder(fault);
      expect(offenders, `signed-in pages under ${fault}`).toEqual([]);
    });

    it('sends every signed-in form back with a clear message, nothing typed lost', async () => {
      const offenders = await formsUnder(fault);
      expect(offenders, `signed-in forms under ${fault}`).toEqual([]);
    });
  },
);

describe('a session the provider ended', () => {
  it("keeps the wizard's draft for its own user's next sign-in, never for another's", async () => {
    const browser = await new Browser(portal, 'shared computer').signIn();
    const wizard = await visitPage(browser, urlFor('create-shipment'));
    const draft = (wizard.page?.props.draft as { id: string } | undefined)?.id;
    portal.fail('session ended');
    const ended = await browser.visit(urlFor('accounts'));
    portal.fail(null);
    const waiting = (await browser.session())?.draftAside?.draft.id;

    // Someone else signs up and signs in on the same browser.
    const email = uniqueEmail('next');
    const password = 'Secret!234';
    await browser.send('post', urlFor('register.store', { type: 'personal' }), {
      first_name: 'Nour',
      last_name: 'Saad',
      email,
      phone_number: '+1 212 555 0100',
      password,
      password_confirmation: password,
    });
    await browser.send('post', urlFor('register-verification.store'), {
      otp: await latestCode(portal, email),
    });
    const signedIn = await browser.send('post', urlFor('login.store'), { email, password });
    const theirs = await browser.session();

    expect({
      ended: ended.headers.location,
      waiting,
      signedIn: signedIn.headers.location,
      draft: theirs?.shipmentDraft,
      aside: theirs?.draftAside,
    }).toEqual({
      ended: urlFor('login'),
      waiting: draft,
      signedIn: urlFor('dashboard'),
      draft: undefined,
      aside: undefined,
    });
  });
});
