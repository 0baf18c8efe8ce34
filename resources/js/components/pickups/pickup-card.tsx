import type { PickupRowView } from '@shared/pickups/types';
import { CardFields } from '@/components/shipments/card-fields';
import { Badge, Card } from '@/components/ui';
import { PICKUP_COLUMNS } from './pickup-columns';

/**
 * A pickup as a phone shows it (spec §2.10, §9): its ID and status at the top, then the
 * table row's address, contact, packages, total weight and pickup date and times.
 */
export function PickupCard({ pickup }: { pickup: PickupRowView }) {
  return (
    <Card>
      <div className="mb-3 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-gray-600 uppercase">Pickup ID</p>
          <p className="font-mono font-semibold break-all text-gray-900">#{pickup.id}</p>
        </div>
        <Badge tone="neutral" colors={{ bg: pickup.status.bg, text: pickup.status.text }}>
          <span className="sr-only">Status </span>
          {pickup.status.label}
        </Badge>
      </div>
      <CardFields
        row={pickup}
        columns={PICKUP_COLUMNS}
        keys={['address', 'contact', 'packages', 'weight', 'date']}
      />
    </Card>
  );
}
