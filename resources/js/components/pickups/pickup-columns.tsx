import type { PickupRowView } from '@shared/pickups/types';
import { say } from '@shared/i18n/wording';
import { Badge, type Column } from '@/components/ui';
import { useWords } from '@/lib/i18n';
import { CancelPickupButton, usePickupWhen } from './cancel-pickup';

const none = <span className="text-gray-500">—</span>;

function Contact({ contact }: { contact: PickupRowView['contact'] }) {
  const { attention, phone, email } = contact;
  if (!attention && !phone && !email) return none;
  return (
    <span className="block min-w-0">
      {attention && <span className="block font-medium text-gray-900">{attention}</span>}
      {phone && (
        <span className="block text-xs text-gray-600">
          <bdi dir="ltr">{phone}</bdi>
        </span>
      )}
      {email && (
        <span className="block text-xs break-words text-gray-600">
          <bdi dir="ltr">{email}</bdi>
        </span>
      )}
    </span>
  );
}

/** The pickup's day and time window, in the page's language. */
function PickupWhen({ row }: { row: PickupRowView }) {
  const { date, times } = usePickupWhen()(row);
  return (
    <span className="block">
      <span className="block whitespace-nowrap">{date}</span>
      <span className="block text-xs whitespace-nowrap text-gray-600">{times}</span>
    </span>
  );
}

/** The provider's status, in the page's language where the catalogs have its words. */
export function PickupStatus({ status }: { status: PickupRowView['status'] }) {
  const i18n = useWords();
  return (
    <Badge tone="neutral" colors={{ bg: status.bg, text: status.text }}>
      {say(i18n, status.label)}
    </Badge>
  );
}

/** spec §2.10: Pickup ID, Address, Contact, Packages, Total Weight, Pickup Date, Status. */
export const PICKUP_COLUMNS: Column<PickupRowView>[] = [
  {
    key: 'id',
    header: /*i18n*/ 'Pickup ID',
    cell: (row) => (
      <bdi dir="ltr" className="font-mono font-semibold">
        #{row.id}
      </bdi>
    ),
  },
  {
    key: 'address',
    header: /*i18n*/ 'Address',
    cell: (row) => row.address || none,
    className: 'min-w-48',
  },
  {
    key: 'contact',
    header: /*i18n*/ 'Contact',
    cell: (row) => <Contact contact={row.contact} />,
    className: 'min-w-52',
  },
  {
    key: 'packages',
    header: /*i18n*/ 'Packages',
    cell: (row) => row.packages ?? none,
    align: 'end',
  },
  {
    key: 'weight',
    header: /*i18n*/ 'Total Weight (kg)',
    cell: (row) => row.totalWeight ?? none,
    align: 'end',
  },
  {
    key: 'date',
    header: /*i18n*/ 'Pickup Date',
    cell: (row) => <PickupWhen row={row} />,
  },
  {
    key: 'status',
    header: /*i18n*/ 'Status',
    // 'Cancel pickup' under the status, where the provider offers cancelling:
    // a column of its own would push the table past a laptop's width.
    cell: (row) => (
      <span className="flex flex-col items-start gap-2">
        <PickupStatus status={row.status} />
        <CancelPickupButton pickup={row} />
      </span>
    ),
  },
];
