import type { PickupRowView } from '@shared/pickups/types';
import { Badge } from '@/components/ui';
import { ListCard } from '@/components/ui/list-card';
import { saidColumns } from '@/components/shipments/said-columns';
import { say } from '@shared/i18n/wording';
import { useWords } from '@/lib/i18n';
import { CancelPickupButton } from './cancel-pickup';
import { PICKUP_COLUMNS } from './pickup-columns';

/**
 * A pickup as a phone shows it (spec §2.10, §9): its ID and status at the top, then the
 * table row's address, contact, packages, total weight and pickup date and times.
 */
export function PickupCard({ pickup }: { pickup: PickupRowView }) {
  const i18n = useWords();
  return (
    <ListCard
      label={i18n._('Pickup ID')}
      id={`#${pickup.id}`}
      aside={
        <Badge tone="neutral" colors={{ bg: pickup.status.bg, text: pickup.status.text }}>
          <span className="sr-only">{i18n._('Status')} </span>
          {say(i18n, pickup.status.label)}
        </Badge>
      }
      row={pickup}
      columns={saidColumns(i18n, PICKUP_COLUMNS)}
      keys={['address', 'contact', 'packages', 'weight', 'date']}
    >
      {pickup.cancel && (
        <div className="mt-3 flex justify-end border-t border-gray-100 pt-3">
          <CancelPickupButton pickup={pickup} />
        </div>
      )}
    </ListCard>
  );
}
