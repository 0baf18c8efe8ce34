import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { renderError } from './errors';
import { markAbuse } from './request-log';

/** The largest form body accepted (JSON or URL-encoded); the biggest real form is a few KB. */
export const BODY_LIMIT = '1mb';

/**
 * The parsers' own failures carry a 4xx status (http-errors); anything else reaching the
 * handler right behind them (a store outage in the session step) is not the client's.
 */
function bodyFailure(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { status } = err as { status?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * Form bodies, read after the session and the Inertia adapter so that a body that cannot
 * be read (bad JSON, `null`, an unknown charset or Content-Encoding, too large) still gets
 * an answer the client shows as a page: the error page with a 4xx status (400, 413 or
 * 415) that puts the fault on the request, never a bare error the client would show in
 * an overlay.
 */
export function formBodies(): Array<RequestHandler | ErrorRequestHandler> {
  const unreadable: ErrorRequestHandler = async (err, _req, res, next) => {
    const status = bodyFailure(err);
    if (status === undefined) return next(err);
    markAbuse(res, 'body');
    await renderError(res, status);
  };
  const json = express.json({ limit: BODY_LIMIT });
  const urlencoded = express.urlencoded({ extended: false, limit: BODY_LIMIT });
  // A visit (GET or HEAD) brings no form: the parsers are not asked to look for one.
  const read: RequestHandler = (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    json(req, res, (err?: unknown) => (err ? next(err) : urlencoded(req, res, next)));
  };
  return [read, unreadable];
}
