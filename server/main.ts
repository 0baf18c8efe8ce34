import { createServer } from 'node:http';
import { ConfigError, configWarnings, loadConfig, type Config } from './config';
import { builtAssets, devAssets, type Assets } from './http/assets';
import { devOutbox } from './http/dev-outbox';
import { gracefulShutdown } from './http/shutdown';
import { createSession } from './http/session';
import {
  builtRenderModule,
  inProcessRenderer,
  remoteRenderer,
  type RenderModuleLoader,
} from './http/ssr';
import { createLogger, type Logger } from './log';
import { createApp } from './app';
import { createJobs } from './jobs';
import { jobKinds } from './job-kinds';
import { createDrain, type TracingHooks } from './ops';
import { observedJobs, observedKinds } from './ops/jobs-observer';
import { startMetricsServer } from './ops/metrics-endpoint';
import type { Metrics } from './ops/metrics';
import { createUpstream } from './upstream';

const root = process.cwd();
const dev = process.argv.includes('--dev');

interface LoadedAssets {
  assets: Assets;
  /** The module that renders pages on the server: the build's, or Vite's from source. */
  renderModule: RenderModuleLoader;
  close: () => Promise<void>;
}

async function loadAssets(): Promise<LoadedAssets> {
  if (!dev) {
    return {
      assets: builtAssets(root),
      renderModule: builtRenderModule(root),
      close: async () => {},
    };
  }
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({ root, server: { middlewareMode: true }, appType: 'custom' });
  return {
    assets: devAssets(root, vite),
    renderModule: () =>
      vite.ssrLoadModule('/resources/js/ssr.tsx') as ReturnType<RenderModuleLoader>,
    close: () => vite.close(),
  };
}

/** Server rendering as configured; its module is loaded at start-up, not on the first visit. */
async function pageRenderer(
  config: Config,
  logger: Logger,
  load: RenderModuleLoader,
  metrics: Metrics | undefined,
) {
  if (!config.ssr) return undefined;
  const options = {
    logger,
    deadlineMs: config.ssr.deadlineMs,
    onFallback: metrics?.renderFallback,
  };
  if (config.ssr.url) return remoteRenderer(config.ssr.url, options);
  try {
    await load();
  } catch (err) {
    logger.error({ err }, 'server rendering is off: its module did not load (npm run build)');
    return undefined;
  }
  return inProcessRenderer(load, options);
}

async function upstreamUrls(config: Config, logger: Logger) {
  if (config.upstream.kind === 'remote') return { urls: config.upstream, close: async () => {} };
  // Loaded only when embedded: the services' geo data, PDF and barcode libraries are most of
  // a process's memory, and a portal in front of a real provider never needs them.
  const { startEmbeddedServices } = await import('./reference/embedded');
  const services = await startEmbeddedServices({
    dbFile: config.upstream.dbFile,
    simulator: config.upstream.simulator,
    production: config.env === 'production',
    portalUrl: config.appUrl ?? `http://localhost:${config.port}`,
    log: (line) => logger.info({ service: 'reference' }, line),
  });
  logger.info({ urls: services.urls }, 'reference services started');
  return {
    urls: {
      mainUrl: services.urls.main,
      authUrl: services.urls.auth,
      pickupUrl: services.urls.pickup,
    },
    close: () => services.close(),
  };
}

/** OpenTelemetry only when asked for: without an endpoint none of it is loaded. */
async function startTracing(config: Config, logger: Logger): Promise<TracingHooks | undefined> {
  if (!config.tracing) return undefined;
  const { startTracing: start } = await import('./ops/tracing');
  logger.info({ endpoint: config.tracing.endpoint }, 'sending traces');
  return start(config.tracing);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel, { pretty: config.env === 'development' });
  for (const warning of configWarnings(config)) logger.warn(warning);
  const tracing = await startTracing(config, logger);
  // prom-client too is loaded only when the metrics can be read.
  const metrics = config.metrics ? (await import('./ops/metrics')).createMetrics() : undefined;
  const drain = createDrain();
  const reference = await upstreamUrls(config, logger);
  const upstream = createUpstream({
    ...reference.urls,
    connectTimeoutMs: config.upstreamConnectTimeoutMs,
    timeoutMs: config.upstreamTimeoutMs,
    optionalTimeoutMs: config.upstreamOptionalTimeoutMs,
    logger,
    observer: metrics?.upstream,
  });
  const session = await createSession(config, logger);
  const { assets, renderModule, close: closeAssets } = await loadAssets();
  const ssr = await pageRenderer(config, logger, renderModule, metrics);
  const extra =
    config.env !== 'production' && config.upstream.kind === 'embedded'
      ? devOutbox(reference.urls.mainUrl)
      : undefined;
  const kinds = jobKinds(upstream, config.jobs);
  const created = await createJobs(
    config,
    metrics ? observedKinds(kinds, metrics.jobs) : kinds,
    logger,
  );
  const jobs = metrics ? observedJobs(created, metrics.jobs) : created;
  metrics?.jobs.watch(jobs);
  await jobs.resume();
  const ops = { metrics, tracing, drain };
  const app = createApp({ config, logger, upstream, session, assets, root, extra, jobs, ssr, ops });
  const server = createServer(app);
  server.keepAliveTimeout = 65_000;
  server.listen(config.port, config.host, () => {
    logger.info(`portal listening on http://localhost:${config.port}`);
  });
  const metricsServer =
    metrics && config.metrics?.port
      ? await startMetricsServer(metrics.registry, config.metrics.host, config.metrics.port)
      : undefined;
  if (metricsServer) {
    logger.info(`metrics on http://${config.metrics?.host}:${config.metrics?.port}/metrics`);
  }
  const stop = gracefulShutdown(server, logger, {
    drain,
    delayMs: config.shutdown.delayMs,
    graceMs: config.shutdown.graceMs,
    release: [
      closeAssets,
      // Jobs first: the item in hand finishes while the services it calls are still up.
      () => jobs.close(),
      () => upstream.close(),
      session.close,
      reference.close,
      async () => void metricsServer?.close(),
      // Last: the spans of the drain itself go out too.
      async () => tracing?.shutdown(),
    ],
  });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

void main();
