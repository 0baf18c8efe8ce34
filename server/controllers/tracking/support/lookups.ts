import type { Offered } from '../../../../shared/billing/types';
import type { TrackCard } from '../../../../shared/tracking/types';
import { probeTracking, publicTracking } from '../../../api/tracking';
import type { Upstream } from '../../../upstream';
import { rescue } from '../../../api/meanings';

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
  // An unknown AWB is a card of its own; an outage fails this card alone; a foreign answer
  // (no envelope) means the extension is missing.
  return rescue(
    async (): Promise<Outcome> => ({
      awb,
      state: 'found',
      tracking: await publicTracking(up, awb),
    }),
    {
      missing: (): Outcome => ({ awb, state: 'unknown' }),
      notOffered: (): Outcome => ({ awb, state: 'not-offered' }),
      outage: (): Outcome => ({ awb, state: 'unavailable' }),
    },
  );
}

/**
 * An unknown AWB and a provider without the extension both answer 404. The extension
 * refuses a number that cannot be an AWB with 422, a provider without it answers 404 again;
 * the answer is kept for everyone for a while. An outage here reads as 'unavailable'.
 */
function offered(up: Upstream): Promise<Offered<null>> {
  // The probe's refusal is the answer wanted, and a 404 says 'not offered'.
  const probe = () =>
    rescue(
      probeTracking(up).then(() => true),
      { fields: () => true, notOffered: () => false },
    );
  return rescue(
    async (): Promise<Offered<null>> =>
      (await up.cache.get('tracking:offered', OFFERED_TTL_MS, probe))
        ? { state: 'ok', value: null }
        : { state: 'not-offered' },
    { outage: (): Offered<null> => ({ state: 'unavailable' }) },
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
