import type { Server } from 'node:http';
import type { Logger } from '../log';

export interface ShutdownOptions {
  /** Released in order once the last request has finished (pools, stores, services). */
  release: Array<() => Promise<void>>;
  /** Requests still running after this are cut off. */
  graceMs?: number;
  exit?: (code: number) => void;
}

/**
 * Stop taking connections, let requests in flight finish, then release everything and
 * exit. Idle keep-alive connections are closed at once so they do not hold the process.
 * Returns the function the signal handlers call (exposed for tests).
 */
export function gracefulShutdown(server: Server, logger: Logger, options: ShutdownOptions) {
  const { release, graceMs = 10_000, exit = (code) => process.exit(code) } = options;
  let stopping = false;
  return (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => server.closeAllConnections(), graceMs).unref();
    server.close(async () => {
      clearTimeout(force);
      for (const close of release) await close().catch((err: unknown) => logger.error({ err }));
      exit(0);
    });
    server.closeIdleConnections();
  };
}
