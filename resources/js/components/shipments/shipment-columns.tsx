import type { PartyView, ShipmentRowView } from '@shared/shipments/types';
import type { Column } from '@/components/ui';
import { ShortDate } from '@/components/dates';
import { ReturnLinksView } from './returns';
import { RowAttention } from './exceptions/attention-badge';

function Party({ party }: { party: PartyView | null }) {
  if (!party) return <span className="text-gray-500">—</span>;
  return (
    <span className="block min-w-0">
      <span className="block font-medium text-gray-900">{party.name}</span>
      <span className="block text-xs text-gray-600">{party.line}</span>
    </span>
  );
}

/** spec §2.9: Track (the expander, added by the table), then these. */
export const SHIPMENT_COLUMNS: Column<ShipmentRowView>[] = [
  {
    key: 'parent-awb',
    header: /*i18n*/ 'Parent AWB',
    cell: (row) => (
      <>
        <bdi dir="ltr" className="font-mono font-semibold">
          {row.parentAwb}
        </bdi>
        <RowAttention row={row} />
        <ReturnLinksView links={row} className="mt-1 flex-col" />
      </>
    ),
  },
  {
    key: 'order-reference',
    header: /*i18n*/ 'Order Reference',
    cell: (row) => row.orderReference || '__',
  },
  {
    key: 'shipper',
    header: /*i18n*/ 'Shipper Address',
    cell: (row) => <Party party={row.shipper} />,
    className: 'min-w-48',
  },
  {
    key: 'consignee',
    header: /*i18n*/ 'Consignee Address',
    cell: (row) => <Party party={row.consignee} />,
    className: 'min-w-48',
  },
  {
    key: 'date',
    header: /*i18n*/ 'Date',
    cell: (row) => (
      <span className="whitespace-nowrap">
        <ShortDate value={row.createdAt} />
      </span>
    ),
  },
];
