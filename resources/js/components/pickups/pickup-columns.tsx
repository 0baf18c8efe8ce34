import { pickupDateLabel } from '@shared/pickups/dates';
import { timeRangeLabel } from '@shared/pickups/time-windows';
import type { PickupRowView } from '@shared/pickups/types';
import { Badge, type Column } from '@/components/ui';
import { CancelPickupButton } from './cancel-pickup';

const none = <span className="text-gray-500">—</span>;

function Contact({ contact }: { contact: PickupRowView['contact'] }) {
  const { attention, phone, email } = contact;
  if (!attention && !phone && !email) return none;
  return (
    <span className="block min-w-0">
      {attention && <span className="block font-medium text-gray-900">{attention}</span>}
      {phone && <span className="block text-xs text-gray-600">{phone}</span>}
      {email && <span className="block text-xs break-words text-gray-600">{email}</span>}
    </span>
  );
}

/** spec §2.10: Pickup ID, Address, Contact, Packages, Total Weight, Pickup Date, Status. */
export const PICKUP_COLUMNS: Column<PickupRowView>[] = [
  {
    key: 'id',
    header: 'Pickup ID',
    cell: (row) => <span className="font-mono font-semibold">#{row.id}</span>,
  },
  {
    key: 'address',
    header: 'Address',
    cell: (row) => row.address || none,
    className: 'min-w-48',
  },
  {
    key: 'contact',
    header: 'Contact',
    cell: (row) => <Contact contact={row.contact} />,
    className: 'min-w-52',
  },
  {
    key: 'packages',
    header: 'Packages',
    cell: (row) => row.packages ?? none,
    align: 'end',
  },
  {
    key: 'weight',
    header: 'Total Weight (kg)',
    cell: (row) => row.totalWeight ?? none,
    align: 'end',
  },
  {
    key: 'date',
    header: 'Pickup Date',
    cell: (row) => (
      <span className="block">
        <span className="block whitespace-nowrap">{pickupDateLabel(row.date)}</span>
        <span className="block text-xs whitespace-nowrap text-gray-600">
          {timeRangeLabel(row.timeFrom, row.timeTo)}
        </span>
      </span>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    // 'Cancel pickup' under the status, where the provider offers cancelling:
    // a column of its own would push the table past a laptop's width.
    cell: (row) => (
      <span className="flex flex-col items-start gap-2">
        <Badge tone="neutral" colors={{ bg: row.status.bg, text: row.status.text }}>
          {row.status.label}
        </Badge>
        <CancelPickupButton pickup={row} />
      </span>
    ),
  },
];
