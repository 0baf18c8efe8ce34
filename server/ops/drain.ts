import type { RequestHandler } from 'express';

/** Whether the process is on its way out: readiness and every answer read it. */
export interface Drain {
  readonly draining: boolean;
  start(): void;
}

export function createDrain(): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
}

/**
 * While draining, each answer closes its connection, so a keep-alive client opens its next
 * one elsewhere (to a process that stays) instead of meeting a socket closed under it.
 */
export function closeWhileDraining(drain: Drain): RequestHandler {
  return (_req, res, next) => {
    if (drain.draining) res.setHeader('Connection', 'close');
    next();
  };
}
