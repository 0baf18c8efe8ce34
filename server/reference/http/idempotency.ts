import { createHash } from 'node:crypto';
import type { RequestHandler, Response, Router } from 'express';
import type { ServiceContext } from '../services/context';
import { userForToken } from '../store/access-tokens';
import {
  createKeyStore,
  KEY_LIFETIME_MS,
  MAX_KEY_LENGTH,
  type KeyStore,
} from '../store/idempotency-keys';
import { ok } from './envelope';
import { ApiError } from './errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer repeated from the key store, as Stripe does. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** Where a service declares that it keeps Idempotency-Keys (tests/contract/README.md). */
export const DECLARATION_PATH = '/extensions/idempotency-key';

/**
 * Declares the extension on a service that books: the portal sends a booking that got no
 * answer once more only to a service that says it keeps keys, since a provider without
 * them would book the repeat again.
 */
export function declareIdempotency(router: Router): void {
  router.get(DECLARATION_PATH, (_req, res) => {
    ok(res, { header: IDEMPOTENCY_HEADER, kept_hours: KEY_LIFETIME_MS / 3_600_000 });
  });
}

/**
 * Makes a booking route idempotent (a contract extension). A request with an
 * `Idempotency-Key` header whose key already holds a successful answer (same user, within
 * 24 hours) gets that answer again, with `Idempotent-Replayed: true`, and the route does
 * not run: nothing is booked twice. Otherwise the route runs and a success is kept.
 *
 * - Only successes are kept: a refusal (422, 403…) or an outage booked nothing, so the
 *   same key may be sent again once the request is corrected.
 * - The same key with another request (method, path or body) is refused with 422, as the
 *   IETF Idempotency-Key draft and Stripe do: the first answer would not describe it.
 * - The same key again while the first request still runs is refused with 409.
 * - Keys are scoped per user: another user's identical key is another key.
 * - `significant` names what of the body makes it the same request: a booking's quote id
 *   names the price agreed, not the booking, so the same booking sent again with a newer
 *   quote (a file imported twice) is the same booking, and its first answer, and price, stand.
 * - Without the header, or without a valid token (the route then answers code 100), the
 *   route runs as before.
 *
 * A route that books writes its answer under the key with `keepAnswer`, inside the
 * transaction that makes the booking: a process killed at any instant leaves both or
 * neither, so a retry after a crash replays the booking rather than making it again. A
 * success the route did not keep so is kept as it is sent.
 */
export function idempotent(
  ctx: ServiceContext,
  {
    keys = createKeyStore(ctx.db, ctx.now),
    significant = (body) => body,
  }: { keys?: KeyStore; significant?: (body: unknown) => unknown } = {},
): RequestHandler {
  const running = new Set<string>();
  return (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER)?.trim();
    if (key === undefined) return next();
    if (!key || key.length > MAX_KEY_LENGTH) {
      throw new ApiError(400, `The ${IDEMPOTENCY_HEADER} header must be 1 to 255 characters.`);
    }
    const token = req.get('access-token')?.trim();
    const user = token ? userForToken(ctx.db, token, ctx.now()) : undefined;
    if (!user) return next();

    const scope = `user:${user.id}`;
    const fingerprint = createHash('sha256')
      .update(`${req.method} ${req.path}\n${JSON.stringify(significant(req.body) ?? null)}`)
      .digest('hex');
    const kept = keys.find(scope, key);
    if (kept) {
      if (kept.fingerprint !== fingerprint) {
        // Shown to the user by the portal: the booking exists, with the first details.
        throw new ApiError(
          422,
          'This booking was already made with other details. Please check your list before booking again.',
        );
      }
      res.status(kept.status).set(REPLAYED_HEADER, 'true').type('application/json').send(kept.body);
      return;
    }
    const slot = `${scope}\n${key}`;
    if (running.has(slot)) {
      throw new ApiError(409, 'This booking is still being made. Please wait a moment.');
    }
    running.add(slot);
    // Free once the route has answered, not when the caller hangs up: a caller killed
    // mid-request leaves the booking running, and its retry must wait for it (409) and then
    // get its answer, not book again.
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      running.delete(slot);
      return end(...args);
    }) as typeof res.end;
    const pending: Pending = { scope, key, fingerprint, keys, kept: false };
    awaiting.set(res, pending);
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (!pending.kept && res.statusCode >= 200 && res.statusCode < 300) {
        keepNow(pending, res.statusCode, body);
      }
      running.delete(slot);
      return json(body);
    };
    next();
  };
}

interface Pending {
  scope: string;
  key: string;
  fingerprint: string;
  keys: KeyStore;
  kept: boolean;
}

/** The key of each answer still to be sent by an idempotent route. */
const awaiting = new WeakMap<Response, Pending>();

function keepNow(pending: Pending, status: number, body: unknown): void {
  const { scope, key, fingerprint, keys } = pending;
  keys.keep(scope, key, { fingerprint, status, body: JSON.stringify(body) });
  pending.kept = true;
}

/**
 * Keeps `body` as the 200 answer to this request's Idempotency-Key (none sent: nothing to
 * keep) and gives it back for the route to send once its transaction has committed. Called
 * inside that transaction, so the booking and its kept answer commit together.
 */
export function keepAnswer<T>(res: Response, body: T): T {
  const pending = awaiting.get(res);
  if (pending) keepNow(pending, 200, body);
  return body;
}
