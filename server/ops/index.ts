import type { RequestHandler } from 'express';
import type { Drain } from './drain';
import type { Metrics } from './metrics';
import type { StoreObserver } from './store-observer';

export { closeWhileDraining, createDrain, type Drain } from './drain';
export type { Metrics } from './metrics';
export { requestContext, requestIdOf } from './request-context';

/**
 * What tracing adds to a portal once loaded (ops/tracing.ts). Only this type is imported
 * elsewhere: OpenTelemetry itself is loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
 */
export interface TracingHooks {
  /** One server span per request, named by its route. */
  middleware: RequestHandler;
  store: StoreObserver;
  /** Sends the spans still held, then stops. */
  shutdown(): Promise<void>;
}

/** The operational parts of a portal: what it measures, traces, and whether it drains. */
export interface Ops {
  metrics?: Metrics;
  tracing?: TracingHooks;
  drain?: Drain;
}
