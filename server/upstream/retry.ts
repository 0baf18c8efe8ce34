import { setTimeout as sleep } from 'node:timers/promises';
import { UpstreamUnansweredError } from '../failures';

/** At most this many repeats after the first try, only for GET. */
export const MAX_RETRIES = 2;
/** Wait before the n-th repeat: n × this. Long enough for a restarted service to listen. */
export const BACKOFF_MS = 50;

// The connection failed or dropped before an answer was complete: nothing was processed, or
// (for a GET) processing it again does no harm. Timeouts are not in the list: repeating a
// call that ran out of time would only run out of time again.
const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'UND_ERR_SOCKET',
]);

function codeOf(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null || !('code' in err)) return undefined;
  return typeof err.code === 'string' ? err.code : undefined;
}

export function isConnectionError(err: unknown): boolean {
  if (CONNECTION_ERRORS.has(codeOf(err) ?? '')) return true;
  // Node reports each address tried (IPv4 and IPv6) inside an AggregateError.
  if (err instanceof AggregateError) return err.errors.some(isConnectionError);
  return err instanceof Error && err.cause !== undefined && isConnectionError(err.cause);
}

/** Runs `attempt`, repeating a GET after a connection error until retries or time run out. */
export async function withRetries<T>(
  method: string,
  signal: AbortSignal,
  attempt: () => Promise<T>,
): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (err) {
      const repeatable = method === 'GET' && !signal.aborted && isConnectionError(err);
      if (!repeatable || retry >= MAX_RETRIES) throw err;
      await sleep(BACKOFF_MS * (retry + 1), undefined, { signal });
    }
  }
}

/**
 * Runs `attempt` (a whole call under its own deadline) and, when it got no complete answer
 * (it timed out, or its connection failed or dropped after sending), runs it once more if
 * `keepsKeys` says the provider keeps Idempotency-Keys. Only for a call that carries a key:
 * the provider then answers the repeat with the first answer if it did act, so nothing is
 * done twice, and the user hears of a failure only when the repeat fails too. A provider
 * that does not keep keys would book the repeat again: its first failure stands.
 */
export async function repeatUnansweredOnce<T>(
  attempt: () => Promise<T>,
  keepsKeys: () => Promise<boolean>,
): Promise<T> {
  try {
    return await attempt();
  } catch (err) {
    if (!(err instanceof UpstreamUnansweredError) || !(await keepsKeys())) throw err;
    await sleep(BACKOFF_MS);
    return attempt();
  }
}
