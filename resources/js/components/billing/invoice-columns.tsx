import { route } from '@/lib/route';
import { formatMoney, statusLabel } from '@shared/billing/format';
import { billingWords } from '@shared/billing/adjustment';
import { say } from '@shared/i18n/wording';
import type { BillingAdjustment, InvoiceRowView } from '@shared/billing/types';
import { DownloadIcon } from '@/components/icons';
import { ShortDate, useFormatLocale } from '@/components/dates';
import { Badge, type BadgeTone, type Column } from '@/components/ui';
import { useWords } from '@/lib/i18n';

const TONES: Record<string, BadgeTone> = { paid: 'success', due: 'warning', overdue: 'danger' };

export function InvoiceStatus({ status }: { status: string }) {
  const i18n = useWords();
  return <Badge tone={TONES[status] ?? 'neutral'}>{say(i18n, statusLabel(status))}</Badge>;
}

/** The invoice's PDF, through the portal (never the provider's address). */
function PdfLink({ invoiceId }: { invoiceId: string }) {
  const i18n = useWords();
  return (
    <a
      href={route('billing-and-payments.invoice', { invoice: invoiceId })}
      download={`${invoiceId}.pdf`}
      aria-label={i18n._('Download invoice {id} (PDF)', { id: invoiceId })}
      className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-brand-700 hover:underline"
    >
      <DownloadIcon className="size-4" />
      PDF
    </a>
  );
}

/** Why an invoice is more than its quote: the weights the provider found and was told. */
export function AdjustmentNote({ adjustment }: { adjustment: BillingAdjustment }) {
  const i18n = useWords();
  const locale = useFormatLocale();
  // 'Adjusted: measured 7.2 kg, declared 6.5 kg', as shared/billing/adjustment.ts writes it.
  const kilos = (value: number) => `${Number(value.toFixed(2)).toLocaleString(locale)} kg`;
  return (
    <span className="text-xs text-amber-800">
      {i18n._('Adjusted: measured {measured}, declared {declared}', {
        measured: kilos(adjustment.measuredWeight),
        declared: kilos(adjustment.declaredWeight),
      })}
    </span>
  );
}

/** An amount in the page's locale, Latin digits. */
function Money({ money }: { money: Parameters<typeof formatMoney>[0] }) {
  return <>{formatMoney(money, useFormatLocale())}</>;
}

/** 'Not quoted', in the page's language. */
function NotQuoted() {
  return <>{say(useWords(), billingWords.notQuoted)}</>;
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
        <Money money={row.quoted} />
      </span>
    ) : (
      <span className="whitespace-nowrap text-gray-500">
        <NotQuoted />
      </span>
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
    header: /*i18n*/ 'Invoice ID',
    cell: (row) => (
      <span className="font-mono font-semibold whitespace-nowrap">{row.invoiceId}</span>
    ),
  },
  {
    key: 'billing_id',
    header: /*i18n*/ 'Billing ID',
    cell: (row) => <span className="font-mono whitespace-nowrap">{row.billingId}</span>,
  },
  {
    key: 'description',
    header: /*i18n*/ 'Description',
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
    header: /*i18n*/ 'Amount',
    align: 'end',
    cell: (row) => (
      <span className="whitespace-nowrap tabular-nums">
        <Money money={row.amount} />
      </span>
    ),
  },
  {
    key: 'status',
    header: /*i18n*/ 'Status',
    cell: (row) => <InvoiceStatus status={row.status} />,
  },
  {
    key: 'issued',
    header: /*i18n*/ 'Issued',
    cell: (row) => (
      <span className="whitespace-nowrap">
        <ShortDate value={row.issuedAt} />
      </span>
    ),
  },
  {
    key: 'due',
    header: /*i18n*/ 'Due',
    cell: (row) => (
      <span className="whitespace-nowrap">
        <ShortDate value={row.dueAt} />
      </span>
    ),
  },
  {
    key: 'link',
    header: /*i18n*/ 'Invoice',
    align: 'end',
    cell: (row) => (row.invoiceId ? <PdfLink invoiceId={row.invoiceId} /> : null),
  },
];
