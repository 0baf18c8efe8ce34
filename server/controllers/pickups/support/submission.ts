import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { messages } from '../../../../shared/messages';
import { deps } from '../../../deps';

/**
 * A repeated Submit (double click, a retry after a slow answer, Back then Submit, the same
 * submit reaching two portal processes) never books a second pickup. Each wizard visit gets
 * a one-time token; a submit claims it in the shared store (server/http/flights.ts: Redis
 * with REDIS_URL, else the SQLite session database) before the pickup service is called:
 * - the same token again while the first is under way waits for it and shares its outcome;
 * - once booked, the same token again gets the same success, without a second call;
 * - a failed booking gives the token back, so the user can correct and submit again.
 * The token is also the booking's Idempotency-Key, so the pickup service itself answers a
 * repeat (the portal's own after a timeout) with the first booking.
 */

/** Open wizards kept per session (tabs); the oldest go first. */
const MAX_OPEN = 10;
/** Outcomes remembered per session. */
const MAX_DONE = 5;

export type Outcome = { message: string; type: string };

/** How long every portal process knows a booked token's outcome, beside the session's record. */
const DONE_MS = 24 * 60 * 60 * 1000;

/** How long a submit may hold its token: the booking and its one repeat, then a margin. */
const holdMs = (req: Request) => deps(req).config.upstreamTimeoutMs * 3 + 10_000;

const flightKey = (req: Request, token: string) =>
  `pickup:${req.session.user?.id ?? req.sessionID}:${token}`;

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

function outcomeOf(text: string): Outcome {
  try {
    const parsed = JSON.parse(text) as Partial<Outcome>;
    if (typeof parsed.message === 'string' && typeof parsed.type === 'string') {
      return { message: parsed.message, type: parsed.type };
    }
  } catch {
    // Caught: not an outcome of ours (no JSON): read as a plain success below.
  }
  return { message: messages.pickups.scheduled, type: 'success' };
}

/** What a submit with `token` may do: book, repeat an earlier outcome, or nothing. */
export async function claim(req: Request, token: string): Promise<Claim> {
  if (!token) return { kind: 'unknown' };
  const done = state(req).done.find((d) => d.token === token);
  if (done) return repeat(req, token, done.outcome);

  const { flights } = deps(req);
  const key = flightKey(req, token);
  let flight = await flights.claim(key, holdMs(req));
  if (flight.state === 'busy') {
    // Another submit of this token is under way, here or in another process: its outcome.
    const settled = await flights.settle(key, holdMs(req));
    if (settled.state === 'done') return repeat(req, token, outcomeOf(settled.outcome));
    // It failed and gave the token back: this one may try.
    flight = await flights.claim(key, holdMs(req));
  }
  if (flight.state === 'done') return repeat(req, token, outcomeOf(flight.outcome));
  if (flight.state === 'busy') return { kind: 'unknown' };

  const s = state(req);
  if (!s.open.includes(token)) {
    await flight.release();
    return { kind: 'unknown' };
  }
  s.open = s.open.filter((t) => t !== token);
  await saveSession(req);
  const taken = flight;
  return {
    kind: 'book',
    run: async (work) => {
      let outcome: Outcome;
      // Caught and thrown on: the submit is given back, so that the same form can try again.
      try {
        outcome = await work();
      } catch (err) {
        await taken.release().catch(() => undefined);
        const current = state(req);
        current.open = [...current.open, token].slice(-MAX_OPEN);
        throw err;
      }
      // Caught: the pickup is booked; a shared store that cannot note it is only logged.
      await taken.finish(JSON.stringify(outcome), DONE_MS).catch((err: unknown) => {
        deps(req).logger.warn({ err }, 'a booked pickup could not be marked in the shared store');
      });
      const current = state(req);
      current.done = [...current.done, { token, outcome }].slice(-MAX_DONE);
      return outcome;
    },
  };
}
