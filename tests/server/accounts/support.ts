import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import express, { type Request } from 'express';
import { startReferenceServices, type ReferenceServices } from '../../../server/reference';
import session from 'express-session';
import { createApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createSession } from '../../../server/http/session';
import { createLogger } from '../../../server/log';
import { createUpstream } from '../../../server/upstream';
import type { BarePortal } from '../hardening/support';
import { testAssets } from '../support/portal';
import { expectRedirect, Visitor } from '../support/client';
import { DEMO } from '../support/outbox';

/** What the fake provider answers instead of the real one: a status and an envelope. */
export interface Answer {
  status: number;
  body: unknown;
}

export const serverError: Answer = {
  status: 500,
  body: {
    success: false,
    data: null,
    notification: { message: 'Server error', type: 'error', code: 500 },
  },
};

export const validationError = (field: string, message: string): Answer => ({
  status: 422,
  body: {
    success: false,
    data: null,
    errors: { [field]: message },
    notification: { message, type: 'error', code: 422 },
  },
});

/**
 * The portal in front of a provider that can be made to misbehave: each of the three
 * services is a pass-through to the embedded one, and an `override` answering a request
 * (method and path) replaces what the real service would have said.
 */
export interface FaultyPortal extends BarePortal {
  services: ReferenceServices;
  overrides: Set<(req: Request) => Answer | undefined>;
  signIn(credentials?: { email: string; password: string }): Promise<Visitor>;
  close(): Promise<void>;
}

export const calls = (method: string, path: string) => (req: Request) =>
  req.method === method && req.path === path;

export async function faultyPortal(): Promise<FaultyPortal> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-accounts-'));
  const services = await startReferenceServices({
    dbFile: join(dir, 'reference.sqlite'),
    simulator: false,
    log: () => {},
  });
  const overrides = new Set<(req: Request) => Answer | undefined>();
  const servers: Server[] = [];

  async function proxyTo(base: string): Promise<string> {
    const proxy = express();
    proxy.use(express.raw({ type: () => true, limit: '5mb' }));
    proxy.use(async (req, res) => {
      for (const override of overrides) {
        const answer = override(req);
        if (answer) return void res.status(answer.status).json(answer.body);
      }
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'access-token', 'accept']) {
        const value = req.get(name);
        if (value) headers[name] = value;
      }
      const answer = await fetch(new URL(req.originalUrl, base), {
        method: req.method,
        headers,
        body: ['GET', 'HEAD'].includes(req.method) ? undefined : new Uint8Array(req.body as Buffer),
      });
      res.status(answer.status);
      res.type(answer.headers.get('content-type') ?? 'application/json');
      res.send(Buffer.from(await answer.arrayBuffer()));
    });
    const server = proxy.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const [main, auth, pickup] = await Promise.all([
    proxyTo(services.urls.main),
    proxyTo(services.urls.auth),
    proxyTo(services.urls.pickup),
  ]);
  const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32) });
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const upstream = createUpstream({
    mainUrl: main,
    authUrl: auth,
    pickupUrl: pickup,
    connectTimeoutMs: 500,
    timeoutMs: 5000,
    logger,
  });
  const store = new session.MemoryStore();
  const setup = await createSession(config, logger, store);
  const app = createApp({
    config,
    logger,
    upstream,
    session: setup,
    assets: testAssets,
    root: process.cwd(),
  });

  return {
    app,
    store,
    upstream,
    services,
    overrides,
    async signIn(credentials = DEMO) {
      const visitor = new Visitor(app);
      expectRedirect(await visitor.send('post', '/login', credentials), '/dashboard');
      return visitor;
    },
    async close() {
      await upstream.close();
      await setup.close();
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
      await services.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The stored sessions of signed-in visitors (the memory store of the portal). */
export async function signedInSessions(
  portal: BarePortal,
): Promise<Array<Record<string, unknown>>> {
  const all = await new Promise<Record<string, Record<string, unknown>>>((resolve, reject) =>
    portal.store.all?.((err, sessions) =>
      err
        ? reject(err)
        : resolve((sessions ?? {}) as unknown as Record<string, Record<string, unknown>>),
    ),
  );
  return Object.values(all).filter((data) => data.accessToken);
}

/** A demo account the demo user has not linked (README): its code goes to this phone. */
export const LINKABLE = { number: '200400501', name: 'Olive Grove Exports', phone: '+96170400501' };
export const LINKABLE_2 = { number: '200400502', name: 'Northwind Books', phone: '+442071400502' };
