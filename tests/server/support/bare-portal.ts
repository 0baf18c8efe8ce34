import session from 'express-session';
import type { Express } from 'express';
import { createApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createSession } from '../../../server/http/session';
import { createLogger, type Logger } from '../../../server/log';
import { createUpstream, type Upstream } from '../../../server/upstream';
import { testAssets } from './portal';

export interface BarePortal {
  app: Express;
  store: session.Store;
  upstream: Upstream;
  close(): Promise<void>;
}

/** Where each of the provider's services answers. */
export interface ServiceUrls {
  main: string;
  auth: string;
  pickup: string;
}

/**
 * The portal with a chosen session store and services at `upstreamUrl` (by default an
 * address nothing answers on: for requests that never reach the services).
 */
export async function barePortal(
  options: {
    store?: session.Store;
    upstreamUrl?: string | ServiceUrls;
    timeoutMs?: number;
    env?: Record<string, string>;
    logger?: Logger;
  } = {},
): Promise<BarePortal> {
  const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), ...options.env });
  const logger = options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const url = options.upstreamUrl ?? 'http://127.0.0.1:9';
  const urls = typeof url === 'string' ? { main: url, auth: url, pickup: url } : url;
  const upstream = createUpstream({
    mainUrl: urls.main,
    authUrl: urls.auth,
    pickupUrl: urls.pickup,
    connectTimeoutMs: 500,
    timeoutMs: options.timeoutMs ?? 2000,
    logger,
  });
  const store = options.store ?? new session.MemoryStore();
  const setup = await createSession(config, logger, store);
  const app = createApp({
    config,
    logger,
    upstream,
    session: setup,
    assets: testAssets,
    root: process.cwd(),
  });
  return {
    app,
    store,
    upstream,
    async close() {
      await upstream.close();
      await setup.close();
    },
  };
}
