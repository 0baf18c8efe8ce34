import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { markAbuse } from './request-log';
import { toast } from './toast';
import { readCookie } from './cookies';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
/** The browser sent a session that no longer exists. */
export const CSRF_EXPIRED_MESSAGE = /*i18n*/ 'Your session has expired. Please try again.';
/** The session is alive but the form carried no token or an old one (another tab signed in). */
export const CSRF_STALE_MESSAGE = /*i18n*/ 'This form was out of date. Please try again.';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_COOKIE_PREFIX = 'portal_session=';

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A session with something in it is stored; an empty one never is. */
function holdsData(req: Request): boolean {
  if (!req.session) return false;
  for (const key in req.session) if (key !== 'cookie') return true;
  return false;
}

/**
 * What a token is bound to: the stored session when there is one, so a token from another
 * session (or from before sign-in) is refused; otherwise nothing, and the token is a pure
 * signed double-submit value, so an anonymous visit stores no session just to hold it.
 */
const bindingOf = (req: Request) => (holdsData(req) ? `session:${req.sessionID}` : 'anonymous');

function mac(secret: string, binding: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${binding}\n${nonce}`).digest('base64url');
}

function mint(secret: string, binding: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${mac(secret, binding, nonce)}`;
}

function verify(secret: string, binding: string, token: string): boolean {
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  return same(token.slice(dot + 1), mac(secret, binding, token.slice(0, dot)));
}

/** Tokens kept as already checked; past this many, the least recently used are forgotten. */
const VERIFIED_KEPT = 10_000;

/**
 * `verify` with the current secret, remembering the pairs that passed: a browser sends the
 * same token with every visit, and its HMAC needs computing once rather than per request.
 * Forgetting costs only a check again; a token never passes without having been checked.
 */
function verifiedOnce(secret: string): (binding: string, token: string) => boolean {
  const passed = new LRUCache<string, true>({ max: VERIFIED_KEPT });
  return (binding, token) => {
    const key = `${binding}\n${token}`;
    if (passed.get(key)) return true;
    if (!verify(secret, binding, token)) return false;
    passed.set(key, true);
    return true;
  };
}

/**
 * Runs `fn` right before the status line and headers go out, when the response's outcome
 * (signed in, signed out, session stored or not) is final.
 */
function beforeHeaders(res: Response, fn: () => void): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    res.writeHead = writeHead;
    fn();
    return writeHead.apply(this, args);
  } as Response['writeHead'];
}

/**
 * CSRF protection as the Inertia client expects it: a readable XSRF-TOKEN cookie that the
 * client copies into X-XSRF-TOKEN on every request, checked on every non-GET. The token is
 * signed with the session secret and bound to the session once one is stored; it is set at
 * most once per response, and only when the browser's copy no longer fits.
 *
 * A failed check goes back with a toast rather than an error response, which the client
 * would show in an overlay.
 */
export function csrf(secrets: string | string[]): RequestHandler {
  const [secret, ...previous] = typeof secrets === 'string' ? [secrets] : secrets;
  if (secret === undefined) throw new Error('csrf: no secret');
  // A token signed before a rotation is still taken; the answer then carries a new one.
  const verifyCurrent = verifiedOnce(secret);
  const verifyAny = (binding: string, token: string) =>
    verifyCurrent(binding, token) || previous.some((old) => verify(old, binding, token));
  return (req, res, next) => {
    const held = readCookie(req, CSRF_COOKIE);
    beforeHeaders(res, () => {
      const binding = bindingOf(req);
      if (held && verifyCurrent(binding, held)) return;
      res.cookie(CSRF_COOKIE, mint(secret, binding), {
        sameSite: 'lax',
        secure: req.secure,
        httpOnly: false,
        path: '/',
      });
    });
    if (SAFE.has(req.method)) return next();
    const sent = req.get(CSRF_HEADER) ?? '';
    if (sent && held && same(sent, held) && verifyAny(bindingOf(req), sent)) return next();
    const lostSession =
      !holdsData(req) && (req.headers.cookie ?? '').includes(SESSION_COOKIE_PREFIX);
    markAbuse(res, 'csrf');
    toast(req, lostSession ? CSRF_EXPIRED_MESSAGE : CSRF_STALE_MESSAGE, 'error');
    res.inertia.back();
  };
}
