import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';

/** What the fake provider answers instead of the service: JSON unless `type` names another. */
export interface FakeAnswer {
  status: number;
  body: unknown;
  type?: string;
}

/**
 * What the fake provider does instead of answering at all: `reset` drops the connection
 * (a provider that crashed mid-request), `hang` takes the request and never answers, so
 * only the portal's deadline ends it.
 */
export type FakeFault = 'reset' | 'hang';

/** Answers a request itself, fails it, or returns undefined to let the service answer. */
export type FakeRule = (req: Request) => FakeAnswer | FakeFault | undefined;

export interface FakeProvider {
  /** Where the portal reaches the provider. */
  url: string;
  /** Checked in order; the first answer replaces the service's. */
  rules: FakeRule[];
  /** Requests answered only after `slowMs`. */
  slow: Set<(req: Request) => boolean>;
  slowMs: number;
  /** Query parameters dropped before forwarding (as a provider without the extensions). */
  ignoredQuery: Set<string>;
  /** Request headers dropped before forwarding (as a provider without Idempotency-Key). */
  ignoredHeaders: Set<string>;
  /** One line per request received, in order (see `record`). */
  calls: string[];
  /** The requests passed on to the service that had a body, with it (JSON parsed). */
  forwarded: Forwarded[];
  close(): Promise<void>;
}

/** A request passed on to the service, with its body. */
export interface Forwarded {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeProviderOptions {
  /** The service a request goes to: one base address or a choice per request. */
  target: string | ((req: Request) => string);
  /** The line a request is recorded as; by default `METHOD /path`. */
  record?: (req: Request) => string;
  slowMs?: number;
  /** Rules checked after `rules`, which a test's clearing of `rules` leaves in place. */
  standing?: FakeRule[];
  /** Requests always stalled as `slow` ones, whatever a test does to `slow`. */
  standingSlow?: (req: Request) => boolean;
  /** The lists `calls` and `forwarded` are written to: shared by several fakes, they keep the order. */
  calls?: string[];
  forwarded?: Forwarded[];
}

const FORWARDED_HEADERS = ['content-type', 'access-token', 'accept', 'idempotency-key'];
/** Where a provider declares that it keeps Idempotency-Keys (tests/contract/README.md). */
const KEYS_DECLARATION = '/extensions/idempotency-key';
const NOT_FOUND = { message: 'Not found', type: 'error', code: 404 };

function read(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString()) as unknown;
  } catch {
    return body.toString();
  }
}

/**
 * A stand-in for the provider on a loopback port: passes every request to the embedded
 * service and answers it otherwise (fails, stalls) where a test says so.
 */
export async function startFakeProvider(options: FakeProviderOptions): Promise<FakeProvider> {
  const record = options.record ?? ((req: Request) => `${req.method} ${req.path}`);
  const { target: to } = options;
  const targetOf = typeof to === 'string' ? () => to : to;
  const provider = {
    rules: [] as FakeRule[],
    slow: new Set<(req: Request) => boolean>(),
    slowMs: options.slowMs ?? 300,
    ignoredQuery: new Set<string>(),
    ignoredHeaders: new Set<string>(),
    calls: options.calls ?? [],
    forwarded: options.forwarded ?? [],
  };
  // Requests left hanging, ended when the caller gives up or the provider closes.
  const hanging = new Set<Response>();
  const app = express();
  app.use(express.raw({ type: () => true, limit: '5mb' }));
  app.use(async (req, res) => {
    provider.calls.push(record(req));
    for (const rule of [...provider.rules, ...(options.standing ?? [])]) {
      const answer = rule(req);
      if (!answer) continue;
      if (answer === 'reset') return void req.socket.destroy();
      if (answer === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      res.status(answer.status);
      if (answer.type) res.type(answer.type).send(answer.body);
      else res.json(answer.body);
      return;
    }
    if ([...provider.slow].some((f) => f(req)) || options.standingSlow?.(req)) {
      await new Promise((resolve) => setTimeout(resolve, provider.slowMs));
    }
    if (provider.ignoredHeaders.has('idempotency-key') && req.path === KEYS_DECLARATION) {
      // A provider without the extension does not declare it either.
      res.status(404).json({ success: false, data: null, notification: NOT_FOUND });
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      if (provider.ignoredHeaders.has(name)) continue;
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    const body = ['GET', 'HEAD'].includes(req.method) ? undefined : (req.body as Buffer);
    if (body?.length)
      provider.forwarded.push({ method: req.method, path: req.path, body: read(body) });
    const target = new URL(req.originalUrl, targetOf(req));
    for (const name of provider.ignoredQuery) target.searchParams.delete(name);
    const answer = await fetch(target, {
      method: req.method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
    });
    res.status(answer.status);
    res.type(answer.headers.get('content-type') ?? 'application/octet-stream');
    res.send(Buffer.from(await answer.arrayBuffer()));
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(provider, {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const res of hanging) res.socket?.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}
