import { performance } from 'node:perf_hooks';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from '../log';
import { requestIdOf } from '../ops/request-context';
import { routeName } from '../ops/route-name';

/** Why a request was refused as likely abuse, for the request log. */
export type AbuseKind = 'csrf' | 'body' | 'rate-limit';

export type RequestLogLevel = 'info' | 'warn' | 'error';

const ABUSE = 'log:abuse';
const FAULT = 'log:fault';

/** Marks a refused request (often answered by a redirect) so it is logged as a warning. */
export function markAbuse(res: Response, kind: AbuseKind): void {
  res.locals[ABUSE] = kind;
}

/** Hands the error behind a failed request to its log line (one line, with the stack). */
export function recordFault(res: Response, err: unknown): void {
  res.locals[FAULT] = err;
}

/** 4xx statuses that say the client misbehaved rather than a person mistyped. */
const ABUSIVE_STATUS = new Set([400, 413, 415, 429, 431]);

/**
 * The level of a request's log line: faults (every 5xx) at error, refusals that point at a
 * misbehaving client at warn, everything else (404s and ordinary validation included) at
 * info.
 */
export function requestLogLevel(status: number, abuse?: AbuseKind): RequestLogLevel {
  if (status >= 500) return 'error';
  if (abuse || ABUSIVE_STATUS.has(status)) return 'warn';
  return 'info';
}

/** Told of every finished request (the metrics), from the same measurement as the log. */
export type RequestObserver = (
  req: Request,
  status: number,
  seconds: number,
  route: string | undefined,
) => void;

/**
 * One line per request when its answer is finished (or the client went away): method,
 * path (no query string: it may hold an e-mail), route name, status and time taken.
 */
export function requestLog(logger: Logger, observe?: RequestObserver): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const reqId = requestIdOf(res);
    const path = req.path;
    let done = false;
    const write = () => {
      if (done) return;
      done = true;
      const status = res.headersSent ? res.statusCode : 499;
      const abuse = res.locals[ABUSE] as AbuseKind | undefined;
      const err = res.locals[FAULT] as unknown;
      const elapsed = performance.now() - started;
      const ms = Math.round(elapsed * 10) / 10;
      const route = routeName(req);
      observe?.(req, status, elapsed / 1000, route);
      const level = requestLogLevel(status, abuse);
      // A production portal logs at info, a loaded test one at error: no line to build then.
      if (!logger.isLevelEnabled(level)) return;
      const request = { method: req.method, path, route, status, ms, ...(abuse && { abuse }) };
      const message =
        `${req.method} ${path} ${status} ${ms}ms` +
        (route ? ` (${route})` : '') +
        (abuse ? ` refused: ${abuse}` : '');
      logger[level](
        level === 'error' && err ? { reqId, request, err } : { reqId, request },
        message,
      );
    };
    res.on('finish', write);
    res.on('close', write);
    next();
  };
}
