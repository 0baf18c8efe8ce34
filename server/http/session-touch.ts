import type { Request } from 'express';
import type session from 'express-session';

/** A signed-in visit renews the stored expiry at most this often. */
export const TOUCH_EVERY_MS = 60_000;

const LOADED_EXPIRY = Symbol('session expiry when loaded');

type Touchable = { cookie?: { expires?: Date | string | null }; [LOADED_EXPIRY]?: number };

const time = (value: Date | string | null | undefined) =>
  value ? new Date(value).getTime() : undefined;

/**
 * Notes the expiry the store held when the session was read (hidden from the stored
 * data), so `throttleTouch` can tell how long ago the store last renewed it.
 */
export function rememberLoadedExpiry(req: Request): void {
  const sess = req.session as (session.Session & Touchable) | undefined;
  const loaded = time(sess?.cookie?.expires);
  if (sess && loaded !== undefined && !(LOADED_EXPIRY in sess)) {
    Object.defineProperty(sess, LOADED_EXPIRY, { value: loaded, enumerable: false });
  }
}

/**
 * Sessions roll (each visit pushes the expiry out), and express-session asks the store to
 * renew the expiry on every request. Renewing it once a minute is as good for a 12-hour
 * lifetime and spares the store a write per page view.
 */
export function throttleTouch<S extends session.Store>(store: S, everyMs = TOUCH_EVERY_MS): S {
  const touch = store.touch?.bind(store);
  if (!touch) return store;
  store.touch = (sid, sess, callback) => {
    const loaded = (sess as Touchable)[LOADED_EXPIRY];
    const wanted = time(sess.cookie?.expires);
    if (loaded !== undefined && wanted !== undefined && wanted - loaded < everyMs) {
      callback?.();
      return;
    }
    touch(sid, sess, callback);
  };
  return store;
}
