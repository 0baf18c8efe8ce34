import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { RequestObserver } from '../http/request-log';
import type { Jobs } from '../jobs/types';
import type { UpstreamObserver } from '../upstream';
import type { StoreObserver } from './store-observer';
import { endpointTemplate, upstreamOutcome } from './upstream-outcome';

/** Everything the portal measures, in one registry per portal (tests start several). */
export interface Metrics {
  registry: Registry;
  request: RequestObserver;
  upstream: UpstreamObserver;
  store: StoreObserver;
  /** A rate limit refused an attempt. */
  refused(limiter: string): void;
  /** A first load sent without its server rendering (it failed, or ran past its deadline). */
  renderFallback(reason: string, component: string): void;
  jobs: {
    started(kind: string): void;
    /** An item is taken in hand; the function returned says how it ended. */
    item(kind: string): (ok: boolean) => void;
    /** The jobs whose states `portal_jobs` shows, read at each scrape. */
    watch(jobs: Jobs): void;
  };
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const STORE_SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/**
 * prom-client hashes the label values on every observation; the few combinations a portal
 * meets are kept instead, so a request costs one string key and one map lookup.
 */
function byLabels<T extends { observe(v: number): void } | { inc(v?: number): void }>(
  make: (...values: string[]) => T,
): (...values: string[]) => T {
  const kept = new Map<string, T>();
  return (...values) => {
    const key = values.join('\u0000');
    let child = kept.get(key);
    if (!child) kept.set(key, (child = make(...values)));
    return child;
  };
}

function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Event-loop lag, heap, GC, handles, CPU: what a Node process is judged by.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Requests answered by the portal (static files aside), by route name',
    labelNames: ['route', 'method', 'status_class'],
    buckets: SECONDS,
    registers,
  });
  const upstreamCalls = new Histogram({
    name: 'portal_upstream_call_duration_seconds',
    help: "Calls to the courier's services, by service, endpoint (ids replaced) and outcome",
    labelNames: ['service', 'method', 'endpoint', 'outcome'],
    buckets: SECONDS,
    registers,
  });
  const cache = new Counter({
    name: 'portal_cache_lookups_total',
    help: 'Reference-data cache lookups, by list and result',
    labelNames: ['cache', 'result'],
    registers,
  });
  const store = new Histogram({
    name: 'portal_session_store_duration_seconds',
    help: 'Session store operations, by operation and outcome',
    labelNames: ['operation', 'outcome'],
    buckets: STORE_SECONDS,
    registers,
  });
  const refusals = new Counter({
    name: 'portal_rate_limit_refusals_total',
    help: 'Attempts refused by a rate limit, by limiter',
    labelNames: ['limiter'],
    registers,
  });
  const renderFallbacks = new Counter({
    name: 'portal_ssr_fallbacks_total',
    help: 'First loads sent without their server rendering, by reason (error, timeout) and page',
    labelNames: ['reason', 'component'],
    registers,
  });
  const jobsStarted = new Counter({
    name: 'portal_jobs_started_total',
    help: 'Background jobs queued by this process, by kind',
    labelNames: ['kind'],
    registers,
  });
  const jobItems = new Counter({
    name: 'portal_job_items_total',
    help: 'Background job items worked by this process, by kind and outcome (done, failed)',
    labelNames: ['kind', 'outcome'],
    registers,
  });
  const jobItemsActive = new Gauge({
    name: 'portal_job_items_active',
    help: 'Background job items in hand in this process',
    labelNames: ['kind'],
    registers,
  });

  let watched: Jobs | undefined;
  const jobStates = ['queued', 'active', 'done', 'failed'] as const;
  new Gauge({
    name: 'portal_jobs',
    help: 'Background jobs in the store by state (all processes; ended ones are kept a week)',
    labelNames: ['state'],
    registers,
    async collect() {
      const counts = await watched?.counts?.();
      if (!counts) return;
      for (const state of jobStates) this.set({ state }, counts[state]);
    },
  });

  const requestOf = byLabels((...v) => requests.labels(...v));
  const callOf = byLabels((...v) => upstreamCalls.labels(...v));
  const cacheOf = byLabels((...v) => cache.labels(...v));
  const storeOf = byLabels((...v) => store.labels(...v));

  return {
    registry,
    request(req, status, seconds, route) {
      requestOf(route ?? 'unnamed', req.method, statusClass(status)).observe(seconds);
    },
    upstream: {
      call(record) {
        const endpoint = endpointTemplate(record.path);
        callOf(record.service, record.method, endpoint, upstreamOutcome(record)).observe(
          record.seconds,
        );
      },
      cache(key, hit) {
        // Keys are `<list>:<parameters>`; the list is the label.
        const end = key.indexOf(':');
        cacheOf(end === -1 ? key : key.slice(0, end), hit ? 'hit' : 'miss').inc();
      },
    },
    store(operation) {
      const started = performance.now();
      return (failed) =>
        storeOf(operation, failed ? 'error' : 'ok').observe((performance.now() - started) / 1000);
    },
    refused(limiter) {
      refusals.labels(limiter).inc();
    },
    renderFallback(reason, component) {
      renderFallbacks.labels(reason, component).inc();
    },
    jobs: {
      started(kind) {
        jobsStarted.labels(kind).inc();
      },
      item(kind) {
        jobItemsActive.labels(kind).inc();
        return (ok) => {
          jobItemsActive.labels(kind).dec();
          jobItems.labels(kind, ok ? 'done' : 'failed').inc();
        };
      },
      watch(jobs) {
        watched = jobs;
      },
    },
  };
}
