import type { Offered } from '../../../shared/billing/types';
import { UpstreamNotFoundError, UpstreamUnavailableError } from '../../failures';

/**
 * Whether a failed extension call means the provider does not have the extension: a 404,
 * or an answer that is not the contract's envelope (upstream contract, Extensions). A 5xx
 * or no answer at all is an outage instead, and a signed-out answer still signs out.
 */
export function isNotOffered(err: unknown): boolean {
  if (err instanceof UpstreamNotFoundError) return true;
  return err instanceof UpstreamUnavailableError && err.status >= 200 && err.status < 500;
}

/** Runs an extension call for a page: its value, 'not-offered' or 'unavailable'. */
export async function offered<T>(work: () => Promise<T>): Promise<Offered<T>> {
  // Caught: a missing extension is 'not offered' and an outage 'unavailable', in the page.
  try {
    return { state: 'ok', value: await work() };
  } catch (err) {
    if (isNotOffered(err)) return { state: 'not-offered' };
    if (err instanceof UpstreamUnavailableError) return { state: 'unavailable' };
    throw err;
  }
}
