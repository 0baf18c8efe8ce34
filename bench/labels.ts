/**
 * LB, batch labels (docs/benchmarks.md): 500 labels into one PDF through `shipments.labels`, the
 * time to the last byte and the portal's peak resident memory while it writes, for 4×6 and
 * A4. The services run in their own process (only the portal is counted) behind a stand-in
 * that makes My Shipments' list 500 shipments of one package each, their AWBs taken in
 * turn from the demo account's real packages, so every label is rendered by the reference
 * services as it would be. The floor is the same batch of a fifth as many labels: flat
 * memory means the 500-label peak is no higher than the 100-label one, and the time is
 * five times as long.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { labelsQuery, type LabelFormat } from '../shared/shipments/labels';
import { Browser, type PortalProcess, type ServiceUrls } from '../tests/support/processes';
import { round, type Figure } from './figures';
import { withPortalApart, type Front } from './portal';

const LABELS = Number(process.env.BENCH_LABELS ?? 500);
const SMALL = LABELS / 5;
/** How much higher the whole batch may peak than a fifth of it: flat memory means ~0. */
const GROWTH_BUDGET_MB = 10;
const SAMPLE_MS = 10;

const LIST = /^\/user\/clients\/(\d+)\/shipments$/;

interface Envelope<T> {
  success: boolean;
  data: T;
}
interface ListPage {
  data: Array<{ packages?: Array<{ awb: string }> | null } & Record<string, unknown>>;
  current_page: number;
  last_page: number;
  total?: number;
}

function body(res: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', reject);
  });
}

/**
 * In front of the main service: the shipments list is `count` shipments made from the
 * account's real ones; everything else (the labels above all) is passed on.
 */
async function manyShipments(
  main: string,
  count: () => number,
): Promise<{ url: string; close: () => Promise<void> }> {
  const to = new URL(main);
  const forward = (path: string, headers: IncomingMessage['headers']) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const out = request(
        { host: to.hostname, port: to.port, path, headers: { ...headers, host: to.host } },
        resolve,
      );
      out.once('error', reject);
      out.end();
    });
  let real: ListPage['data'] | undefined;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://front');
    const list = LIST.exec(url.pathname);
    void (async () => {
      if (!list || req.method !== 'GET') {
        const upstream = request(
          {
            host: to.hostname,
            port: to.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: to.host },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.once('error', () => res.destroy());
        req.pipe(upstream);
        return;
      }
      if (!real) {
        real = [];
        for (let page = 1; ; page += 1) {
          const answer = await forward(`${url.pathname}?page=${page}&per_page=100`, req.headers);
          const { data } = JSON.parse((await body(answer)).toString('utf8')) as Envelope<ListPage>;
          real.push(...data.data.filter((row) => row.packages?.length));
          if (page >= data.last_page) break;
        }
      }
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      const page = Number(url.searchParams.get('page') ?? 1);
      const total = count();
      const rows = Array.from(
        { length: Math.max(0, Math.min(perPage, total - (page - 1) * perPage)) },
        (_, i) => {
          const n = (page - 1) * perPage + i;
          const row = real![n % real!.length]!;
          return { ...row, shipment_id: String(100_000 + n), packages: [row.packages![0]] };
        },
      );
      const answer: Envelope<ListPage> & { notification: null } = {
        success: true,
        data: {
          data: rows,
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          total,
        },
        notification: null,
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One batch: its time to the last byte, bytes, and the portal's peak RSS meanwhile. */
async function batch(portal: PortalProcess, browser: Browser, format: LabelFormat) {
  const query = labelsQuery({ view: {} }, format, 1);
  const path = `/shipments/labels?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
  let peak = portal.rssMb();
  const sampler = setInterval(() => (peak = Math.max(peak, portal.rssMb())), SAMPLE_MS);
  const start = performance.now();
  try {
    const res = await fetch(portal.url + path, { headers: { Cookie: browser.cookie } });
    if (res.status !== 200)
      throw new Error(`labels answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    let bytes = 0;
    const reader = res.body!.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      bytes += part.value.length;
    }
    return { ms: performance.now() - start, bytes, peakMb: Math.max(peak, portal.rssMb()) };
  } finally {
    clearInterval(sampler);
  }
}

export async function labelBatches(): Promise<Figure[]> {
  let count = 10;
  const front = async (urls: ServiceUrls): Promise<Front> => {
    const main = await manyShipments(urls.main, () => count);
    return { urls: { ...urls, main: main.url }, close: main.close };
  };
  return withPortalApart({ front }, async (portal) => {
    const browser = await new Browser(portal.url).signIn();
    // Warm: the pools, the status options, pdf-lib's code.
    await batch(portal, browser, 'pdf-4x6');
    await batch(portal, browser, 'pdf-a4');
    const rest = portal.rssMb();
    const figures: Figure[] = [];
    for (const format of ['pdf-4x6', 'pdf-a4'] as const) {
      // A fifth of the batch first: memory flat means the whole batch peaks no higher.
      count = SMALL;
      const small = await batch(portal, browser, format);
      count = LABELS;
      const run = await batch(portal, browser, format);
      const name = format === 'pdf-4x6' ? 'PDF 4×6' : 'PDF A4, 4 per sheet';
      figures.push(
        {
          id: 'LB',
          what: `${LABELS} labels into one ${name}: time to the last byte`,
          value: Math.round(run.ms),
          unit: 'ms',
          floor: {
            what: `${SMALL} labels, times ${LABELS / SMALL}`,
            value: Math.round((small.ms * LABELS) / SMALL),
          },
          ratio: round(run.ms / ((small.ms * LABELS) / SMALL)),
          target: 'reported',
          met: true,
          note: `${round(run.bytes / 1024 / 1024)} MB, ${Math.round((LABELS / run.ms) * 1000)} labels/s; the reference services render each label (pdfkit), in a process of their own`,
        },
        {
          id: 'LB',
          what: `${LABELS} labels into one ${name}: portal peak RSS`,
          value: run.peakMb,
          unit: 'MB',
          floor: { what: `peak RSS with ${SMALL} labels`, value: small.peakMb },
          ratio: round(small.peakMb / run.peakMb),
          target: `≤ ${SMALL}-label peak + ${GROWTH_BUDGET_MB} MB`,
          met: run.peakMb <= small.peakMb + GROWTH_BUDGET_MB,
          note: `${rest} MB at rest after two batches of 10`,
        },
      );
    }
    return figures;
  });
}
