import type { Offered } from '@shared/billing/types';
import type { TrackCard } from '@shared/tracking/types';
import { say } from '@shared/i18n/wording';
import { trackingWords as words } from '@shared/tracking/words';
import { NotOffered } from '@/components/extension-state';
import { Unreachable } from '@/components/unreachable';
import { useWords } from '@/lib/i18n';
import { TrackResult } from './track-card';

/**
 * What a lookup found: a card per AWB, or why there are none (the provider does not offer
 * tracking, or could not be reached). Loaded with the first answer that has results, so
 * the empty page a visitor opens first stays within the sign-in page's budget.
 */
export default function TrackResults({ results }: { results: Offered<TrackCard[]> }) {
  const i18n = useWords();
  if (results.state === 'not-offered') return <NotOffered message={say(i18n, words.notOffered)} />;
  if (results.state === 'unavailable') {
    return <Unreachable message={say(i18n, words.unavailable)} only={['results']} />;
  }
  return (
    <section aria-label={i18n._('Tracking results')} className="space-y-4">
      {results.value.map((card) => (
        <TrackResult key={card.awb} card={card} />
      ))}
    </section>
  );
}
