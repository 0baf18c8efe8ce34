import { route } from 'ziggy-js';
import { formatMoney, statusLabel } from '@shared/billing/format';
import { billingWords, weighedWords } from '@shared/billing/adjustment';
import type { BillingAdjustment, InvoiceRowView } from '@shared/billing/types';
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

/** Why an invoice is more than its quote: the weights the provider found and was told. */
export function AdjustmentNote({ adjustment }: { adjustment: BillingAdjustment }) {
  return <span className="text-xs text-amber-800">Adjusted: {weighedWords(adjustment)}</span>;
}

/**
 * The quoted total beside the amount billed (a contract extension): shown where the
 * provider tells quotes, so a bill above its quote stands out.
 */
export const QUOTED_COLUMN: Column<InvoiceRowView> = {
  key: 'quoted',
  header: billingWords.quotedColumn,
  align: 'end',
  cell: (row) =>
    row.quoted ? (
      <span className="whitespace-nowrap text-gray-700 tabular-nums">
        {formatMoney(row.quoted)}
      </span>
    ) : (
      <span className="whitespace-nowrap text-gray-500">{billingWords.notQuoted}</span>
    ),
};

/** The columns, with the quoted total before the amount when the provider tells quotes. */
export function invoiceColumns(withQuotes: boolean): Column<InvoiceRowView>[] {
  if (!withQuotes) return INVOICE_COLUMNS;
  const amount = INVOICE_COLUMNS.findIndex((column) => column.key === 'amount');
  return [...INVOICE_COLUMNS.slice(0, amount), QUOTED_COLUMN, ...INVOICE_COLUMNS.slice(amount)];
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
    // The adjustment's note goes under the description, the one column that wraps: under the
    // amount it widened the table past the screen at 1440 px.
    cell: (row) => (
      <span className="flex flex-col gap-0.5">
        {row.description}
        {row.adjustment && <AdjustmentNote adjustment={row.adjustment} />}
      </span>
    ),
    className: 'min-w-44',
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
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
    align: 'end',
    cell: (row) => (row.invoiceId ? <PdfLink invoiceId={row.invoiceId} /> : null),
  },
];
