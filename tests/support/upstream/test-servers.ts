import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createUpstream, type Upstream } from '../../../server/upstream';

export interface Hit {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface TestServer {
  url: string;
  hits: Hit[];
  close(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, hit: Hit) => void;

/** A stand-in service on a free loopback port that records every request it gets. */
export async function startServer(handler: Handler): Promise<TestServer> {
  const hits: Hit[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const hit = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      hits.push(hit);
      handler(req, res, hit);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function reply(res: ServerResponse, status: number, payload: unknown): void {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  res.writeHead(status, { 'content-type': 'application/json' }).end(body);
}

/** A port nothing listens on: bound once, then released. */
export async function closedPortUrl(): Promise<string> {
  const server = await startServer(() => {});
  await server.close();
  return server.url;
}

export interface Captured {
  upstream: Upstream;
  lines: string[];
}

/** All three services at one base URL, with every log line (debug and up) kept as text. */
export function upstreamAt(
  baseUrl: string,
  timeouts: { connectTimeoutMs?: number; timeoutMs?: number; optionalTimeoutMs?: number } = {},
): Captured {
  const lines: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(line) });
  const upstream = createUpstream({
    mainUrl: baseUrl,
    authUrl: baseUrl,
    pickupUrl: baseUrl,
    connectTimeoutMs: timeouts.connectTimeoutMs ?? 1000,
    timeoutMs: timeouts.timeoutMs ?? 2000,
    optionalTimeoutMs: timeouts.optionalTimeoutMs,
    logger,
  });
  return { upstream, lines };
}

/** The rejection of `promise`, failing the test when it resolves. */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the call to fail');
}
