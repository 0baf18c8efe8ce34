/**
 * One HTTP server answering an Inertia visit with the same ~5.5 KB page object, by one of
 * three means: our adapter, a bare Express `res.json` of the finished page object, or the
 * `inertia-node` package. `bench/run.ts` starts each in turn and loads it with autocannon.
 *
 *   tsx bench/adapter-server.ts <ours|bare|inertia-node> <port>
 *
 * BENCH_REQUEST_LOG=on puts the portal's request log (silent) in front of ours, and
 * =metrics the same log feeding the Prometheus metrics: the metrics' cost alone (bench OP).
 */
import { createRequire } from 'node:module';
import express, { type RequestHandler } from 'express';
import { defer, inertia, merge, once, pageScript } from '../server/inertia';
import { sharedZiggy, sharedZiggyJson } from '../server/http/shared-props';
import { requestLog } from '../server/http/request-log';
import { createLogger } from '../server/log';
import { createMetrics } from '../server/ops/metrics';

const [kind = 'ours', port = '3310'] = process.argv.slice(2);
const VERSION = 'bench';
const origin = `http://127.0.0.1:${port}`;

/** What a signed-in page carries: the user, three accounts, the routes, a page of rows. */
const user = { id: 7, first_name: 'Dana', last_name: 'Haddad', email: 'demo@portal.test' };
const accounts = [1, 2, 3].map((id) => ({
  id,
  name: ['Cedar Line Trading', 'Harbor & Pine Goods', 'Desert Bloom Florists'][id - 1],
  details: 'Business account · Beirut, Lebanon',
  account_number: `10020030${id}`,
}));
const rows = Array.from({ length: 3 }, (_, i) => ({
  awb: `AWB${100200300 + i}`,
  reference: `PO-${4400 + i}`,
  consignee: { name: 'Northwind Books', city: 'London', country: 'GB' },
  status: { label: 'In transit', color: '#1D4ED8' },
  created_at: '2026-11-20T10:15:00Z',
  pieces: i + 1,
}));
const pageProps = { title: 'Shipments', shipments: rows, page: 1, lastPage: 4 };

/** A page whose parts are wrapped below the top level: the first answer of a dashboard. */
const summary = { created: 12, inTransit: 4, delivered: 7 };
const nestedPage = {
  component: 'dashboard/dashboard',
  props: {
    auth: { user },
    accounts,
    selectedAccountId: 1,
    ziggy: sharedZiggy(origin),
    board: { summary, recent: rows },
    errors: {},
  },
  url: '/dashboard',
  version: VERSION,
  flash: {},
  sharedProps: ['auth', 'accounts', 'selectedAccountId', 'ziggy'],
  onceProps: { ziggy: { prop: 'ziggy', expiresAt: null } },
  deferredProps: { default: ['board.stats', 'board.table'] },
  mergeProps: ['board.table', 'board.recent'],
};

const app = express();
app.disable('x-powered-by');

const requestLogMode = process.env.BENCH_REQUEST_LOG ?? 'off';
if (requestLogMode !== 'off') {
  const metrics = requestLogMode === 'metrics' ? createMetrics() : undefined;
  app.use(requestLog(createLogger('silent'), metrics?.request));
}

if (kind === 'ours') {
  app.use(
    inertia({
      version: () => VERSION,
      rootView: async (page) => pageScript(page),
      share: () => ({
        auth: () => ({ user }),
        accounts: () => accounts,
        selectedAccountId: () => 1,
        ziggy: once(() => sharedZiggyJson(origin)),
      }),
    }),
  );
  app.get('/shipments', (_req, res) => void res.inertia.render('shipments/shipments', pageProps));
  app.get(
    '/dashboard',
    (_req, res) =>
      void res.inertia.render('dashboard/dashboard', {
        board: {
          summary: () => summary,
          stats: defer(() => summary, { rescue: true }),
          table: merge(() => rows, { deferGroup: 'default' }),
          recent: merge(() => rows),
        },
      }),
  );
} else if (kind === 'bare') {
  app.get('/dashboard', (_req, res) => void res.json(nestedPage));
  const page = {
    component: 'shipments/shipments',
    props: {
      auth: { user },
      accounts,
      selectedAccountId: 1,
      ziggy: sharedZiggy(origin),
      ...pageProps,
      errors: {},
    },
    url: '/shipments',
    version: VERSION,
    flash: {},
  };
  app.get('/shipments', (_req, res) => void res.json(page));
} else if (kind === 'inertia-node') {
  const require = createRequire(import.meta.url);
  const inertiaNode = require('inertia-node') as (
    html: (page: string) => string,
    version: string,
  ) => RequestHandler;
  app.use(inertiaNode((page) => `<div data-page='${page}'></div>`, VERSION));
  app.get('/shipments', (req, res) => {
    const r = req as unknown as {
      Inertia: {
        shareProps(p: object): { render(p: object): Promise<void> };
      };
    };
    void res;
    void r.Inertia.shareProps({
      auth: () => ({ user }),
      accounts: () => accounts,
      selectedAccountId: () => 1,
      ziggy: () => sharedZiggy(origin),
    }).render({ component: 'shipments/shipments', props: { ...pageProps, errors: {} } });
  });
} else {
  throw new Error(`unknown adapter ${kind}`);
}

app.get('/healthz', (_req, res) => void res.end('ok'));
// CPU time this process has used (µs): per request it is steadier than requests per second
// when the machine is busy with other work.
app.get('/cpu', (_req, res) => {
  const { user, system } = process.cpuUsage();
  res.end(String(user + system));
});
app.listen(Number(port), '127.0.0.1');
// Exit normally on a signal, so that --cpu-prof can write its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
