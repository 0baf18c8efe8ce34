import type { AddressInfo } from 'node:net';
import express from 'express';
import { createLogger } from '../../../server/log';
import { createUpstream, type Upstream } from '../../../server/upstream';
import type { TestPortal } from '../support/portal';

/**
 * A main API in front of the real reference one that fails the calls a test names (500,
 * the envelope of an outage) and records every call in order. The portal is switched to it
 * for the address calls; auth and pickup stay as they were.
 */
export interface FaultyProvider {
  /** `METHOD /path-pattern` (regular expression source) of the calls that fail. */
  faults: Set<string>;
  calls: string[];
  close(): Promise<void>;
}

export async function faultyMainApi(portal: TestPortal): Promise<FaultyProvider> {
  const target = portal.services.urls.main;
  const faults = new Set<string>();
  const calls: string[] = [];
  const fake = express();
  fake.use(express.raw({ type: '*/*', limit: '2mb' }));
  fake.use(async (req, res) => {
    const call = `${req.method} ${req.path}`;
    calls.push(call);
    const failing = [...faults].some((f) => new RegExp(`^${f}$`).test(call));
    if (failing) {
      res.status(500).json({
        success: false,
        data: null,
        notification: { message: 'Server error', type: 'error', code: 500 },
      });
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of ['access-token', 'content-type', 'accept']) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    const hasBody = Buffer.isBuffer(req.body) && req.body.length > 0;
    const answer = await fetch(new URL(req.originalUrl, target), {
      method: req.method,
      headers,
      body: hasBody ? new Uint8Array(req.body as Buffer) : undefined,
    });
    res
      .status(answer.status)
      .type(answer.headers.get('content-type') ?? 'application/json')
      .send(Buffer.from(await answer.arrayBuffer()));
  });
  const server = fake.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;

  const deps = portal.app.locals.deps as { upstream: Upstream };
  const original = deps.upstream;
  deps.upstream = createUpstream({
    mainUrl: `http://127.0.0.1:${port}`,
    authUrl: portal.services.urls.auth,
    pickupUrl: portal.services.urls.pickup,
    connectTimeoutMs: 2000,
    timeoutMs: 10000,
    logger: createLogger('silent'),
  });
  const switched = deps.upstream;
  return {
    faults,
    calls,
    async close() {
      deps.upstream = original;
      await switched.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
