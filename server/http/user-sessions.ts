import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { SessionData, Store } from 'express-session';
import type { SideStore } from './side-store';

/**
 * 'Where you're signed in' (docs/two-factor.md, 'In the portal'): each signed-in session
 * keeps its browser's user agent, its first and last request; the user's sessions are
 * found through an index beside the sessions (the side store: Redis or the sessions'
 * SQLite file), one key per user listing their session ids, so listing them reads one
 * key and then each of the user's sessions, never the whole store. Ids that ended are
 * dropped from the index as it is read.
 */

declare module 'express-session' {
  interface SessionData {
    /** The browser this session was signed in from, and when it was first and last seen. */
    seen: { agent: string; first: number; last: number };
  }
}

/** The last request is written at most this often, so a browsing user does not save each time. */
export const LAST_SEEN_EVERY_MS = 60_000;
/** A user agent longer than this is cut: it is only read to name the device. */
const AGENT_MAX = 400;
/** The most sessions one user's index keeps (the newest). */
const KEPT = 50;
/** A minute beyond the session lifetime, as the credential marks keep theirs. */
const MARGIN_MS = 60_000;

const indexKey = (userId: number) => `user-sessions:${userId}`;

/** What the browser sees of a session id: a hash, never the id (which is the cookie's value). */
export const publicIdOf = (sid: string) =>
  createHash('sha256').update(sid).digest('base64url').slice(0, 24);

async function indexOf(side: SideStore, userId: number): Promise<string[]> {
  const kept = await side.get(indexKey(userId));
  if (!kept) return [];
  try {
    const ids: unknown = JSON.parse(kept);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeIndex(side: SideStore, userId: number, ids: string[], ttlMs: number) {
  return side.set(indexKey(userId), JSON.stringify(ids.slice(-KEPT)), ttlMs + MARGIN_MS);
}

/** A signed-in session's first request: its device, and its place in the user's index. */
export async function noteSignIn(req: Request, side: SideStore, ttlMs: number): Promise<void> {
  const userId = req.session.user?.id;
  if (userId === undefined) return;
  const now = Date.now();
  req.session.seen = {
    agent: (req.get('user-agent') ?? '').slice(0, AGENT_MAX),
    first: now,
    last: now,
  };
  const ids = await indexOf(side, userId);
  await writeIndex(
    side,
    userId,
    [...ids.filter((id) => id !== req.sessionID), req.sessionID],
    ttlMs,
  );
}

/**
 * Every signed-in request: the last request, at most once a minute. A session signed in
 * before the portal kept this is noted now.
 */
export async function noteSeen(req: Request, side: SideStore, ttlMs: number): Promise<void> {
  const seen = req.session.seen;
  if (!seen) {
    await noteSignIn(req, side, ttlMs);
    const first = req.session.signedInAt;
    if (first !== undefined && req.session.seen) req.session.seen.first = first;
    return;
  }
  const now = Date.now();
  if (now - seen.last >= LAST_SEEN_EVERY_MS) seen.last = now;
}

const storedSession = (store: Store, sid: string) =>
  new Promise<SessionData | null>((resolve, reject) =>
    store.get(sid, (err, data) => (err ? reject(err) : resolve(data ?? null))),
  );

const destroyed = (store: Store, sid: string) =>
  new Promise<void>((resolve, reject) =>
    store.destroy(sid, (err?: unknown) => (err ? reject(err) : resolve())),
  );

export interface UserSession {
  sid: string;
  data: SessionData;
}

/** The user's live sessions, this one included, oldest sign-in first. */
export async function sessionsOfUser(
  req: Request,
  side: SideStore,
  ttlMs: number,
): Promise<UserSession[]> {
  const userId = req.session.user!.id;
  const ids = await indexOf(side, userId);
  const found = await Promise.all(
    ids.map(async (sid) => ({
      sid,
      data:
        sid === req.sessionID
          ? (req.session as SessionData)
          : await storedSession(req.sessionStore, sid),
    })),
  );
  const live = found.filter(
    (s): s is UserSession =>
      s.data !== null && Boolean(s.data.accessToken) && s.data.user?.id === userId,
  );
  if (live.length !== ids.length)
    await writeIndex(
      side,
      userId,
      live.map((s) => s.sid),
      ttlMs,
    );
  return live.sort((a, b) => (a.data.seen?.first ?? 0) - (b.data.seen?.first ?? 0));
}

/**
 * Ends the user's sessions `which` picks (never this one) in the store; returns their
 * access tokens, for the provider to revoke.
 */
export async function endSessionsOfUser(
  req: Request,
  side: SideStore,
  ttlMs: number,
  which: (publicId: string) => boolean,
): Promise<string[]> {
  const sessions = await sessionsOfUser(req, side, ttlMs);
  const ending = sessions.filter((s) => s.sid !== req.sessionID && which(publicIdOf(s.sid)));
  await Promise.all(ending.map((s) => destroyed(req.sessionStore, s.sid)));
  const left = sessions.filter((s) => !ending.includes(s)).map((s) => s.sid);
  if (ending.length) await writeIndex(side, req.session.user!.id, left, ttlMs);
  return ending.map((s) => s.data.accessToken!);
}
