import { format } from 'date-fns';
import type { IconComponent } from '@/components/icons';
import { CreatedIcon, DeliveredIcon, InTransitIcon } from '@/components/icons';
import type { ShipmentStats } from '@shared/shipments/types';
import { useCountUp } from './use-count-up';

function Stat({ label, value, icon: Icon }: { label: string; value: number; icon: IconComponent }) {
  const shown = useCountUp(value);
  return (
    <div className="flex items-center gap-3 rounded-card bg-gray-50 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <dt className="text-sm text-gray-600">{label}</dt>
        <dd className="text-2xl font-semibold text-gray-900 tabular-nums">
          <span aria-hidden="true">{shown}</span>
          <span className="sr-only">{value}</span>
        </dd>
      </div>
    </div>
  );
}

/** spec §2.8: the month's figures, counting up from 0. */
export function StatsCard({ stats, now = new Date() }: { stats: ShipmentStats; now?: Date }) {
  return (
    <div>
      <p className="mb-3 text-sm font-medium text-gray-700">{format(now, 'MMMM yyyy')}</p>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat label="Created Shipments" value={stats.created} icon={CreatedIcon} />
        <Stat label="Shipments In Transit" value={stats.inTransit} icon={InTransitIcon} />
        <Stat label="Delivered Shipments" value={stats.delivered} icon={DeliveredIcon} />
      </dl>
    </div>
  );
}
