import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteName } from '../../../routes/web';
import { urlFor } from '../../../server/routing/url';
import { latestCode, uniqueEmail } from '../../support/data/outbox';
import { fetchPlain, sendForm, visitPage } from '../../support/faults/answers';
import {
  Browser,
  FAULTS,
  WHAT,
  faultsPortal,
  type Fault,
  type FaultsPortal,
} from '../../support/portal/faults';
import { lookUp, type DemoData } from '../../support/faults/demo-data';
import { FORMS } from '../../support/faults/forms';
import { pendAccount } from '../../support/faults/forms/accounts';
import { VISIT_SETUP, VISITS } from '../../support/faults/page-visits';
import {
  judgeForm,
  judgePage,
  judgeRecovery,
  seenAs,
  signedOutThenBack,
  type Prepared,
  type Route,
  type Seen,
} from '../../support/faults/judgements';

/**
 * Upstream faults (docs/testing.md): every signed-in page and form of the route table against
 * providers that hang, fail, drop the connection, garble or reshape their answers, answer
 * slowly, or end the session. The user always gets a page that says what happened (the
 * login page with a toast when the session ended), nothing typed is lost, and the portal
 * answers normally once the provider is back. An error thrown outside any request (the
 * process would die) fails the run as an unhandled error.
 */

type Method = 'post' | 'put' | 'patch' | 'delete';

const guardsOf = (r: Route): readonly string[] => ('guards' in r ? r.guards : []);
// Public pages that reach the provider (listed in VISITS) meet the faults as well.
const PAGES = routes.filter(
  (r) => r.method === 'get' && (guardsOf(r).includes('auth') || VISITS[r.name] !== undefined),
);
// Public forms that reach the provider (a sample in FORMS: Get a quote) meet the faults too.
const FORM_ROUTES = routes.filter(
  (r) => r.method !== 'get' && (guardsOf(r).includes('auth') || FORMS[r.name] !== undefined),
);

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
  // Before any page is seen: a setup changes what other pages show (an import's result).
  for (const setup of new Set(Object.values(VISIT_SETUP))) await setup(reader);
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
        problem = await signedOutThenBack(reader, kept);
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
      const files = p.sample.files?.(d);
      const a = await sendForm(p.browser, method, p.url, p.body, p.sample.errorBag, files);
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
