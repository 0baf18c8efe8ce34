import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { toast } from './toast';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
export const CSRF_EXPIRED_MESSAGE = 'Your session has expired. Please try again.';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A new token for this session, also given to the browser as the XSRF-TOKEN cookie. */
export function issueCsrfToken(req: Request, res: Response): string {
  req.session.csrfToken ??= randomBytes(32).toString('base64url');
  res.cookie(CSRF_COOKIE, req.session.csrfToken, {
    sameSite: 'lax',
    secure: req.secure,
    httpOnly: false,
    path: '/',
  });
  return req.session.csrfToken;
}

/**
 * Double-submit CSRF check bound to the session: the token lives in the session and in a
 * readable XSRF-TOKEN cookie, which the Inertia client copies into X-XSRF-TOKEN on every
 * request. A mismatch (usually an expired session) goes back with a toast rather than
 * an error response, which the client would show in an overlay.
 */
export function csrf(): RequestHandler {
  return (req, res, next) => {
    const token = issueCsrfToken(req, res);
    if (SAFE.has(req.method)) return next();
    const sent = req.get(CSRF_HEADER) ?? '';
    if (sent && same(sent, token)) return next();
    toast(req, CSRF_EXPIRED_MESSAGE, 'error');
    res.inertia.back();
  };
}
