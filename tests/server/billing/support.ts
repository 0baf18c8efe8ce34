import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express, { type Request } from 'express';
import { startReferenceServices, type ReferenceServices } from '../../../server/reference';
import { barePortal, type BarePortal } from '../hardening/support';
import { expectRedirect, HOST, Visitor } from '../support/client';
import { DEMO } from '../support/outbox';

/** A made-up answer of the provider: status, content type and body. */
export interface FakeAnswer {
  status: number;
  type: string;
  body: string;
}

/**
 * The portal in front of the embedded main API through a pass-through that can answer
 * chosen requests itself: as a provider without the extensions (404, an HTML page) or in
 * an outage (500). Every request the provider sees is recorded.
 */
export interface ExtensionsPortal extends BarePortal {
  services: ReferenceServices;
  /** The first rule that returns an answer replaces the provider's. */
  rules: Array<(req: Request) => FakeAnswer | undefined>;
  /** Path and query of each request the provider received. */
  seen: string[];
  signIn(): Promise<Visitor>;
  /** Edits every signed-in session in the store (as other screens would have). */
  editSession(edit: (data: Record<string, unknown>) => void): Promise<void>;
}

export const notFoundEnvelope: FakeAnswer = {
  status: 404,
  type: 'application/json',
  body: JSON.stringify({
    success: false,
    data: null,
    notification: { message: 'Not found', type: 'error', code: 404 },
  }),
};

export const htmlPage = (status: number): FakeAnswer => ({
  status,
  type: 'text/html',
  body: '<!doctype html><title>Welcome</title><p>Nothing here</p>',
});

export const serverError: FakeAnswer = {
  status: 500,
  type: 'application/json',
  body: JSON.stringify({
    success: false,
    data: null,
    notification: { message: 'Server error', type: 'error', code: 500 },
  }),
};

export async function extensionsPortal(): Promise<ExtensionsPortal> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-extensions-'));
  const services = await startReferenceServices({
    dbFile: join(dir, 'reference.sqlite'),
    simulator: false,
    log: () => {},
  });
  const rules: ExtensionsPortal['rules'] = [];
  const seen: string[] = [];
  const proxy = express();
  proxy.use(express.raw({ type: () => true, limit: '5mb' }));
  proxy.use(async (req, res) => {
    seen.push(req.originalUrl);
    for (const rule of rules) {
      const answer = rule(req);
      if (answer) {
        res.status(answer.status).type(answer.type).send(answer.body);
        return;
      }
    }
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'access-token', 'accept']) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    const answer = await fetch(new URL(req.originalUrl, services.urls.main), {
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
    rules,
    seen,
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

/** A plain browser GET (a new tab or a download), not an Inertia visit; the body as bytes. */
export const open = (visitor: Visitor, url: string) =>
  visitor.agent
    .get(url)
    .set('Host', HOST)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

/** Selects the visitor's account at `index` of the shared accounts list. */
export async function selectAccount(visitor: Visitor, index: number): Promise<void> {
  const { accounts } = (await visitor.visit('/reports')).body.props;
  await visitor.send('post', '/accounts/select', { account_id: accounts[index].id });
}
