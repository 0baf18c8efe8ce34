import { router } from '@inertiajs/react';
import type { TrackCard } from '@shared/tracking/types';
import { trackingWords as words } from '@shared/tracking/words';
import { AlertIcon, RefreshIcon, SearchXIcon } from '@/components/icons';
import { TrackingDetails } from '@/components/shipments/tracking-details';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Why a card has no tracking, with an icon and what the reader can do. */
function Missing({ card }: { card: Exclude<TrackCard, { state: 'found' }> }) {
  const unknown = card.state === 'unknown';
  const Icon = unknown ? SearchXIcon : AlertIcon;
  return (
    <div className="flex items-start gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-gray-600" />
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-semibold text-gray-900">
          {unknown ? words.unknown : words.cardUnavailable}
        </p>
        {unknown ? (
          <p className="text-gray-700">{words.unknownHint}</p>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            icon={<RefreshIcon className="size-4" />}
            onClick={() => router.reload({ only: ['results'] })}
          >
            Try again
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
  return (
    <Card
      aria-label={`AWB ${card.awb}`}
      title={<span className="break-all">AWB {card.awb}</span>}
      className="space-y-6"
    >
      {card.state === 'found' ? <TrackingDetails view={card.tracking} /> : <Missing card={card} />}
    </Card>
  );
}
