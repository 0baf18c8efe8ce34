import session, { type SessionData } from 'express-session';
import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '../config';
import { messages } from '../../shared/messages';
import type { Logger } from '../log';
import { clearHistory } from '../inertia';
import { urlFor } from '../routing/url';
import { credentialMarks, type CredentialMarks } from './credentials';
import type { LimiterBackend } from './rate-limit';
import { sessionSecrets } from './session-secret';
import { rememberLoadedExpiry, throttleTouch } from './session-touch';
import { memorySideStore, redisSideStore, sqliteSideStore, type SideStore } from './side-store';
import { SqliteSessionStore } from './sqlite-session-store';
import { toast } from './toast';
import './session-data';

export const SESSION_COOKIE = 'portal_session';

export interface SessionSetup {
  middleware: RequestHandler;
  /** Signs the session cookie; also signs CSRF tokens. */
  secret: string;
  /** `secret` first, then the one before a rotation: cookies signed with either verify. */
  secrets: string[];
  store: session.Store;
  /** The same store's backend, for rate-limit counters. */
  limiterBackend: LimiterBackend;
  /** Short-lived values in the same backend (import previews, credential marks). */
  side: SideStore;
  /** Password changes, which end the user's other sessions (checked by `middleware`). */
  credentials: CredentialMarks;
  close(): Promise<void>;
}

/**
 * Sessions live in Redis when REDIS_URL is set (several processes share them), else in
 * a SQLite file (they survive a restart of a single process).
 */
const memorySides = new WeakMap<session.Store, SideStore>();

function memorySideOf(store: session.Store | undefined): SideStore {
  if (!store) return memorySideStore();
  let side = memorySides.get(store);
  if (!side) memorySides.set(store, (side = memorySideStore()));
  return side;
}

export async function createSession(
  config: Config,
  logger: Logger,
  store?: session.Store,
): Promise<SessionSetup> {
  let close = async () => {};
  let limiterBackend: LimiterBackend = { kind: 'memory' };
  // A store handed in (tests) keeps the side values with it: in its own SQLite file, or in
  // memory shared by every portal given the same store, as the sessions are.
  let side: SideStore =
    store instanceof SqliteSessionStore ? sqliteSideStore(store.db) : memorySideOf(store);
  if (!store) {
    if (config.redisUrl) {
      // Loaded only when used: the Redis client weighs ~30 MB of a process that has no use for it.
      const [{ createClient }, { RedisStore }] = await Promise.all([
        import('redis'),
        import('connect-redis'),
      ]);
      const client = createClient({ url: config.redisUrl });
      client.on('error', (err: Error) => logger.error({ err }, 'redis session store error'));
      await client.connect();
      store = new RedisStore({ client, prefix: 'portal:sess:', ttl: config.sessionTtlMs / 1000 });
      limiterBackend = { kind: 'redis', client };
      side = redisSideStore(client);
      close = async () => void (await client.quit());
    } else {
      const sqlite = new SqliteSessionStore(config.sessionDb, config.sessionTtlMs);
      store = sqlite;
      limiterBackend = { kind: 'sqlite', db: sqlite.db };
      side = sqliteSideStore(sqlite.db);
      close = async () => sqlite.close();
    }
  }
  const secrets = sessionSecrets(config);
  const secret = secrets[0]!;
  if (!config.sessionSecret) {
    logger.info(
      { file: config.sessionSecretFile },
      'SESSION_SECRET is not set: using the kept one',
    );
  }
  throttleTouch(store);
  const handler = session({
    name: SESSION_COOKIE,
    secret: secrets,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy !== false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: config.sessionTtlMs,
    },
  });
  const credentials = credentialMarks(side, config.sessionTtlMs);
  const middleware: RequestHandler = (req, res, next) => {
    const startedAt = Date.now();
    handler(req, res, (err?: unknown) => {
      if (err) return next(err);
      rememberLoadedExpiry(req);
      stampSignIn(req, res, startedAt);
      credentials
        .outdated(req)
        .then((outdated) => (outdated ? void endOutdated(req, res).catch(next) : next()), next);
    });
  };
  const closeAll = async () => {
    side.close();
    await close();
  };
  return {
    middleware,
    secret,
    secrets,
    store,
    limiterBackend,
    side,
    credentials,
    close: closeAll,
  };
}

/** The password changed since this session signed in (here or in another browser). */
async function endOutdated(req: Request, res: Response): Promise<void> {
  await endSession(req, res);
  clearHistory(req);
  toast(req, messages.toast.signedOut, 'error');
  res.redirect(urlFor('login'));
}

/**
 * A session that becomes signed in during this request (sign-in, or sign-in again after a
 * password change) is stamped with the time the request began, before the password was
 * checked, unless the handler stamped it itself: a password change made after that time
 * ends it (credentials.ts). Set just before express-session saves the session at the end.
 */
function stampSignIn(req: Request, res: Response, startedAt: number): void {
  const end = res.end;
  res.end = function (this: Response, ...args: Parameters<Response['end']>) {
    res.end = end;
    const sess = req.session as Partial<SessionData> | undefined;
    if (sess?.accessToken && sess.signedInAt === undefined) sess.signedInAt = startedAt;
    return end.apply(this, args);
  } as Response['end'];
}

/**
 * Start a fresh session (new id) keeping nothing from the old one: sign-in and sign-out.
 * The response carries a CSRF token bound to the new session (csrf.ts), so the next form
 * works.
 */
export async function regenerate(req: Request, _res?: Response): Promise<void> {
  await new Promise<void>((resolve, reject) =>
    req.session.regenerate((err: unknown) => (err ? reject(err) : resolve())),
  );
}

/**
 * The provider ended the session: a fresh one, as at sign-out, except that the shipment
 * wizard's draft and the pickup form wait in it for the same user's next sign-in (never
 * anyone else's), so a form filled in while the token expired is not lost with it.
 */
export async function endSession(req: Request, res?: Response): Promise<void> {
  const { shipmentDraft, pickupDraft } = req.session;
  const userId = req.session.user?.id;
  await regenerate(req, res);
  if (userId === undefined) return;
  if (shipmentDraft) req.session.draftAside = { userId, draft: shipmentDraft };
  if (pickupDraft) req.session.pickupAside = { userId, draft: pickupDraft };
}
