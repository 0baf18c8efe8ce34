import { router } from '@inertiajs/react';
import type { TrackCard } from '@shared/tracking/types';
import { say } from '@shared/i18n/wording';
import { trackingWords as words } from '@shared/tracking/words';
import { AlertIcon, RefreshIcon, SearchXIcon } from '@/components/icons';
import { TrackingDetails } from '@/components/shipments/tracking-details';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useWords } from '@/lib/i18n';

/** Why a card has no tracking, with an icon and what the reader can do. */
function Missing({ card }: { card: Exclude<TrackCard, { state: 'found' }> }) {
  const i18n = useWords();
  const unknown = card.state === 'unknown';
  const Icon = unknown ? SearchXIcon : AlertIcon;
  return (
    <div className="flex items-start gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-gray-600" />
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-semibold text-gray-900">
          {say(i18n, unknown ? words.unknown : words.cardUnavailable)}
        </p>
        {unknown ? (
          <p className="text-gray-700">{say(i18n, words.unknownHint)}</p>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            icon={<RefreshIcon className="size-4" />}
            onClick={() => router.reload({ only: ['results'] })}
          >
            {i18n._('Try again')}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * One AWB of the lookup: its progress steps and updates, drawn as the signed-in tracking
 * drawer draws them, or why there are none.
 */
export function TrackResult({ card }: { card: TrackCard }) {
  const i18n = useWords();
  const title = i18n._('AWB {awb}', { awb: card.awb });
  return (
    <Card
      aria-label={title}
      title={<span className="break-all">{title}</span>}
      className="space-y-6"
    >
      {card.state === 'found' ? <TrackingDetails view={card.tracking} /> : <Missing card={card} />}
    </Card>
  );
}
