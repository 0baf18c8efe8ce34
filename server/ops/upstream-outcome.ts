import { UpstreamSignedOutError, UpstreamUnavailableError } from '../failures';
import type { UpstreamCallRecord } from '../upstream';

export type UpstreamOutcome = 'ok' | 'refused' | 'unavailable' | 'timeout' | 'signed_out';

/** How a call ended, in the words an alert is written in. */
export function upstreamOutcome(call: UpstreamCallRecord): UpstreamOutcome {
  if (!call.failure) return 'ok';
  if (call.failure instanceof UpstreamSignedOutError) return 'signed_out';
  if (call.timedOut) return 'timeout';
  if (call.failure instanceof UpstreamUnavailableError) return 'unavailable';
  return 'refused';
}

/**
 * The endpoint a path belongs to, with its ids replaced: a label per client number or AWB
 * would make a new time series for each and swamp Prometheus. A segment with a digit, an
 * escape or an @, or a long one, is an id.
 */
export function endpointTemplate(path: string): string {
  return path
    .split('/')
    .map((segment) => (/[\d%@]/.test(segment) || segment.length > 32 ? ':id' : segment))
    .join('/');
}
