/**
 * A loopback stand-in for a slow provider: forwards every request to `target` after
 * `delayMs`, and counts the requests, so a benchmark can tell how many calls a page made
 * and whether they ran side by side.
 */
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DelayProxy {
  url: string;
  calls: number;
  /** Most requests in flight at one moment since the last reset. */
  peakInFlight: number;
  reset(): void;
  close(): Promise<void>;
}

/**
 * Passes `req` on to `to` as it came (to `path`, its own by default), and its answer back
 * as it comes.
 */
export function forward(
  to: URL,
  req: IncomingMessage,
  res: ServerResponse,
  path = req.url ?? '/',
): void {
  const upstream = request(
    {
      host: to.hostname,
      port: to.port,
      method: req.method,
      path,
      headers: { ...req.headers, host: to.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.once('error', () => res.destroy());
  req.pipe(upstream);
}

export async function startDelayProxy(target: string, delayMs: number): Promise<DelayProxy> {
  const to = new URL(target);
  let inFlight = 0;
  const state = { calls: 0, peakInFlight: 0 };
  const server: Server = createServer((req, res) => {
    state.calls++;
    inFlight++;
    state.peakInFlight = Math.max(state.peakInFlight, inFlight);
    res.once('close', () => inFlight--);
    setTimeout(() => forward(to, req, res), delayMs);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get calls() {
      return state.calls;
    },
    get peakInFlight() {
      return state.peakInFlight;
    },
    reset() {
      state.calls = 0;
      state.peakInFlight = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
