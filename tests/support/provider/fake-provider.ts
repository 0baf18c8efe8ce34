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
  close(): Promise<void>;
}

export interface FakeProviderOptions {
  /** The service a request goes to: one base address or a choice per request. */
  target: string | ((req: Request) => string);
  /** The line a request is recorded as; by default `METHOD /path`. */
  record?: (req: Request) => string;
  /** Told of each request the service answers, with its body. */
  onForward?: (req: Request, body: Buffer | undefined) => void;
  slowMs?: number;
}

/** The outage envelope of the provider. */
export const serverError: FakeAnswer = {
  status: 500,
  body: {
    success: false,
    data: null,
    notification: { message: 'Server error', type: 'error', code: 500 },
  },
};

export const connectionReset: FakeFault = 'reset';
export const noAnswer: FakeFault = 'hang';

/** A 200 whose JSON is cut short, as from a provider that died while writing it. */
export const invalidJson: FakeAnswer = {
  status: 200,
  type: 'application/json',
  body: '{"success":true,"data":{"id":',
};

/**
 * The envelope's fields with the wrong types (a provider on another version of the
 * contract): whether the call succeeded cannot be read from it.
 */
export const wrongShape: FakeAnswer = {
  status: 200,
  body: { success: 'true', data: 'done', notification: 'Saved' },
};

/** A success whose data is not what the call expects (a provider on another version). */
export const foreignData: FakeAnswer = {
  status: 200,
  body: { success: true, data: { unexpected: ['shape'] }, notification: null },
};

/** The provider's "session ended": the token is missing, expired or revoked. */
export const sessionEnded: FakeAnswer = {
  status: 401,
  body: {
    success: false,
    data: null,
    notification: { message: 'Your session has ended.', type: 'error', code: 100 },
  },
};

const FORWARDED_HEADERS = ['content-type', 'access-token', 'accept', 'idempotency-key'];

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
    calls: [] as string[],
  };
  // Requests left hanging, ended when the caller gives up or the provider closes.
  const hanging = new Set<Response>();
  const app = express();
  app.use(express.raw({ type: () => true, limit: '5mb' }));
  app.use(async (req, res) => {
    provider.calls.push(record(req));
    for (const rule of provider.rules) {
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
    if ([...provider.slow].some((f) => f(req))) {
      await new Promise((resolve) => setTimeout(resolve, provider.slowMs));
    }
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      if (provider.ignoredHeaders.has(name)) continue;
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    const body = ['GET', 'HEAD'].includes(req.method) ? undefined : (req.body as Buffer);
    options.onForward?.(req, body);
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
