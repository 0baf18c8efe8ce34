/**
 * Q1, a price quote through the portal: Get a quote asked as the Inertia client asks it (the
 * form posted, then the page it is sent back to, which shows the prices) against the same
 * rating call, `POST /rates`, made directly to the reference main API, both sides in their
 * own processes and loaded by the same generator in alternating rounds. Signed in, as the
 * account's prices: a visitor's quotes count toward `limits.quote` per address, a signed-in
 * user's do not. A visitor's quote (the published prices, counted) is measured beside it.
 */
import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';
import { Pool } from 'undici';
import type { QuoteValues } from '../shared/forms/quote';
import type { RateRequest, RatesAnswer } from '../shared/rates/types';
import { rateBody } from '../server/api/rates';
import { QUOTE_RULE } from '../server/http/rate-limit';
import { dayFromToday } from '../tests/support/data/dates';
import { beirutToOranjestad } from '../tests/support/data/quote';
import { Browser, DEMO_USER } from '../tests/support/processes';
import { signInMany } from '../tests/support/visits';
import { median, round, type Figure } from './figures';
import { cpuUs, SECONDS } from './http-load';
import { withPortalApart } from './portal';

const CONNECTIONS = 10;
/** Alternating rounds of each side: the ratio is their median's, steadier on a shared machine. */
const ROUNDS = 5;
const WARM_UP_SECONDS = 8;
/** One request at a time, per side and round, for the added latency. */
const SERIAL = 200;
/** The limits' scale of the portal measured: a visitor's quotes stay far under the limit. */
const LIMIT_SCALE = 1000;

/** One HTTP request as autocannon sends it. */
interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Counts an answer that is not the one a quote expects (its place, its prices). */
  onResponse?: (
    status: number,
    body: string,
    context: object,
    headers?: IncomingHttpHeaders,
  ) => void;
}

/** A side of the comparison: the calls one quote takes, for each connection. */
interface Side {
  name: string;
  origin: string;
  /** The calls of one quote over connection `i`, each answering `expect`. */
  quote: (i: number) => Call[];
  expect: number[];
  /** Answers with the expected status that were still not a quote (a refusal sent back). */
  wrong: { count: number };
}

interface Rate {
  quotesPerSec: number;
  quotes: number;
  failed: number;
  /** What failed, for the error: the statuses, the errors, the answers that were no quote. */
  detail: string;
}

/** Quotes per second over `connections`, each going round its quote's calls in turn. */
async function loadQuotes(side: Side, seconds: number): Promise<Rate> {
  let next = 0;
  side.wrong.count = 0;
  const out = await autocannon({
    url: side.origin,
    connections: CONNECTIONS,
    duration: seconds,
    setupClient: (client) => client.setRequests(side.quote(next++)),
  });
  const counts = out.statusCodeStats ?? {};
  const count = (status: number) => counts[`${status}`]?.count ?? 0;
  const answered = Object.values(counts).reduce((n, s) => n + (s.count ?? 0), 0);
  const expected = side.expect.reduce((n, status) => n + count(status), 0);
  // A quote is done when its last call is answered.
  const quotes = count(side.expect.at(-1)!);
  const failed = out.errors + out.timeouts + (answered - expected) + side.wrong.count;
  const detail = `${side.name}: statuses ${JSON.stringify(counts)}, ${out.errors} errors, ${out.timeouts} timeouts, ${side.wrong.count} not quoted`;
  return { quotesPerSec: quotes / out.duration, quotes, failed, detail };
}

/** Median milliseconds of one quote at a time over one kept-alive connection. */
async function serialQuoteMs(side: Side, count: number): Promise<number> {
  const pool = new Pool(side.origin, { connections: 1 });
  side.wrong.count = 0;
  const times: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const calls = side.quote(0);
      const start = performance.now();
      for (const [k, call] of calls.entries()) {
        const { method, path, headers, body } = call;
        const res = await pool.request({ method, path, headers, body });
        call.onResponse?.(res.statusCode, await res.body.text(), {}, res.headers);
        if (res.statusCode !== side.expect[k] || side.wrong.count) {
          throw new Error(`${side.name}: ${call.method} ${call.path} answered ${res.statusCode}`);
        }
      }
      times.push(performance.now() - start);
    }
  } finally {
    await pool.close();
  }
  return median(times);
}

/** A weekday a few days ahead: a ship date the provider prices whatever today is. */
function shipDate(): string {
  for (let d = 2; ; d++) {
    const day = dayFromToday(d);
    if (![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) return day;
  }
}

/** Beirut (`city`, its id) to Oranjestad, two pieces, on a weekday ahead. */
const quoteValues = (city: string): QuoteValues => beirutToOranjestad(city, shipDate());

/**
 * The request the portal makes of `values` (server/controllers/quotes/support/quote-request.ts):
 * each place as the geo lists name it (`cityName`), the account's id, or none for the
 * published prices.
 */
function rateRequest(values: QuoteValues, cityName: string, clientId: string | null): RateRequest {
  const [pkg] = values.packages;
  return {
    clientId,
    origin: { country: 'LB', city: cityName, postalCode: values.origin.postalCode },
    destination: { country: 'AW', city: values.destination.city, postalCode: '' },
    shipDate: values.shipDate,
    packages: [
      {
        count: Number(pkg!.count),
        weight: { value: Number(pkg!.weight), unit: pkg!.weightUnit },
        dimensions: {
          unit: pkg!.dimensionsUnit,
          length: Number(pkg!.length),
          width: Number(pkg!.width),
          height: Number(pkg!.height),
        },
      },
    ],
    declaredValue: null,
    addedServices: [],
    codAmount: null,
    customsPaymentType: null,
  };
}

/** The page object of a visit, or an error naming what came. */
async function pageProps<T>(browser: Browser, path: string): Promise<T> {
  const res = await browser.visit(path);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return ((await res.json()) as { props: T }).props;
}

type QuotePage = { answer: RatesAnswer | null; account: string | null };

/** Totals by product, the part of an answer both sides must agree on. */
const totals = (quotes: Array<{ product: string; total: number }>) =>
  JSON.stringify([...quotes].sort((a, b) => a.product.localeCompare(b.product)));

export async function quoteFigures(): Promise<Figure[]> {
  return withPortalApart(
    { env: { RATE_LIMIT_SCALE: String(LIMIT_SCALE) } },
    async (portal, services) => {
      const main = services.urls.main;
      const visitor = new Browser(portal.url);
      await visitor.open('/quote');
      const beirut = (
        await visitor.json<{ options: Array<{ value: string; label: string }> }>(
          '/options/cities?country=LB&province=BA',
        )
      ).options[0];
      if (!beirut) throw new Error('no Beirut city in the geo lists');
      const values = quoteValues(beirut.value);

      // Each connection its own signed-in session, as each user has; the account's prices.
      const users = await signInMany(portal.url, CONNECTIONS);
      const first = users[0]!;
      const { selectedAccountId: client } = await pageProps<{ selectedAccountId: number | null }>(
        first,
        '/quote',
      );
      if (!client) throw new Error('the demo user has no account selected');
      const login = await fetch(`${main}/user/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(DEMO_USER),
      });
      const token = ((await login.json()) as { data: { access_token: { token: string } } }).data
        .access_token.token;

      // The form as the Inertia client posts it, and the page it follows the redirect to.
      const posted = JSON.stringify(values);
      const inertia = {
        Accept: 'text/html, application/xhtml+xml',
        'X-Requested-With': 'XMLHttpRequest',
      };
      const throughPortal = (name: string, browsers: Browser[]): Side => {
        const side: Side = {
          name,
          origin: portal.url,
          expect: [303, 200],
          wrong: { count: 0 },
          quote: (i) => {
            const browser = browsers[i % browsers.length]!;
            const headers = browser.headers({ ...inertia, 'X-Inertia-Except-Once-Props': 'ziggy' });
            return [
              {
                method: 'POST',
                path: '/quote',
                headers: {
                  ...headers,
                  'Content-Type': 'application/json',
                  'X-Inertia-Error-Bag': 'quote',
                },
                body: posted,
                // Quoted, the form goes back to the page; refused (a limit, a field), it goes
                // back to where it came from, here the dashboard or /login (no Referer). The
                // load generator keeps the header's name as sent, undici lower-cases it.
                onResponse: (_status, _body, _context, headers = {}) => {
                  if ((headers.location ?? headers.Location) !== '/quote') side.wrong.count++;
                },
              },
              {
                method: 'GET',
                path: '/quote',
                headers,
                // The rating call failing is shown on the page: no prices.
                onResponse: (_status, body) => {
                  if (!body.includes('"state":"quoted"')) side.wrong.count++;
                },
              },
            ];
          },
        };
        return side;
      };
      const request = rateRequest(values, beirut.label, String(client));
      const directly = (name: string, body: unknown, headers: Record<string, string>): Side => {
        const side: Side = {
          name,
          origin: main,
          expect: [200],
          wrong: { count: 0 },
          quote: () => [
            {
              method: 'POST',
              path: '/rates',
              headers: {
                ...headers,
                'Content-Type': 'application/json',
                Accept: 'application/json',
              },
              body: JSON.stringify(body),
              onResponse: (_status, answer) => {
                if (!answer.includes('"quote_id"')) side.wrong.count++;
              },
            },
          ],
        };
        return side;
      };

      /** The form alone: the first of the quote's answers, the redirect back to the page. */
      const formOnly = (side: Side): Side => ({
        ...side,
        name: `${side.name}, the form alone`,
        expect: side.expect.slice(0, 1),
        quote: (i) => side.quote(i).slice(0, 1),
      });

      // Visitors: each connection a session of its own, all from the one address.
      const visitors = [visitor];
      while (visitors.length < CONNECTIONS) {
        const another = new Browser(portal.url);
        await another.open('/quote');
        visitors.push(another);
      }
      const pairs = [
        {
          who: 'signed in',
          through: throughPortal('signed in, through the portal', users),
          direct: directly('the account’s rating call', rateBody(request), {
            'Access-Token': token,
          }),
          browsers: users,
        },
        {
          who: 'a visitor',
          through: throughPortal('a visitor, through the portal', visitors),
          direct: directly(
            'the published rating call',
            rateBody({ ...request, clientId: null }),
            {},
          ),
          browsers: visitors,
        },
      ];

      // Both sides must be the same quote: the page's prices are the direct call's. Each
      // session asks once first, as the load's quotes are a visitor's next ones: a visitor's
      // session starts with its first quote, and its cookie with it.
      for (const pair of pairs) {
        const [post, page] = pair.through.quote(0);
        let props: QuotePage | undefined;
        for (const browser of pair.browsers) {
          await browser.send('POST', post!.path, values);
          props = await pageProps<QuotePage>(browser, page!.path);
          if (props.answer?.state !== 'quoted') {
            throw new Error(`${pair.who}: the page answered ${JSON.stringify(props.answer)}`);
          }
        }
        if (props?.answer?.state !== 'quoted') throw new Error(`${pair.who}: no quote`);
        const [call] = pair.direct.quote(0);
        const { method, headers, body } = call!;
        const res = await fetch(main + call!.path, { method, headers, body });
        const direct = (await res.json()) as {
          data: { quotes: Array<{ product: { value: string }; total: { value: number } }> };
        };
        const portalTotals = totals(
          props.answer.quotes.map((q) => ({ product: q.product.value, total: q.total.value })),
        );
        const directTotals = totals(
          direct.data.quotes.map((q) => ({ product: q.product.value, total: q.total.value })),
        );
        if (portalTotals !== directTotals) {
          throw new Error(
            `${pair.who}: the portal quoted ${portalTotals}, the provider ${directTotals}`,
          );
        }
        if ((pair.who === 'signed in') !== (props.account !== null)) {
          throw new Error(`${pair.who}: the page showed the account ${props.account}`);
        }
      }

      // Warm: V8 optimises the portal's code over its first few thousand requests.
      // Every quote a visitor asks counts toward the address's limit: the first of each
      // session's above, the warm-up, the rounds, one at a time.
      let visitorQuotes = CONNECTIONS;
      for (const pair of pairs) {
        const warm = await loadQuotes(pair.through, WARM_UP_SECONDS);
        if (pair.who === 'a visitor') visitorQuotes += warm.quotes;
        await loadQuotes(pair.direct, 2);
      }

      // Alternating rounds, so that whatever else the machine does falls on both sides alike:
      // a scenario's seconds over the rounds, at least 2 s each.
      const seconds = Math.max(2, Math.round(SECONDS / ROUNDS));
      const pids = { portal: portal.process.pid!, services: services.process.pid! };
      const measured = [];
      for (const pair of pairs) {
        const rates = { through: [] as number[], direct: [] as number[], ratios: [] as number[] };
        const cpu = { portal: 0, services: 0, quotes: 0, direct: 0, calls: 0 };
        const form = { ratios: [] as number[], portal: 0, posts: 0 };
        let failed = 0;
        for (let r = 0; r < ROUNDS; r++) {
          const at = { portal: cpuUs(pids.portal), services: cpuUs(pids.services) };
          const a = await loadQuotes(pair.through, seconds);
          cpu.portal += cpuUs(pids.portal) - at.portal;
          cpu.services += cpuUs(pids.services) - at.services;
          cpu.quotes += a.quotes;
          const atDirect = cpuUs(pids.services);
          const b = await loadQuotes(pair.direct, seconds);
          cpu.direct += cpuUs(pids.services) - atDirect;
          cpu.calls += b.quotes;
          failed += a.failed + b.failed;
          if (a.failed || b.failed) console.error(a.detail, b.detail);
          rates.through.push(a.quotesPerSec);
          rates.direct.push(b.quotesPerSec);
          rates.ratios.push(a.quotesPerSec / b.quotesPerSec);
          const atForm = cpuUs(pids.portal);
          const c = await loadQuotes(formOnly(pair.through), seconds);
          form.portal += cpuUs(pids.portal) - atForm;
          form.posts += c.quotes;
          form.ratios.push(c.quotesPerSec / b.quotesPerSec);
          failed += c.failed;
          if (c.failed) console.error(c.detail);
          if (pair.who === 'a visitor') visitorQuotes += a.quotes + c.quotes;
        }
        if (failed) throw new Error(`Q1 (${pair.who}) had ${failed} failed requests`);
        const latency = { through: [] as number[], direct: [] as number[] };
        for (let r = 0; r < ROUNDS; r++) {
          latency.through.push(await serialQuoteMs(pair.through, SERIAL));
          latency.direct.push(await serialQuoteMs(pair.direct, SERIAL));
        }
        if (pair.who === 'a visitor') visitorQuotes += ROUNDS * SERIAL;
        measured.push({ pair, rates, cpu, form, latency });
      }

      const [signedIn, anonymous] = measured as [(typeof measured)[0], (typeof measured)[0]];
      const rate = (m: typeof signedIn) => ({
        through: Math.round(median(m.rates.through)),
        direct: Math.round(median(m.rates.direct)),
        ratio: round(median(m.rates.ratios)),
      });
      const perQuote = (m: typeof signedIn) =>
        `portal CPU per quote ${Math.round(m.cpu.portal / m.cpu.quotes)} µs, ` +
        `the services' ${Math.round(m.cpu.services / m.cpu.quotes)} µs ` +
        `(${Math.round(m.cpu.direct / m.cpu.calls)} µs per direct call); ` +
        `the form alone, without the page after it: ${round(median(m.form.ratios))}× the direct call, ` +
        `portal CPU ${Math.round(m.form.portal / m.form.posts)} µs`;
      const signedInRate = rate(signedIn);
      const visitorRate = rate(anonymous);
      const limit = QUOTE_RULE.points * LIMIT_SCALE;
      const added = (m: typeof signedIn) =>
        round(median(m.latency.through) - median(m.latency.direct));
      return [
        {
          id: 'Q1',
          what: `Get a quote signed in (the form posted, the page with the prices), quotes/s (${CONNECTIONS} connections)`,
          value: signedInRate.through,
          unit: 'quotes/s',
          floor: { what: 'the account’s rating call made directly', value: signedInRate.direct },
          ratio: signedInRate.ratio,
          target: '≥ 0.9× the direct call',
          met: signedInRate.ratio >= 0.9,
          note: perQuote(signedIn),
        },
        {
          id: 'Q1',
          what: 'Get a quote signed in, added median latency, one quote at a time',
          value: added(signedIn),
          unit: 'ms',
          floor: {
            what: 'the account’s rating call made directly',
            value: round(median(signedIn.latency.direct)),
          },
          target: '≤ 2 ms added (1 ms for each of the two answers)',
          met: added(signedIn) <= 2,
        },
        {
          id: 'Q1',
          what: `Get a quote as a visitor (published prices, counted per address), quotes/s (${CONNECTIONS} connections)`,
          value: visitorRate.through,
          unit: 'quotes/s',
          floor: { what: 'the published rating call made directly', value: visitorRate.direct },
          ratio: visitorRate.ratio,
          target: 'reported',
          met: true,
          note:
            `${perQuote(anonymous)}; added median latency ${added(anonymous)} ms; ` +
            `${visitorQuotes} quotes counted for the one address in this run, under the bench portal's limit of ${limit}`,
        },
      ];
    },
  );
}
