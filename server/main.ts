import { createServer } from 'node:http';
import { ConfigError, configWarnings, loadConfig, type Config } from './config';
import { builtAssets, devAssets, type Assets } from './http/assets';
import { devOutbox } from './http/dev-outbox';
import { gracefulShutdown } from './http/shutdown';
import { createSession } from './http/session';
import { createLogger, type Logger } from './log';
import { createApp } from './app';
import { createJobs } from './jobs';
import { jobKinds } from './job-kinds';
import { createUpstream } from './upstream';

const root = process.cwd();
const dev = process.argv.includes('--dev');

async function loadAssets(): Promise<{ assets: Assets; close: () => Promise<void> }> {
  if (!dev) return { assets: builtAssets(root), close: async () => {} };
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({ root, server: { middlewareMode: true }, appType: 'custom' });
  return { assets: devAssets(root, vite), close: () => vite.close() };
}

async function upstreamUrls(config: Config, logger: Logger) {
  if (config.upstream.kind === 'remote') return { urls: config.upstream, close: async () => {} };
  // Loaded only when embedded: the services' geo data, PDF and barcode libraries are most of
  // a process's memory, and a portal in front of a real provider never needs them.
  const { startReferenceServices } = await import('./reference');
  const services = await startReferenceServices({
    dbFile: config.upstream.dbFile,
    simulator: config.upstream.simulator,
    production: config.env === 'production',
    portalUrl: config.appUrl ?? `http://localhost:${config.port}`,
    log: (line) => logger.info({ service: 'reference' }, line),
  });
  logger.info({ urls: services.urls }, 'reference services started in-process');
  return {
    urls: {
      mainUrl: services.urls.main,
      authUrl: services.urls.auth,
      pickupUrl: services.urls.pickup,
    },
    close: () => services.close(),
  };
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
  const reference = await upstreamUrls(config, logger);
  const upstream = createUpstream({
    ...reference.urls,
    connectTimeoutMs: config.upstreamConnectTimeoutMs,
    timeoutMs: config.upstreamTimeoutMs,
    optionalTimeoutMs: config.upstreamOptionalTimeoutMs,
    logger,
  });
  const session = await createSession(config, logger);
  const { assets, close: closeAssets } = await loadAssets();
  const extra =
    config.env !== 'production' && config.upstream.kind === 'embedded'
      ? devOutbox(reference.urls.mainUrl)
      : undefined;
  const jobs = await createJobs(config, jobKinds(upstream, config.jobs), logger);
  await jobs.resume();
  const app = createApp({ config, logger, upstream, session, assets, root, extra, jobs });
  const server = createServer(app);
  server.keepAliveTimeout = 65_000;
  server.listen(config.port, config.host, () => {
    logger.info(`portal listening on http://localhost:${config.port}`);
  });
  const stop = gracefulShutdown(server, logger, {
    release: [
      closeAssets,
      // Jobs first: the item in hand finishes while the services it calls are still up.
      () => jobs.close(),
      () => upstream.close(),
      session.close,
      reference.close,
    ],
  });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

void main();
