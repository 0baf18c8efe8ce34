import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { isPartialReload, isPrefetch } from '../inertia';

/** How long a started call waits for the browser's follow-up request. */
export const HEAD_START_TTL_MS = 10_000;

/** The calls started, per portal app: each app its own, as each process has its own. */
const startedByApp = new WeakMap<object, LRUCache<string, Promise<unknown>>>();

function startedOf(req: Request): LRUCache<string, Promise<unknown>> {
  let started = startedByApp.get(req.app);
  if (!started) {
    started = new LRUCache({ max: 500, ttl: HEAD_START_TTL_MS });
    startedByApp.set(req.app, started);
  }
  return started;
}

/**
 * A head start for a deferred prop's upstream call. The browser asks for a page's deferred
 * props as soon as the page arrives; starting the call while the page itself is answered
 * and handing its result to that follow-up request saves the follow-up a wait of one call
 * to the provider. Returns what the deferred prop should call.
 *
 * Kept per process and per session, page address and `key`, for a few seconds: a
 * follow-up that finds nothing (answered by another process, too late, a second tab)
 * calls as usual. A hover prefetch starts nothing, since the visit may never come.
 */
export function headStart<T>(req: Request, key: string, call: () => Promise<T>): () => Promise<T> {
  const id = `${req.sessionID} ${req.originalUrl} ${key}`;
  const started = startedOf(req);
  if (!isPartialReload(req)) {
    if (isPrefetch(req)) return call;
    const early = call();
    // Nobody may ever take it: its failure must not go unhandled.
    early.catch(() => undefined);
    started.set(id, early);
    // A first load may send it itself (the adapter's firstLoadWaitMs): the same call.
    return () => early;
  }
  return () => {
    const early = started.get(id) as Promise<T> | undefined;
    started.delete(id);
    return early ?? call();
  };
}
