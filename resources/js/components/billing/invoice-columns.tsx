import { route } from 'ziggy-js';
import { formatMoney, statusLabel } from '@shared/billing/format';
import type { InvoiceRowView } from '@shared/billing/types';
import { DownloadIcon } from '@/components/icons';
import { ShortDate } from '@/components/dates';
import { Badge, type BadgeTone, type Column } from '@/components/ui';

const TONES: Record<string, BadgeTone> = { paid: 'success', due: 'warning', overdue: 'danger' };

export function InvoiceStatus({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}

/** The invoice's PDF, through the portal (never the provider's address). */
function PdfLink({ invoiceId }: { invoiceId: string }) {
  return (
    <a
      href={route('billing-and-payments.invoice', { invoice: invoiceId })}
      download={`${invoiceId}.pdf`}
      aria-label={`Download invoice ${invoiceId} (PDF)`}
      className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-brand-700 hover:underline"
    >
      <DownloadIcon className="size-4" />
      PDF
    </a>
  );
}

/** spec §2.11 column keys: invoice_id, billing_id, description, amount, link (and more). */
export const INVOICE_COLUMNS: Column<InvoiceRowView>[] = [
  {
    key: 'invoice_id',
    header: 'Invoice ID',
    cell: (row) => (
      <span className="font-mono font-semibold whitespace-nowrap">{row.invoiceId}</span>
    ),
  },
  {
    key: 'billing_id',
    header: 'Billing ID',
    cell: (row) => <span className="font-mono whitespace-nowrap">{row.billingId}</span>,
  },
  {
    key: 'description',
    header: 'Description',
    cell: (row) => row.description,
    className: 'min-w-56',
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    cell: (row) => (
      <span className="whitespace-nowrap tabular-nums">{formatMoney(row.amount)}</span>
    ),
  },
  { key: 'status', header: 'Status', cell: (row) => <InvoiceStatus status={row.status} /> },
  {
    key: 'issued',
    header: 'Issued',
    cell: (row) => (
      <span className="whitespace-nowrap">
        <ShortDate value={row.issuedAt} />
      </span>
    ),
  },
  {
    key: 'due',
    header: 'Due',
    cell: (row) => (
      <span className="whitespace-nowrap">
        <ShortDate value={row.dueAt} />
      </span>
    ),
  },
  {
    key: 'link',
    header: 'Invoice',
    align: 'right',
    cell: (row) => (row.invoiceId ? <PdfLink invoiceId={row.invoiceId} /> : null),
  },
];
