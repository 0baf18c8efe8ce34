import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express, { type Request } from 'express';
import { startReferenceServices, type ReferenceServices } from '../../../server/reference';
import { barePortal, type BarePortal } from '../hardening/support';
import { expectRedirect, Visitor } from '../support/client';
import { DEMO } from '../support/outbox';

/**
 * The portal in front of a provider that can be made to fail: a pass-through to the
 * embedded main API that answers 500 (or stalls) for the requests `failing` names.
 * The session store is reachable, so tests can set what other screens would.
 */
export interface ShipmentsPortal extends BarePortal {
  services: ReferenceServices;
  /** Requests (method and path) the provider answers with a 500 until reset. */
  failing: Set<(req: Request) => boolean>;
  /** Requests the provider answers only after SLOW_MS. */
  slow: Set<(req: Request) => boolean>;
  /** Query parameters the provider ignores (as one without the contract's extensions). */
  ignoredQuery: Set<string>;
  signIn(): Promise<Visitor>;
  /** Edits the one stored session (tests use one visitor per portal at a time). */
  editSession(edit: (data: Record<string, unknown>) => void): Promise<void>;
}

export const SLOW_MS = 400;

export async function shipmentsPortal(): Promise<ShipmentsPortal> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-shipments-'));
  const services = await startReferenceServices({
    dbFile: join(dir, 'reference.sqlite'),
    simulator: false,
    log: () => {},
  });
  const failing = new Set<(req: Request) => boolean>();
  const ignoredQuery = new Set<string>();
  const slow = new Set<(req: Request) => boolean>();
  const proxy = express();
  proxy.use(express.raw({ type: () => true, limit: '5mb' }));
  proxy.use(async (req, res) => {
    if ([...failing].some((f) => f(req))) {
      res.status(500).json({
        success: false,
        data: null,
        notification: { message: 'Server error', type: 'error', code: 500 },
      });
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'access-token', 'accept']) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    if ([...slow].some((f) => f(req))) await new Promise((r) => setTimeout(r, SLOW_MS));
    const target = new URL(req.originalUrl, services.urls.main);
    for (const name of ignoredQuery) target.searchParams.delete(name);
    const answer = await fetch(target, {
      method: req.method,
      headers,
      body: ['GET', 'HEAD'].includes(req.method) ? undefined : new Uint8Array(req.body as Buffer),
    });
    res.status(answer.status);
    res.type(answer.headers.get('content-type') ?? 'application/octet-stream');
    res.send(Buffer.from(await answer.arrayBuffer()));
  });
  const server = proxy.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const portal = await barePortal({ upstreamUrl: `http://127.0.0.1:${port}` });

  return {
    ...portal,
    services,
    failing,
    ignoredQuery,
    slow,
    async signIn() {
      const visitor = new Visitor(portal.app);
      expectRedirect(await visitor.send('post', '/login', DEMO), '/dashboard');
      return visitor;
    },
    async editSession(edit) {
      const store = portal.store;
      const all = await new Promise<Record<string, Record<string, unknown>>>((resolve, reject) =>
        store.all?.((err, sessions) =>
          err
            ? reject(err)
            : resolve((sessions ?? {}) as unknown as Record<string, Record<string, unknown>>),
        ),
      );
      for (const [sid, data] of Object.entries(all)) {
        if (!data.accessToken) continue;
        edit(data);
        await new Promise<void>((resolve, reject) =>
          store.set(sid, data as never, (err) => (err ? reject(err) : resolve())),
        );
      }
    },
    async close() {
      await portal.close();
      await new Promise((resolve) => server.close(resolve));
      await services.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The Inertia headers of a partial reload of `only` on `component`. */
export const partial = (component: string, only: string[]) => ({
  'X-Inertia-Partial-Component': component,
  'X-Inertia-Partial-Data': only.join(','),
});
