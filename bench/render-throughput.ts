/**
 * P7 (issue 24): HTML first loads per second of /login and of the dashboard with server
 * rendering, beside the same without it (`SSR=false`), each on a portal of its own. The
 * render is work the portal takes on to paint sooner: the figure says what it costs.
 * Measured twice: with the reference services inside the portal (`npm start`'s demo), and
 * with them in a process of their own, as a provider is: inside, their data fill about half
 * of the portal's heap, so each render's garbage is collected under more pressure.
 */
import { Browser, type PortalProcess } from '../tests/support/processes';
import { round, type Figure } from './figures';
import { load } from './http-load';
import { withPortal, withPortalApart } from './portal';

const PAGES = [
  { what: '/login', path: '/login', signedIn: false },
  { what: 'the dashboard, signed in', path: '/dashboard', signedIn: true },
];

/** First loads per second of each page, with or without server rendering. */
async function firstLoads(ssr: boolean, servicesApart: boolean): Promise<number[]> {
  const env: Record<string, string> = ssr ? {} : { SSR: 'false' };
  const measure = async (portal: PortalProcess) => {
    const user = await new Browser(portal.url).signIn();
    const rates: number[] = [];
    for (const page of PAGES) {
      const headers = page.signedIn ? { Cookie: user.cookie } : undefined;
      // Checked first: a page sent without its rendering would measure the wrong thing.
      const html = await (await fetch(portal.url + page.path, { headers })).text();
      if (html.includes('data-server-rendered="true"') !== ssr) {
        throw new Error(`${page.path}: server rendering is not ${ssr ? 'on' : 'off'}`);
      }
      const result = await load({ name: page.what, url: portal.url + page.path, headers });
      if (result.errors || result.non2xx) throw new Error(`${page.path}: failed requests`);
      rates.push(result.requestsPerSec);
    }
    return rates;
  };
  return servicesApart ? withPortalApart({ env }, measure) : withPortal(measure, env);
}

export async function renderThroughput(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const servicesApart of [false, true]) {
    const without = await firstLoads(false, servicesApart);
    const rendered = await firstLoads(true, servicesApart);
    PAGES.forEach((page, i) => {
      const value = rendered[i] ?? 0;
      const floor = without[i] ?? 1;
      const ratio = round(value / floor);
      figures.push({
        id: 'P7',
        what: `HTML first loads of ${page.what}, rendered by the server${servicesApart ? ', services apart' : ''}`,
        value,
        unit: 'req/s',
        floor: { what: 'the same without server rendering', value: floor },
        ratio,
        target: '≥ 0.5× (reported: it buys the paint)',
        met: ratio >= 0.5,
      });
    });
  }
  return figures;
}
