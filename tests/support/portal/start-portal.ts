import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express, Request } from 'express';
import session from 'express-session';
import { createApp } from '../../../server/app';
import { jobKinds } from '../../../server/job-kinds';
import { embeddedJobs } from '../../../server/jobs/embedded';
import type { Jobs } from '../../../server/jobs/types';
import { loadConfig, type Config } from '../../../server/config';
import { createSession } from '../../../server/http/session';
import { createLogger, type Logger } from '../../../server/log';
import { createDrain, type Drain, type Metrics, type TracingHooks } from '../../../server/ops';
import { observedJobs, observedKinds } from '../../../server/ops/jobs-observer';
import { createMetrics } from '../../../server/ops/metrics';
import { startReferenceServices, type ReferenceServices } from '../../../server/reference';
import { createUpstream, type Upstream } from '../../../server/upstream';
import {
  startFakeProvider,
  type FakeProvider,
  type FakeRule,
  type Forwarded,
} from '../provider/fake-provider';
import { serverError } from '../provider/answers';
import { answerFor, type Fault } from '../provider/faults';
import { testAssets } from './test-assets';

export type Service = 'main' | 'auth' | 'pickup';
const SERVICES: Service[] = ['main', 'auth', 'pickup'];

/** Where each of the provider's services answers. */
export type ServiceUrls = Record<Service, string>;

export interface PortalOptions {
  /**
   * The provider's services: `'embedded'` (the default) starts the reference services on
   * a throw-away database; `'unreachable'` is an address nothing answers on, for requests
   * that never reach them; a URL (the three at one address) or one URL per service: services
   * that already run (another portal's `urls`).
   */
  services?: 'embedded' | 'unreachable' | string | ServiceUrls;
  /**
   * A fake provider (tests/support/provider/fake-provider.ts) in front of each service
   * named (`'all'`: the three), passing every call on until the test makes it answer
   * otherwise; the others are reached directly. Needs `services: 'embedded'`.
   */
  fake?: Service | Service[] | 'all';
  /** The line each call to a fake is recorded as in `calls`; by default `METHOD /path`. */
  record?: (req: Request) => string;
  /** How long a call `slow` picks stalls (300 ms unless told). */
  slowMs?: number;
  /**
   * The session store: in memory (the default), a store given (shared by several portals
   * as behind a load balancer), or the portal's own, as in production: `{ sqlite: file }`
   * (SESSION_DB) or `{ redis: url }` (REDIS_URL).
   */
  store?: 'memory' | session.Store | { sqlite: string } | { redis: string };
  /**
   * The deadline of each upstream call. By default 10 s against the embedded services,
   * 2 s when a fake or another address stands in front, so that a hang ends within a test.
   */
  timeoutMs?: number;
  /** Environment variables for `loadConfig`, over the test defaults. */
  env?: Record<string, string>;
  /** Background jobs another portal already runs (several processes on one store). */
  jobs?: Jobs;
  /** The server's logger (silent unless TEST_LOG_LEVEL says otherwise). */
  logger?: Logger;
  /**
   * Metrics kept (read them from `portal.metrics.registry`; /metrics answers only with
   * METRICS_TOKEN in `env`), tracing hooks (server/ops/tracing.ts), a drain state of its own.
   */
  ops?: { metrics?: boolean; tracing?: TracingHooks; drain?: Drain };
  /**
   * How sign-in's delay for an attacked e-mail waits (server/http/rate-limit.ts): for real
   * unless told; a test records it or skips it here rather than mocking a module, as the
   * server tests share their modules between files.
   */
  signInWait?: (ms: number) => Promise<unknown>;
}

export interface Portal {
  app: Express;
  config: Config;
  upstream: Upstream;
  store: session.Store;
  /** Its background jobs: in memory, with the kinds a portal runs, unless given. */
  jobs: Jobs;
  /** The embedded services (a portal started without them has none: reading this throws). */
  services: ReferenceServices;
  /** Where the portal reaches each service (a fake's address where one stands in front). */
  urls: ServiceUrls;
  /** The fake provider (the first of several); reading it without one throws. */
  provider: FakeProvider;
  /** The fakes by service. */
  fakes: Partial<Record<Service, FakeProvider>>;
  /** Every call the fakes received, in order (see `record`). */
  calls: string[];
  /** The calls the fakes passed on to the services with a body, with it, in order. */
  forwarded: Forwarded[];
  /** Answers given instead of the services': every fake asks them in order before passing a call on. */
  overrides: Set<FakeRule>;
  /** Calls the fakes answer with an outage (a 500 envelope). */
  failing: Set<(req: Request) => boolean>;
  /** Calls the fakes answer only after `slowMs`. */
  slow: Set<(req: Request) => boolean>;
  /** What the portal measures, when started with `ops: { metrics: true }`. */
  metrics: Metrics | undefined;
  /** Its drain state: `drain.start()` is what SIGTERM does first. */
  drain: Drain;
  /** From now on every fake fails this way (tests/support/provider/faults.ts); null: not. */
  fail(fault: Fault | null): void;
  close(): Promise<void>;
}

/** No answer on this address: the discard port, refused at once. */
const UNREACHABLE = 'http://127.0.0.1:9';

const EMBEDDED_DEADLINE_MS = 10_000;
const FRONTED_DEADLINE_MS = 2000;

/**
 * The whole portal in-process, as `server/main.ts` assembles it, with the test's asset
 * stand-in and sessions in memory unless told. One per test file: the embedded services
 * seed a database.
 */
export async function startPortal(options: PortalOptions = {}): Promise<Portal> {
  const { services: where = 'embedded' } = options;
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const services =
    where === 'embedded'
      ? await startReferenceServices({
          dbFile: join(dir, 'reference.sqlite'),
          simulator: false,
          log: () => {},
        })
      : undefined;
  const direct: ServiceUrls = services
    ? services.urls
    : typeof where === 'object'
      ? where
      : byService(where === 'unreachable' ? UNREACHABLE : where);

  const fronted = frontedServices(options.fake);
  if (fronted.length && !services)
    throw new Error('startPortal: a fake needs the embedded services');
  const calls: string[] = [];
  const forwarded: Forwarded[] = [];
  const overrides = new Set<FakeRule>();
  const failing = new Set<(req: Request) => boolean>();
  const slow = new Set<(req: Request) => boolean>();
  let fault: Fault | null = null;
  const fakes: Partial<Record<Service, FakeProvider>> = {};
  for (const service of fronted) {
    const fake = await startFakeProvider({
      target: direct[service],
      record: options.record,
      slowMs: options.slowMs,
      calls,
      forwarded,
      standing: [
        (req) => {
          for (const override of overrides) {
            const answer = override(req);
            if (answer) return answer;
          }
          return undefined;
        },
        (req) => ([...failing].some((f) => f(req)) ? serverError : undefined),
        (req) => (fault && fault !== 'slow' ? answerFor[fault](req) : undefined),
      ],
      standingSlow: (req) => fault === 'slow' || [...slow].some((f) => f(req)),
    });
    fakes[service] = fake;
  }
  const urls = { ...direct };
  for (const service of fronted) urls[service] = fakes[service]!.url;

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'x'.repeat(32),
    ...storeEnv(options.store),
    ...options.env,
  });
  // TEST_LOG_LEVEL=error shows what a failing test's server did.
  const logger = options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const timeoutMs =
    options.timeoutMs ?? (services && !fronted.length ? EMBEDDED_DEADLINE_MS : FRONTED_DEADLINE_MS);
  const metrics = options.ops?.metrics ? createMetrics() : undefined;
  const drain = options.ops?.drain ?? createDrain();
  const upstream = createUpstream({
    mainUrl: urls.main,
    authUrl: urls.auth,
    pickupUrl: urls.pickup,
    connectTimeoutMs: Math.min(2000, timeoutMs),
    timeoutMs,
    logger,
    observer: metrics?.upstream,
  });
  const given =
    options.store === undefined || options.store === 'memory'
      ? new session.MemoryStore()
      : options.store instanceof session.Store
        ? options.store
        : undefined;
  const setup = await createSession(config, logger, given);
  const kinds = jobKinds(upstream, config.jobs);
  const ownJobs =
    options.jobs ??
    embeddedJobs({
      file: ':memory:',
      kinds: metrics ? observedKinds(kinds, metrics.jobs) : kinds,
    });
  const jobs = metrics ? observedJobs(ownJobs, metrics.jobs) : ownJobs;
  metrics?.jobs.watch(jobs);
  const app = createApp({
    config,
    logger,
    upstream,
    jobs,
    session: setup,
    assets: testAssets,
    root: process.cwd(),
    ops: { metrics, drain, tracing: options.ops?.tracing },
    signInWait: options.signInWait,
  });
  const first = fronted[0];
  return {
    app,
    config,
    upstream,
    store: setup.store,
    jobs,
    get services(): ReferenceServices {
      if (!services) throw new Error('this portal was started without the embedded services');
      return services;
    },
    urls,
    get provider(): FakeProvider {
      if (!first) throw new Error('this portal was started without a fake provider (fake: …)');
      return fakes[first]!;
    },
    fakes,
    metrics,
    drain,
    calls,
    forwarded,
    overrides,
    failing,
    slow,
    fail(next) {
      fault = next;
    },
    async close() {
      if (!options.jobs) await jobs.close();
      await upstream.close();
      await setup.close();
      await Promise.all(Object.values(fakes).map((fake) => fake.close()));
      await services?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function byService(url: string): ServiceUrls {
  return { main: url, auth: url, pickup: url };
}

function frontedServices(fake: PortalOptions['fake']): Service[] {
  if (!fake) return [];
  if (fake === 'all') return SERVICES;
  return typeof fake === 'string' ? [fake] : fake;
}

function storeEnv(store: PortalOptions['store']): Record<string, string> {
  if (store && typeof store === 'object' && 'sqlite' in store) return { SESSION_DB: store.sqlite };
  if (store && typeof store === 'object' && 'redis' in store) return { REDIS_URL: store.redis };
  return {};
}
