import type { RequestHandler } from 'express';
import type session from 'express-session';
import type { Upstream } from '../upstream';
import type { Drain } from './drain';

export type Part = 'store' | 'provider' | 'draining';
export type PartState = 'ok' | 'failed';

export interface ReadinessReport {
  ready: boolean;
  /** The parts that failed, by name, for the one reading the answer. */
  failed: Part[];
  checks: Record<Part, PartState>;
}

export interface ReadinessOptions {
  store: session.Store;
  upstream: Upstream;
  drain: Drain;
  /** How long a probe's answer is kept: at most one probe of each part per this time. */
  probeMs: number;
  /** The longest a probe waits for an answer. */
  timeoutMs?: number;
}

const PROBE_SESSION_ID = 'readiness-probe';

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A read of a session that never exists: the store answers, or it is down. */
function probeStore(store: session.Store): Promise<void> {
  return new Promise((resolve, reject) =>
    store.get(PROBE_SESSION_ID, (err: unknown) => (err ? reject(err) : resolve())),
  );
}

/**
 * Each service's base path: any HTTP answer below 500 means it is there (it may well say
 * 404); no answer, or a 5xx from a gateway in front of it, means it cannot be reached.
 * Asked outside the call log and the metrics, so probes never read as the provider failing.
 */
async function probeProvider(upstream: Upstream, timeoutMs: number): Promise<void> {
  const services = [upstream.main, upstream.auth, upstream.pickup];
  const answers = await Promise.all(services.map((client) => client.reachable(timeoutMs)));
  if (!answers.every(Boolean)) throw new Error('a service cannot be reached');
}

/**
 * The answer kept for `probeMs`, and probes already running shared, so a load balancer
 * asking every second (or many asking at once) costs one probe per part per period.
 */
function cached(probe: () => Promise<void>, probeMs: number, timeoutMs: number) {
  let kept: { at: number; state: Promise<PartState> } | undefined;
  return (): Promise<PartState> => {
    const now = Date.now();
    if (kept && now - kept.at < probeMs) return kept.state;
    const state = within(timeoutMs, probe()).then(
      (): PartState => 'ok',
      (): PartState => 'failed',
    );
    kept = { at: now, state };
    return state;
  };
}

export function createReadiness(options: ReadinessOptions) {
  const timeoutMs = options.timeoutMs ?? 2000;
  const store = cached(() => probeStore(options.store), options.probeMs, timeoutMs);
  const provider = cached(
    () => probeProvider(options.upstream, timeoutMs),
    options.probeMs,
    timeoutMs,
  );

  async function check(): Promise<ReadinessReport> {
    const draining: PartState = options.drain.draining ? 'failed' : 'ok';
    const [storeState, providerState] = await Promise.all([store(), provider()]);
    const checks = { store: storeState, provider: providerState, draining };
    const failed = (Object.keys(checks) as Part[]).filter((part) => checks[part] === 'failed');
    return { ready: failed.length === 0, failed, checks };
  }

  const route: RequestHandler = async (_req, res) => {
    const report = await check();
    res
      .status(report.ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({
        status: report.ready ? 'ready' : 'unready',
        failed: report.failed,
        checks: report.checks,
      });
  };

  return { check, route };
}
