import { SpanKind } from '@opentelemetry/api';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TracingHooks } from '../../../server/ops';
import { startTracing } from '../../../server/ops/tracing';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

/** Spans are kept in memory instead of sent to a collector. */
const exporter = new InMemorySpanExporter();
let tracing: TracingHooks;
let portal: Portal;
let user: InertiaBrowser;

beforeAll(async () => {
  tracing = startTracing({
    serviceName: 'portal-test',
    processors: [new SimpleSpanProcessor(exporter)],
  });
  portal = await startPortal({
    fake: 'main',
    ops: { tracing },
    record: (req) => `${req.method} ${req.path} ${req.get('traceparent') ?? '-'}`,
  });
  user = await signedIn(portal.app);
  await user.loadDeferred();
});
afterAll(async () => {
  await portal?.close();
  await tracing?.shutdown();
});

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

/** One visit's spans: its server span and everything under it. */
async function visitSpans(headers: Record<string, string> = {}) {
  exporter.reset();
  portal.calls.length = 0;
  await user.visit('shipments', { headers });
  // The server span ends when the answer is finished, just after the client has it.
  await new Promise((r) => setTimeout(r, 50));
  const spans = exporter.getFinishedSpans();
  const server = spans.find((s) => s.kind === SpanKind.SERVER && s.name === 'shipments');
  expect(server, `spans: ${spans.map((s) => s.name).join(', ')}`).toBeDefined();
  const traceId = server!.spanContext().traceId;
  const children = spans.filter(
    (s) => s.spanContext().traceId === traceId && parentOf(s) === server!.spanContext().spanId,
  );
  return { server: server!, children };
}

describe('tracing (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('names the request span by its route, with its status', async () => {
    const { server } = await visitSpans();
    expect(server.attributes['http.route']).toBe('shipments');
    expect(server.attributes['http.request.method']).toBe('GET');
    expect(server.attributes['http.response.status_code']).toBe(200);
  });

  it("puts the session store's operations and the undici upstream calls under it", async () => {
    const { server, children } = await visitSpans();
    expect(children.map((s) => s.name)).toContain('session-store get');
    const upstream = children.filter((s) => s.kind === SpanKind.CLIENT && s.attributes['url.full']);
    expect(upstream.length).toBeGreaterThan(0);
    expect(upstream.map((s) => String(s.attributes['url.full']))).toContainEqual(
      expect.stringMatching(/\/user\/clients\/\d+\/shipments/),
    );
    for (const span of upstream) {
      expect(span.attributes['http.response.status_code']).toBe(200);
    }
    // The provider is told the trace: it can join its own spans to it.
    const traceId = server.spanContext().traceId;
    const sent = portal.calls.filter((c) => c.startsWith('GET '));
    expect(sent.length).toBeGreaterThan(0);
    for (const call of sent) expect(call).toMatch(new RegExp(` 00-${traceId}-[0-9a-f]{16}-01$`));
  });

  it('joins the trace a proxy in front started (traceparent)', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const { server } = await visitSpans({ traceparent: `00-${traceId}-00f067aa0ba902b7-01` });
    expect(server.spanContext().traceId).toBe(traceId);
    expect(parentOf(server)).toBe('00f067aa0ba902b7');
  });
});
