import type { Request } from 'express';
import 'express-session';
/** Messages by field name, one each: what `props.errors` holds (inside a bag when named). */
export type FieldErrors = Record<string, string>;

/** What one request leaves for the next page the user sees (it survives a redirect). */
interface Carried {
  flash?: Record<string, unknown>;
  errors?: { bag?: string; fields: FieldErrors };
  clearHistory?: boolean;
  preserveFragment?: boolean;
}

declare module 'express-session' {
  interface SessionData {
    inertia: Carried;
  }
}

/**
 * Without a session (a request that failed before it, or a test app without one) the
 * data is kept on the request, so it still reaches a page rendered by this request.
 */
const local = new WeakMap<Request, Carried>();

function carried(req: Request): Carried {
  if (req.session) return (req.session.inertia ??= {});
  let c = local.get(req);
  if (!c) local.set(req, (c = {}));
  return c;
}

/** Data for the page's top-level `flash`, shown once by the next page rendered. */
export function flash(req: Request, data: Record<string, unknown>): void {
  const c = carried(req);
  c.flash = { ...c.flash, ...data };
}

/** Flash data queued and not yet shown. */
export function pendingFlash(req: Request): Record<string, unknown> {
  return { ...carried(req).flash };
}

/** Validation errors for the next page, in `props.errors` (inside `bag` when named). */
export function withErrors(req: Request, fields: FieldErrors, bag?: string): void {
  carried(req).errors = bag ? { bag, fields } : { fields };
}

/** The browser drops its encrypted history on the next page (sign-out). */
export function clearHistory(req: Request): void {
  carried(req).clearHistory = true;
}

/**
 * The page the next redirect lands on keeps the #fragment of the URL the browser asked for
 * (a form posted from `/orders#items` lands on `#items` of the page it is sent to).
 */
export function preserveFragment(req: Request): void {
  carried(req).preserveFragment = true;
}

/** Take what was carried: called when a page is actually rendered. */
export function takeCarried(req: Request): Carried {
  if (req.session) {
    const c = req.session.inertia;
    if (c === undefined) return {};
    delete req.session.inertia;
    return c;
  }
  const c = local.get(req);
  if (c === undefined) return {};
  local.delete(req);
  return c;
}
