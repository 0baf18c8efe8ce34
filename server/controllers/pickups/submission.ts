import { randomUUID } from 'node:crypto';
import type { Request } from 'express';

/**
 * A repeated Submit (double click, a retry after a slow answer, Back then Submit) never
 * books a second pickup. Each wizard visit gets a one-time token; a submit uses it up
 * before the pickup service is called, and its outcome is remembered under it:
 * - the same token again while the first is under way waits for it and shares its outcome;
 * - once booked, the same token again gets the same success, without a second call;
 * - a failed booking gives the token back, so the user can correct and submit again.
 * The session is written before the call, so another portal process sharing the store
 * sees the token used; within one process the in-flight map closes the remaining gap.
 */

/** Open wizards kept per session (tabs); the oldest go first. */
const MAX_OPEN = 10;
/** Outcomes remembered per session. */
const MAX_DONE = 5;

export type Outcome = { message: string; type: string };

/** How long this process remembers a booking's outcome, beside the session's record. */
const RECENT_MS = 10 * 60 * 1000;

const inFlight = new Map<string, Promise<Outcome>>();
const recent = new Map<string, { outcome: Outcome; at: number }>();

function remember(token: string, outcome: Outcome) {
  const now = Date.now();
  for (const [key, entry] of recent) if (now - entry.at > RECENT_MS) recent.delete(key);
  recent.set(token, { outcome, at: now });
}

const state = (req: Request) => (req.session.pickupSubmissions ??= { open: [], done: [] });

/** A new token for a wizard visit. */
export function issueToken(req: Request): string {
  const token = randomUUID();
  const s = state(req);
  s.open = [...s.open, token].slice(-MAX_OPEN);
  return token;
}

const saveSession = (req: Request) =>
  new Promise<void>((resolve, reject) =>
    req.session.save((err) => (err ? reject(err) : resolve())),
  );

export type Claim =
  | { kind: 'book'; run: (work: () => Promise<Outcome>) => Promise<Outcome> }
  | { kind: 'done'; outcome: Outcome }
  | { kind: 'unknown' };

/**
 * A repeat of a booked submit. This request's session may have been read before the first
 * one used the token up: it is marked used here too, so that saving it cannot reopen it.
 */
function repeat(req: Request, token: string, outcome: Outcome): Claim {
  const s = state(req);
  s.open = s.open.filter((t) => t !== token);
  if (!s.done.some((d) => d.token === token)) {
    s.done = [...s.done, { token, outcome }].slice(-MAX_DONE);
  }
  return { kind: 'done', outcome };
}

/** What a submit with `token` may do: book, repeat an earlier outcome, or nothing. */
export async function claim(req: Request, token: string): Promise<Claim> {
  const running = inFlight.get(token);
  if (running) {
    try {
      return repeat(req, token, await running);
    } catch {
      // The first attempt failed and gave the token back: this one may try.
    }
  }
  const known = recent.get(token);
  if (known) return repeat(req, token, known.outcome);
  const s = state(req);
  const done = s.done.find((d) => d.token === token);
  if (done) return repeat(req, token, done.outcome);
  if (!s.open.includes(token) || inFlight.has(token)) return { kind: 'unknown' };

  s.open = s.open.filter((t) => t !== token);
  await saveSession(req);
  return {
    kind: 'book',
    run: async (work) => {
      const attempt = work();
      inFlight.set(token, attempt);
      try {
        const outcome = await attempt;
        remember(token, outcome);
        const current = state(req);
        current.done = [...current.done, { token, outcome }].slice(-MAX_DONE);
        return outcome;
      } catch (err) {
        const current = state(req);
        current.open = [...current.open, token].slice(-MAX_OPEN);
        throw err;
      } finally {
        inFlight.delete(token);
      }
    },
  };
}
