import type { Offered } from '../../../../shared/billing/types';
import type { TrackCard } from '../../../../shared/tracking/types';
import { probeTracking, publicTracking } from '../../../api/tracking';
import type { Upstream } from '../../../upstream';
import { isNotOffered } from '../../support/offered';
import {
  UpstreamNotFoundError,
  UpstreamUnavailableError,
  UpstreamValidationError,
} from '../../../failures';

/** Lookups asked of the provider at once: a lookup of 10 AWBs takes three rounds. */
export const LOOKUPS_AT_ONCE = 4;

/** Whether the provider has the extension is the same for everyone, and changes rarely. */
const OFFERED_TTL_MS = 10 * 60 * 1000;

/** Each item through `work`, at most `limit` at a time, results in the items' order. */
async function inTurns<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

type Outcome = TrackCard | { awb: string; state: 'not-offered' };

/** One AWB's card; what the provider's failure means for it. */
async function lookUp(up: Upstream, awb: string): Promise<Outcome> {
  // Caught: an unknown AWB is a card of its own; an outage fails this card alone; a
  // foreign answer (no envelope) means the extension is missing.
  try {
    return { awb, state: 'found', tracking: await publicTracking(up, awb) };
  } catch (err) {
    if (err instanceof UpstreamNotFoundError) return { awb, state: 'unknown' };
    if (isNotOffered(err)) return { awb, state: 'not-offered' };
    if (err instanceof UpstreamUnavailableError) return { awb, state: 'unavailable' };
    throw err;
  }
}

/**
 * An unknown AWB and a provider without the extension both answer 404. The extension
 * refuses a number that cannot be an AWB with 422, a provider without it answers 404 again;
 * the answer is kept for everyone for a while. An outage here reads as 'unavailable'.
 */
function offered(up: Upstream): Promise<Offered<null>> {
  return up.cache
    .get('tracking:offered', OFFERED_TTL_MS, async () => {
      // Caught: the probe's refusal is the answer wanted, and a 404 says 'not offered'.
      try {
        await probeTracking(up);
        return true;
      } catch (err) {
        if (err instanceof UpstreamValidationError) return true;
        if (isNotOffered(err)) return false;
        throw err;
      }
    })
    .then(
      (yes): Offered<null> => (yes ? { state: 'ok', value: null } : { state: 'not-offered' }),
      (err: unknown): Offered<null> => {
        if (err instanceof UpstreamUnavailableError) return { state: 'unavailable' };
        throw err;
      },
    );
}

/**
 * The cards of the AWBs asked for, looked up in parallel (a few at a time). The page as a
 * whole is 'not offered' when the provider lacks the extension, and 'unavailable' when no
 * lookup got an answer; otherwise each card says how its own lookup went.
 */
export async function trackCards(
  up: Upstream,
  awbs: readonly string[],
): Promise<Offered<TrackCard[]>> {
  const outcomes = await inTurns(awbs, LOOKUPS_AT_ONCE, (awb) => lookUp(up, awb));
  if (outcomes.some((o) => o.state === 'not-offered')) return { state: 'not-offered' };
  const cards = outcomes as TrackCard[];
  if (cards.every((card) => card.state === 'unavailable')) return { state: 'unavailable' };
  if (cards.every((card) => card.state === 'unknown')) {
    const state = await offered(up);
    if (state.state !== 'ok') return state;
  }
  return { state: 'ok', value: cards };
}
