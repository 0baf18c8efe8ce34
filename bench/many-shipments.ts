/**
 * LB's stand-in in front of the main service (docs/benchmarks.md): My Shipments' list is as
 * many shipments as the benchmark asks, each a copy of one of the account's real rows with
 * one package and an id of its own (100000 + its place), so every label is the reference
 * services' real one. With `international`, the copies are made only of the rows whose ends'
 * countries differ, as the portal tells them (`crossesBorder`), so a batch with invoices asks
 * for each one's commercial invoice; that is answered by the real shipment the row was copied
 * from. Everything else (the labels above all) is passed on.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crossesBorder } from '../shared/customs/downloads';
import { forward as passOn } from './delay-proxy';

/** What the list is made of while a batch runs. */
export interface ListShape {
  count: number;
  international: boolean;
}

export interface ManyShipments {
  url: string;
  /** Commercial invoices asked of made-up shipments since the last call. */
  takeInvoicesAsked(): number;
  close(): Promise<void>;
}

const LIST = /^\/user\/clients\/(\d+)\/shipments$/;
const INVOICE = /^\/user\/clients\/(\d+)\/shipments\/(\d+)\/commercial-invoice$/;
const FIRST_ID = 100_000;

interface Envelope<T> {
  success: boolean;
  data: T;
}
type Row = {
  shipment_id?: string | number;
  packages?: Array<{ awb: string }> | null;
  sender?: { country?: string | null } | null;
  receiver?: { country?: string | null } | null;
} & Record<string, unknown>;
interface ListPage {
  data: Row[];
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

const international = (row: Row) =>
  crossesBorder(row.sender?.country ?? '', row.receiver?.country ?? '');

export async function manyShipments(main: string, shape: () => ListShape): Promise<ManyShipments> {
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
  let real: Row[] | undefined;
  /** Made-up id → the real shipment its row was copied from. */
  const copiedFrom = new Map<string, string>();
  let invoicesAsked = 0;

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://front');
    const invoice = INVOICE.exec(url.pathname);
    const realId = invoice && req.method === 'GET' ? copiedFrom.get(invoice[2]!) : undefined;
    if (invoice && realId) {
      invoicesAsked += 1;
      passOn(to, req, res, `/user/clients/${invoice[1]}/shipments/${realId}/commercial-invoice`);
      return;
    }
    const list = LIST.exec(url.pathname);
    if (!list || req.method !== 'GET') {
      passOn(to, req, res);
      return;
    }
    void (async () => {
      if (!real) {
        real = [];
        for (let page = 1; ; page += 1) {
          const answer = await forward(`${url.pathname}?page=${page}&per_page=100`, req.headers);
          const { data } = JSON.parse((await body(answer)).toString('utf8')) as Envelope<ListPage>;
          real.push(...data.data.filter((row) => row.packages?.length));
          if (page >= data.last_page) break;
        }
      }
      const { count: total, international: onlyInternational } = shape();
      const from = onlyInternational ? real.filter(international) : real;
      if (!from.length) {
        throw new Error('the account has no international shipment with a package to copy');
      }
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      const page = Number(url.searchParams.get('page') ?? 1);
      const rows = Array.from(
        { length: Math.max(0, Math.min(perPage, total - (page - 1) * perPage)) },
        (_, i) => {
          const n = (page - 1) * perPage + i;
          const row = from[n % from.length]!;
          const id = String(FIRST_ID + n);
          copiedFrom.set(id, String(row.shipment_id));
          return { ...row, shipment_id: id, packages: [row.packages![0]] };
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
    })().catch((err: unknown) => {
      console.error(`LB's stand-in: ${err instanceof Error ? err.message : String(err)}`);
      res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    takeInvoicesAsked: () => {
      const asked = invoicesAsked;
      invoicesAsked = 0;
      return asked;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
