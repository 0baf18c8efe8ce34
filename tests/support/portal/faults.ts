import express, { type Express, type Request } from 'express';
import type session from 'express-session';
import type request from 'supertest';
import type { ReferenceServices } from '../../../server/reference';
import { SESSION_COOKIE } from '../../../server/http/session';
import { DEMO } from '../data/outbox';
import { pathOf, type Target } from '../inertia';
import type { Fault } from '../provider/faults';
import { openTab, Visitor, type UploadFiles } from '../visitor';
import { startPortal } from './start-portal';

export { FAULTS, WHAT, type Fault } from '../provider/faults';

/**
 * The portal's deadline while a provider hangs: short, so that the hangs of a whole run
 * stay within seconds. Every other fault runs against a patient portal, so that a slow
 * answer is waited for and sign-in's password check never runs out of time.
 */
const HANG_DEADLINE_MS = 400;
const PATIENT_DEADLINE_MS = 5000;
/** Below the deadline of the calls a page can do without (1 s), so a slow answer is never cut. */
const SLOW_MS = 250;

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
 * Two portals built by `startPortal` over one session store (a patient deadline and a short
 * one), in front of fakes of the three services that pass every call to the embedded
 * services until told to fail. Visitors keep their sessions whichever of the two answers,
 * as behind a load balancer.
 */
export async function faultsPortal(): Promise<FaultsPortal> {
  // Every run sends the same codes again for the one demo user: limits meant for people
  // would otherwise answer in place of the fault.
  const env = { RATE_LIMIT_SCALE: '100' };
  const patient = await startPortal({
    fake: 'all',
    record,
    slowMs: SLOW_MS,
    timeoutMs: PATIENT_DEADLINE_MS,
    env,
  });
  const hasty = await startPortal({
    services: patient.urls,
    store: patient.store,
    jobs: patient.jobs,
    timeoutMs: HANG_DEADLINE_MS,
    env,
  });
  let answering = patient;
  const app = express();
  app.use((req, res, next) => answering.app(req, res, next));
  return {
    app,
    services: patient.services,
    store: patient.store,
    fail(next) {
      patient.fail(next);
      answering = next === 'hang' ? hasty : patient;
    },
    calls: () => patient.calls,
    forgetCache() {
      patient.upstream.cache.clear();
      hasty.upstream.cache.clear();
    },
    async close() {
      await hasty.close();
      await patient.close();
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
    files?: UploadFiles,
  ) {
    return this.track(await this.visitor.send(method, url, body, headers, files));
  }

  /** A plain GET as a new tab or a fetch() makes it: no Inertia headers, the body as bytes. */
  async open(url: string) {
    return this.track(await openTab(this.visitor, url));
  }

  /** A page's fetch of a JSON route (the pickers): fails unless 200, returns the body. */
  async getJson<T>(target: Target): Promise<T> {
    const path = pathOf(target);
    const res = await this.open(path);
    if (res.status !== 200) throw new Error(`${this.name}: ${path} answered ${res.status}`);
    return JSON.parse(String(res.body)) as T;
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
