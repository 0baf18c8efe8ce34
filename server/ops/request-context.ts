import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';

interface RequestContext {
  id: string;
}

// One store for the process: log lines, upstream calls and the error page read the id of
// the request they run for without every handler passing it along.
const storage = new AsyncLocalStorage<RequestContext>();

/** The id of the request this code runs for; undefined outside one (jobs, start-up). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.id;
}

/**
 * What a proxy may hand on: the usual UUIDs and trace ids, nothing that could break a log
 * line or a header (no spaces, quotes or control characters), and not too long.
 */
const VALID_ID = /^[A-Za-z0-9][A-Za-z0-9._:@+=/-]{0,127}$/;

export function isValidRequestId(value: unknown): value is string {
  return typeof value === 'string' && VALID_ID.test(value);
}

/**
 * A client could choose its own id to muddle the logs, so an id sent is kept only when the
 * peer is a proxy the portal trusts (TRUST_PROXY); any other request gets a new one.
 */
function fromTrustedProxy(req: Request): string | undefined {
  const sent = req.headers[REQUEST_ID_HEADER];
  if (!isValidRequestId(sent)) return undefined;
  const trust = req.app.get('trust proxy fn') as ((addr: string, i: number) => boolean) | undefined;
  const peer = req.socket.remoteAddress;
  return trust && peer && trust(peer, 0) ? sent : undefined;
}

/** Gives the request its id, answers it in X-Request-Id, and runs the rest under it. */
export const requestContext: RequestHandler = (req, res, next) => {
  const id = fromTrustedProxy(req) ?? randomUUID();
  res.setHeader('X-Request-Id', id);
  storage.run({ id }, next);
};
