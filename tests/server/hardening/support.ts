import session from 'express-session';
import type { Express } from 'express';
import { createApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createSession } from '../../../server/http/session';
import { createLogger, type Logger } from '../../../server/log';
import { createUpstream, type Upstream } from '../../../server/upstream';
import { testAssets } from '../support/portal';

export interface BarePortal {
  app: Express;
  store: session.Store;
  upstream: Upstream;
  close(): Promise<void>;
}

/**
 * The portal with a chosen session store and services at `upstreamUrl` (by default an
 * address nothing answers on: for requests that never reach the services).
 */
export async function barePortal(
  options: {
    store?: session.Store;
    upstreamUrl?: string;
    env?: Record<string, string>;
    logger?: Logger;
  } = {},
): Promise<BarePortal> {
  const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), ...options.env });
  const logger = options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const url = options.upstreamUrl ?? 'http://127.0.0.1:9';
  const upstream = createUpstream({
    mainUrl: url,
    authUrl: url,
    pickupUrl: url,
    connectTimeoutMs: 500,
    timeoutMs: 2000,
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

/** The Set-Cookie lines of a response for one cookie name. */
export function setCookies(headers: Record<string, unknown>, name: string): string[] {
  return ([] as string[])
    .concat((headers['set-cookie'] as string[] | string | undefined) ?? [])
    .filter((line) => line.startsWith(`${name}=`));
}
