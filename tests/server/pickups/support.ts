import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express, { type Request } from 'express';
import { startReferenceServices, type ReferenceServices } from '../../../server/reference';
import { barePortal, type BarePortal } from '../hardening/support';
import { expectRedirect, Visitor } from '../support/client';
import { DEMO } from '../support/outbox';

type Answer = { status: number; body: unknown };

/**
 * The portal in front of the embedded services through a pass-through that sends each
 * call to its service, records the pickup bookings it forwards, and can answer a named
 * call itself (a 422, a 500) or slowly.
 */
export interface PickupsPortal extends BarePortal {
  services: ReferenceServices;
  /** Bodies of the POST /pickup-requests calls that reached the pickup service. */
  bookings: unknown[];
  /** Answers given instead of the service's, by a test of the request. */
  override: Map<(req: Request) => boolean, Answer>;
  /** Requests answered only after `slowMs`. */
  slow: Set<(req: Request) => boolean>;
  slowMs: number;
  signIn(): Promise<Visitor>;
}

const AUTH_PATHS = ['/user-details', '/validate-address', '/linked/customers', '/link-customer'];

export async function pickupsPortal(): Promise<PickupsPortal> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-pickups-'));
  const services = await startReferenceServices({
    dbFile: join(dir, 'reference.sqlite'),
    simulator: false,
    log: () => {},
  });
  const bookings: unknown[] = [];
  const override = new Map<(req: Request) => boolean, Answer>();
  const slow = new Set<(req: Request) => boolean>();
  const state = { slowMs: 300 };
  const proxy = express();
  proxy.use(express.raw({ type: () => true, limit: '5mb' }));
  proxy.use(async (req, res) => {
    for (const [test, answer] of override) {
      if (test(req)) return void res.status(answer.status).json(answer.body);
    }
    if ([...slow].some((f) => f(req))) await new Promise((r) => setTimeout(r, state.slowMs));
    const service =
      req.path === '/pickup-requests'
        ? services.urls.pickup
        : AUTH_PATHS.includes(req.path)
          ? services.urls.auth
          : services.urls.main;
    const body = ['GET', 'HEAD'].includes(req.method) ? undefined : (req.body as Buffer);
    if (req.path === '/pickup-requests' && body) bookings.push(JSON.parse(body.toString()));
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'access-token', 'accept']) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    const answer = await fetch(new URL(req.originalUrl, service), {
      method: req.method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
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
    bookings,
    override,
    slow,
    get slowMs() {
      return state.slowMs;
    },
    set slowMs(ms: number) {
      state.slowMs = ms;
    },
    async signIn() {
      const visitor = new Visitor(portal.app);
      expectRedirect(await visitor.send('post', '/login', DEMO), '/dashboard');
      return visitor;
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

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar date `days` from today, as the services (local time) read it. */
export function dayFromToday(days: number): string {
  const at = new Date();
  at.setDate(at.getDate() + days);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
