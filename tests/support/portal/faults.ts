import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express, { type Express, type Request } from 'express';
import session from 'express-session';
import type request from 'supertest';
import { startReferenceServices, type ReferenceServices } from '../../../server/reference';
import { SESSION_COOKIE } from '../../../server/http/session';
import { barePortal, type BarePortal } from '../../server/support/bare-portal';
import { openTab, Visitor } from '../../server/support/client';
import {
  connectionReset,
  foreignData,
  invalidJson,
  noAnswer,
  serverError,
  sessionEnded,
  startFakeProvider,
  wrongShape,
  type FakeProvider,
  type FakeRule,
} from '../../server/support/fake-provider';
import { DEMO } from '../../server/support/outbox';

/** The ways a provider can fail that the suite puts every screen through. */
export const FAULTS = [
  'hang',
  'server error',
  'connection reset',
  'invalid JSON',
  'wrong envelope',
  'wrong data',
  'slow',
  'session ended',
] as const;

export type Fault = (typeof FAULTS)[number];

/**
 * The portal's deadline while a provider hangs: short, so that the hangs of a whole run
 * stay within seconds. Every other fault runs against a patient portal, so that a slow
 * answer is waited for and sign-in's password check never runs out of time.
 */
const HANG_DEADLINE_MS = 400;
const PATIENT_DEADLINE_MS = 5000;
/** Below the deadline of the calls a page can do without (1 s), so a slow answer is never cut. */
const SLOW_MS = 250;

const answerFor: Record<Exclude<Fault, 'slow'>, FakeRule> = {
  hang: () => noAnswer,
  'server error': () => serverError,
  'connection reset': () => connectionReset,
  'invalid JSON': () => invalidJson,
  'wrong envelope': () => wrongShape,
  'wrong data': () => foreignData,
  // Only a call made with the user's token can be told that the user's session ended.
  'session ended': (req) => (req.get('access-token') ? sessionEnded : undefined),
};

/** One line per call the providers received: the caller's token (or '-'), method, path. */
const record = (req: Request) => `${req.get('access-token') ?? '-'} ${req.method} ${req.path}`;

export interface FaultsPortal {
  /** What every visitor talks to: the patient portal, or the hasty one while a provider hangs. */
  app: Express;
  services: ReferenceServices;
  store: session.Store;
  /** From now on the providers fail this way; null: they answer as the services do. */
  fail(fault: Fault | null): void;
  /** Calls the providers received so far (see `record`). */
  calls(): string[];
  /** Forgets the cached reference data, so that those calls meet the fault too. */
  forgetCache(): void;
  close(): Promise<void>;
}

/**
 * The portal twice (a patient deadline and a short one) over one session store, in front of
 * three fake providers (main, auth, pickup) that pass every call to the embedded services
 * on a throw-away database until told to fail. Visitors keep their sessions whichever of
 * the two answers, as behind a load balancer.
 */
export async function faultsPortal(): Promise<FaultsPortal> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-faults-'));
  const services = await startReferenceServices({
    dbFile: join(dir, 'reference.sqlite'),
    simulator: false,
    log: () => {},
  });
  let fault: Fault | null = null;
  const providers: FakeProvider[] = await Promise.all(
    [services.urls.main, services.urls.auth, services.urls.pickup].map((target) =>
      startFakeProvider({ target, record, slowMs: SLOW_MS }),
    ),
  );
  for (const provider of providers) {
    provider.rules.push((req) => (fault && fault !== 'slow' ? answerFor[fault](req) : undefined));
    provider.slow.add(() => fault === 'slow');
  }
  const [main, auth, pickup] = providers.map((p) => p.url) as [string, string, string];
  const store = new session.MemoryStore();
  // Every run sends the same codes again for the one demo user: limits meant for people
  // would otherwise answer in place of the fault.
  const env = { RATE_LIMIT_SCALE: '100' };
  const portalWith = (timeoutMs: number) =>
    barePortal({ store, upstreamUrl: { main, auth, pickup }, timeoutMs, env });
  const patient: BarePortal = await portalWith(PATIENT_DEADLINE_MS);
  const hasty: BarePortal = await portalWith(HANG_DEADLINE_MS);
  let answering = patient;
  const app = express();
  app.use((req, res, next) => answering.app(req, res, next));
  return {
    app,
    services,
    store,
    fail(next) {
      fault = next;
      answering = next === 'hang' ? hasty : patient;
    },
    calls: () => providers.flatMap((p) => p.calls),
    forgetCache() {
      patient.upstream.cache.clear();
      hasty.upstream.cache.clear();
    },
    async close() {
      await Promise.all([patient.close(), hasty.close()]);
      await Promise.all(providers.map((p) => p.close()));
      await services.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type SessionData = session.SessionData & Record<string, unknown>;

/**
 * A browser tab: a Visitor that also knows its session id (from the cookies it is given),
 * so the suite can read its provider token and put a session back after the provider
 * ended it.
 */
export class Browser {
  readonly visitor: Visitor;
  private sid = '';

  constructor(
    private readonly portal: FaultsPortal,
    readonly name: string,
  ) {
    this.visitor = new Visitor(portal.app);
  }

  private track(res: request.Response): request.Response {
    for (const cookie of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
      const match = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(cookie);
      const value = decodeURIComponent(match?.[1] ?? '');
      // Signed as `s:<id>.<signature>`.
      if (value.startsWith('s:')) this.sid = value.slice(2, value.lastIndexOf('.'));
    }
    return res;
  }

  /** Who this tab signs in as: the demo user unless it signed up as someone else. */
  private credentials: { email: string; password: string } = DEMO;

  async signIn(credentials = this.credentials): Promise<this> {
    this.credentials = credentials;
    const res = this.track(await this.visitor.send('post', '/login', credentials));
    const to = res.headers.location ?? '';
    if (!to.endsWith('/dashboard')) throw new Error(`${this.name}: sign-in went to ${to}`);
    return this;
  }

  async visit(url: string, headers: Record<string, string> = {}) {
    return this.track(await this.visitor.visit(url, headers));
  }

  async send(
    method: 'post' | 'put' | 'patch' | 'delete',
    url: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    return this.track(await this.visitor.send(method, url, body, headers));
  }

  /** A plain GET as a new tab or a fetch() makes it: no Inertia headers, the body as bytes. */
  async open(url: string) {
    return this.track(await openTab(this.visitor, url));
  }

  async session(): Promise<SessionData | undefined> {
    const { store } = this.portal;
    return new Promise((resolve, reject) =>
      store.get(this.sid, (err, data) =>
        err ? reject(err as Error) : resolve(data as SessionData | undefined),
      ),
    );
  }

  /** Puts `data` under the current session id: signed in again, as it was when `data` was read. */
  async restore(data: SessionData): Promise<void> {
    const { store } = this.portal;
    await new Promise<void>((resolve, reject) =>
      store.set(this.sid, data, (err) => (err ? reject(err as Error) : resolve())),
    );
  }
}
