/**
 * P7 (docs/benchmarks.md): HTML first loads per second of /login and of the dashboard with server
 * rendering, beside the same without it (`SSR=false`), each on a portal of its own. The
 * render is work the portal takes on to paint sooner: the figure says what it costs.
 * Measured twice: with the reference services inside the portal (`npm start`'s demo), and
 * with them in a process of their own, as a provider is: inside, their data fill about half
 * of the portal's heap, so each render's garbage is collected under more pressure.
 */
import { Browser, type PortalProcess } from '../tests/support/processes';
import { median, round, type Figure } from './figures';
import { load, SECONDS } from './http-load';
import { withPortal, withPortalApart } from './portal';

const PAGES = [
  { what: '/login', path: '/login', signedIn: false },
  { what: 'the dashboard, signed in', path: '/dashboard', signedIn: true },
];

const ROUNDS = 3;
const WARM_UP_SECONDS = 2;

interface Side {
  portal: PortalProcess;
  /** Each page's request headers on this portal (its own signed-in session). */
  headers: Array<Record<string, string> | undefined>;
}

/** A portal made ready: signed in, each page checked for its rendering and warmed up. */
async function ready(portal: PortalProcess, ssr: boolean): Promise<Side> {
  const user = await new Browser(portal.url).signIn();
  const headers = PAGES.map((page) => (page.signedIn ? { Cookie: user.cookie } : undefined));
  for (const [i, page] of PAGES.entries()) {
    // Checked first: a page sent without its rendering would measure the wrong thing.
    const html = await (await fetch(portal.url + page.path, { headers: headers[i] })).text();
    if (html.includes('data-server-rendered="true"') !== ssr) {
      throw new Error(`${page.path}: server rendering is not ${ssr ? 'on' : 'off'}`);
    }
    await load({
      name: 'warm-up',
      url: portal.url + page.path,
      headers: headers[i],
      seconds: WARM_UP_SECONDS,
    });
  }
  return { portal, headers };
}

/** One page's first loads per second on one side. */
async function rate(side: Side, page: number): Promise<number> {
  const { path, what } = PAGES[page]!;
  const result = await load({
    name: what,
    url: side.portal.url + path,
    headers: side.headers[page],
    seconds: Math.max(1, Math.round(SECONDS / ROUNDS)),
  });
  if (result.errors || result.non2xx) throw new Error(`${path}: failed requests`);
  return result.requestsPerSec;
}

/**
 * Both portals at once, loaded in alternating rounds, so that whatever else the machine
 * does falls on both sides alike (one side measured after the other moved with it by a
 * fifth between runs).
 */
async function bothWays(servicesApart: boolean): Promise<Figure[]> {
  const start = <T>(env: Record<string, string>, run: (portal: PortalProcess) => Promise<T>) =>
    servicesApart ? withPortalApart({ env }, run) : withPortal(run, env);
  return start({ SSR: 'false' }, (plain) =>
    start({}, async (rendering) => {
      const without = await ready(plain, false);
      const rendered = await ready(rendering, true);
      const rates = PAGES.map(() => ({ without: [] as number[], rendered: [] as number[] }));
      const ratios = PAGES.map(() => [] as number[]);
      for (let r = 0; r < ROUNDS; r++) {
        for (const i of PAGES.keys()) {
          const a = await rate(without, i);
          const b = await rate(rendered, i);
          rates[i]!.without.push(a);
          rates[i]!.rendered.push(b);
          ratios[i]!.push(b / a);
        }
      }
      return PAGES.map((page, i) => {
        const ratio = round(median(ratios[i]!));
        return {
          id: 'P7',
          what: `HTML first loads of ${page.what}, rendered by the server${servicesApart ? ', services apart' : ''}`,
          value: median(rates[i]!.rendered),
          unit: 'req/s',
          floor: {
            what: 'the same without server rendering, same rounds',
            value: median(rates[i]!.without),
          },
          ratio,
          target: '≥ 0.5× (reported: it buys the paint)',
          met: ratio >= 0.5,
        };
      });
    }),
  );
}

export async function renderThroughput(): Promise<Figure[]> {
  return [...(await bothWays(false)), ...(await bothWays(true))];
}
