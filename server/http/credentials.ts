import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Request } from 'express';
import type { SideStore } from './side-store';

/**
 * A password change (Profile) or reset (Forgot password) ends every other session of the
 * user on its next request, in every portal process. The provider revokes the user's
 * tokens, but pages that never call it (the dashboard shell, Profile) would still show the
 * user's name, e-mail and phone from the session, so the portal keeps its own mark:
 *
 * - each signed-in session holds `signedInAt`, the time its sign-in request began;
 * - a change stores "credentials changed at <time>" for the user in the side store, beside
 *   the sessions (Redis or the SQLite file), keyed by a hash of the e-mail (a reset knows
 *   only the e-mail; the provider does not let it change);
 * - every signed-in request reads the mark (one store read) and ends a session signed in
 *   before it. The session that changed the password is stamped with the mark's time and
 *   stays signed in.
 *
 * The mark lives as long as an idle session (nothing older can still be alive after it).
 * Processes compare their clocks through it: keep them in step (NTP), as usual.
 */

const hashedKey = (email: string) =>
  `cred:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;

/** Keys already hashed: every signed-in request reads its user's mark. */
const keys = new LRUCache<string, string>({ max: 10_000 });

function keyOf(email: string): string {
  let key = keys.get(email);
  if (key === undefined) keys.set(email, (key = hashedKey(email)));
  return key;
}

/** A minute beyond the session lifetime, for the throttled expiry renewal and clock drift. */
const MARGIN_MS = 60_000;

export interface CredentialMarks {
  /**
   * The user's password just changed: their sessions signed in before now end on their
   * next request. Returns the time to stamp on the session that made the change.
   */
  changed(email: string): Promise<number>;
  /** Whether this signed-in session began before the user's last password change. */
  outdated(req: Request): Promise<boolean>;
}

export function credentialMarks(store: SideStore, sessionTtlMs: number): CredentialMarks {
  return {
    async changed(email) {
      const at = Date.now();
      await store.set(keyOf(email), String(at), sessionTtlMs + MARGIN_MS);
      return at;
    },
    async outdated(req) {
      const email = req.session?.user?.email;
      if (!req.session.accessToken || !email) return false;
      const mark = await store.get(keyOf(email));
      // A session from before the marks existed has no stamp: older than any mark.
      return mark !== undefined && Number(mark) > (req.session.signedInAt ?? 0);
    },
  };
}
