import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../log';
import type { Drain } from '../ops/drain';

export interface ShutdownOptions {
  /** Released in order once the last request has finished (jobs, pools, stores, services). */
  release: Array<() => Promise<void>>;
  /** Turned on at once, so /readyz answers 503 while the process still serves. */
  drain?: Drain;
  /** How long the process keeps serving after the signal, for the load balancer to notice. */
  delayMs?: number;
  /**
   * How long requests in flight and the job step in hand are waited for, from the moment
   * the process stops listening; connections still open after it are cut.
   */
  graceMs?: number;
  exit?: (code: number) => void;
}

/** Idle keep-alive connections are closed this often while requests finish. */
const IDLE_SWEEP_MS = 100;

/**
 * On a signal: readiness turns 503 at once and the process keeps serving for `delayMs`,
 * so the load balancer takes it out before it stops listening. Then it stops taking
 * connections, lets requests in flight finish (each answer closes its connection, and idle
 * keep-alive connections are closed as they appear), releases everything in order (the
 * job step in hand finishes first), and exits 0. After `graceMs` what is left is cut off.
 * Returns the function the signal handlers call (exposed for tests).
 */
export function gracefulShutdown(server: Server, logger: Logger, options: ShutdownOptions) {
  const {
    release,
    drain,
    delayMs = 0,
    graceMs = 10_000,
    exit = (code) => process.exit(code),
  } = options;
  let stopping = false;

  async function stop(signal: string): Promise<void> {
    drain?.start();
    logger.info({ signal, delayMs, graceMs }, 'draining: readiness is 503');
    if (delayMs > 0) await sleep(delayMs);
    logger.info('no longer accepting connections; finishing requests in flight');
    const deadline = Date.now() + graceMs;
    const force = setTimeout(() => server.closeAllConnections(), graceMs).unref();
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(force);
    clearInterval(sweep);
    for (const close of release) {
      const left = Math.max(deadline - Date.now(), 1000);
      // A release that hangs (a store that never answers) must not keep the process alive.
      const late = sleep(left, undefined, { ref: false }).then(() => {
        throw new Error(`not released within ${left} ms`);
      });
      await Promise.race([close(), late]).catch((err: unknown) => logger.error({ err }));
    }
    logger.info('drained');
    exit(0);
  }

  return (signal: string) => {
    if (stopping) return;
    stopping = true;
    void stop(signal);
  };
}
