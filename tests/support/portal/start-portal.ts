import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import session from 'express-session';
import type { Express } from 'express';
import { createApp } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import type { Assets } from '../../../server/http/assets';
import { createSession } from '../../../server/http/session';
import { createLogger } from '../../../server/log';
import { startReferenceServices, type ReferenceServices } from '../../../server/reference';
import { createUpstream, type Upstream } from '../../../server/upstream';

export const TEST_VERSION = 'test-version';

/** Stand-in for the Vite build: the same template contract, no files needed. */
export const testAssets: Assets = {
  version: TEST_VERSION,
  html: async (page) =>
    `<!doctype html><html><head></head><body>${page}<div id="app"></div></body></html>`,
  middleware: [],
};

export interface TestPortal {
  app: Express;
  config: Config;
  upstream: Upstream;
  services: ReferenceServices;
  close(): Promise<void>;
}

/**
 * The whole portal in-process against the embedded reference services on a throw-away
 * database; sessions in memory. One per test file (start-up seeds a database).
 */
export async function startTestPortal(env: Record<string, string> = {}): Promise<TestPortal> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  // TEST_LOG_LEVEL=error shows what a failing test's server did.
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const services = await startReferenceServices({
    dbFile: join(dir, 'reference.sqlite'),
    simulator: false,
    log: () => {},
  });
  const upstream = createUpstream({
    mainUrl: services.urls.main,
    authUrl: services.urls.auth,
    pickupUrl: services.urls.pickup,
    connectTimeoutMs: 2000,
    timeoutMs: 10000,
    logger,
  });
  const sessionSetup = await createSession(config, logger, new session.MemoryStore());
  const app = createApp({
    config,
    logger,
    upstream,
    session: sessionSetup,
    assets: testAssets,
    root: process.cwd(),
  });
  return {
    app,
    config,
    upstream,
    services,
    async close() {
      await upstream.close();
      await services.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
