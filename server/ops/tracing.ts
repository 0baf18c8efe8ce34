/**
 * OpenTelemetry, loaded only through a dynamic import when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set (main.ts): a portal without it loads none of these packages.
 */
import { SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import type { RequestHandler } from 'express';
import type { TracingHooks } from '.';
import { routeName } from './route-name';
import type { StoreObserver } from './store-observer';

export interface TracingSettings {
  /** The OTLP/HTTP base URL; traces go to `<endpoint>/v1/traces`. */
  endpoint?: string;
  serviceName: string;
  /** Instead of the OTLP exporter (the tests' in-memory one). */
  processors?: SpanProcessor[];
}

export function startTracing(settings: TracingSettings): TracingHooks {
  const processors = settings.processors ?? [
    new BatchSpanProcessor(
      new OTLPTraceExporter({ url: `${settings.endpoint?.replace(/\/+$/, '')}/v1/traces` }),
    ),
  ];
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors: processors,
  });
  // The async-hooks context (so the upstream calls find the request's span) and W3C
  // trace-context headers, in and out.
  provider.register();
  // undici reports its requests on diagnostics channels, which plain http instrumentation
  // never sees: this is what makes the upstream calls spans, with traceparent sent on.
  const undici = new UndiciInstrumentation();
  registerInstrumentations({ instrumentations: [undici], tracerProvider: provider });
  const tracer = provider.getTracer('courier-portal');

  /**
   * The request's span, named by its route (`shipments`, `create-shipment.store`), so a
   * trace view groups visits of a screen however its ids differ; a request that no named
   * route answered is `<METHOD> unnamed`.
   */
  const middleware: RequestHandler = (req, res, next) => {
    const parent = propagation.extract(context.active(), req.headers);
    const span = tracer.startSpan(
      `${req.method} unnamed`,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': req.method, 'url.path': req.path },
      },
      parent,
    );
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const route = routeName(req);
      if (route) span.updateName(route).setAttribute('http.route', route);
      const status = res.headersSent ? res.statusCode : 499;
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    };
    res.once('finish', end);
    res.once('close', end);
    context.with(trace.setSpan(parent, span), next);
  };

  const store: StoreObserver = (operation) => {
    const span = tracer.startSpan(`session-store ${operation}`, { kind: SpanKind.CLIENT });
    return (failed) => {
      if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    };
  };

  return {
    middleware,
    store,
    async shutdown() {
      undici.disable();
      await provider.shutdown();
    },
  };
}
