import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { RequestHandler } from 'express';
import type { Registry } from 'prom-client';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * /metrics on the main port, for whoever shows the bearer token: the portal faces the
 * public there, and metrics name routes, load and failures.
 */
export function metricsRoute(registry: Registry, token: string): RequestHandler {
  const expected = digest(`Bearer ${token}`);
  return async (req, res) => {
    // Compared as digests: same length, and no timing tells how much of a guess was right.
    if (!timingSafeEqual(digest(req.get('authorization') ?? ''), expected)) {
      res.status(401).set('WWW-Authenticate', 'Bearer realm="metrics"').end();
      return;
    }
    res
      .set('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  };
}

/** /metrics alone on its own port (METRICS_PORT), bound to loopback unless told. */
export function startMetricsServer(
  registry: Registry,
  host: string,
  port: number,
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject).listen(port, host, () => resolve(server));
  });
}
