import clsx from 'clsx';
import { useId, useState, type ReactNode } from 'react';
import type { ShipmentRowView } from '@shared/shipments/types';
import { ChevronDownIcon } from '@/components/icons';
import { Badge, Button } from '@/components/ui';
import { ListCard } from '@/components/ui/list-card';
import { ShortDate } from '@/components/dates';
import { useWords } from '@/lib/i18n';
import { PackageCards } from './package-cards';
import { ReturnLinksView } from './returns';
import { RowAttention } from './exceptions/attention-badge';
import { saidColumns } from './said-columns';
import { SHIPMENT_COLUMNS } from './shipment-columns';

/**
 * A shipment as a phone shows it (spec §2.9, §9): the table row's data (parent AWB, date,
 * order reference, shipper and consignee) and its action: the packages open below, each
 * with Track and Download AWB.
 */
export function ShipmentCard({
  shipment,
  onTrack,
  select,
  selected,
}: {
  shipment: ShipmentRowView;
  onTrack: (shipmentId: string, packageId: string) => void;
  /** The box that chooses it, where the list's rows can be chosen. */
  select?: ReactNode;
  selected?: boolean;
}) {
  const i18n = useWords();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const count = shipment.packages.length;
  return (
    <ListCard
      select={select}
      selected={selected}
      label={i18n._('Parent AWB')}
      id={shipment.parentAwb}
      aside={
        <p className="shrink-0 text-sm whitespace-nowrap text-gray-600">
          <span className="sr-only">{i18n._('Date')} </span>
          <ShortDate value={shipment.createdAt} />
        </p>
      }
      row={shipment}
      columns={saidColumns(i18n, SHIPMENT_COLUMNS)}
      keys={['order-reference', 'shipper', 'consignee']}
    >
      <RowAttention row={shipment} className="mt-3 flex flex-wrap gap-1" />
      <ReturnLinksView links={shipment} size="card" className="mt-3" />
      <div className="mt-3 border-t border-gray-100 pt-2">
        <Button
          variant="link"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((was) => !was)}
          className="w-full justify-between py-1!"
        >
          <span>
            {i18n._('Details')}
            <span className="sr-only">
              {' '}
              {i18n._('for shipment {awb}', { awb: shipment.parentAwb })}
            </span>
          </span>
          <span className="ms-auto flex items-center gap-2">
            <Badge>
              {i18n._('{count, plural, one {# package} other {# packages}}', { count })}
            </Badge>
            <ChevronDownIcon
              className={clsx(
                'size-4 transition-transform motion-reduce:transition-none',
                open && 'rotate-180',
              )}
            />
          </span>
        </Button>
        {open && (
          <div id={detailsId} className="mt-2">
            <PackageCards shipment={shipment} onTrack={onTrack} />
          </div>
        )}
      </div>
    </ListCard>
  );
}
