import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';

const ID = 'requestId';

/**
 * The id of the request a response answers; undefined before `requestContext` ran (static
 * files). Kept on the response rather than in an AsyncLocalStorage: on Node 20 the store's
 * promise hooks cost a visit about 5% of its CPU, and everything that needs the id reaches
 * the request anyway (deps(req) hands handlers clients and a logger that carry it).
 */
export function requestIdOf(res: Response): string | undefined {
  return res.locals[ID] as string | undefined;
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

/** Gives the request its id and answers it in X-Request-Id. */
export const requestContext: RequestHandler = (req, res, next) => {
  const id = fromTrustedProxy(req) ?? randomUUID();
  res.locals[ID] = id;
  res.setHeader('X-Request-Id', id);
  next();
};
