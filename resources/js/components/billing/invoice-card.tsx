import { formatMoney } from '@shared/billing/format';
import type { InvoiceRowView } from '@shared/billing/types';
import { useFormatLocale } from '@/components/dates';
import { saidColumns } from '@/components/shipments/said-columns';
import { ListCard } from '@/components/ui/list-card';
import { useWords } from '@/lib/i18n';
import { AdjustmentNote, invoiceColumns, InvoiceStatus } from './invoice-columns';

/**
 * An invoice as a phone shows it (spec §2.11, §9): its ID, status and amount at the top,
 * then the table row's description, billing ID, dates and the PDF download.
 */
export function InvoiceCard({
  invoice,
  withQuotes = false,
}: {
  invoice: InvoiceRowView;
  /** The provider tells quotes: the card shows the quoted total under the amount. */
  withQuotes?: boolean;
}) {
  const i18n = useWords();
  const locale = useFormatLocale();
  return (
    <ListCard
      label={i18n._('Invoice ID')}
      id={invoice.invoiceId}
      aside={
        <div className="flex shrink-0 flex-col items-end gap-1">
          <InvoiceStatus status={invoice.status} />
          <p className="text-lg font-semibold whitespace-nowrap text-gray-900 tabular-nums">
            <span className="sr-only">{i18n._('Amount')} </span>
            {formatMoney(invoice.amount, locale)}
          </p>
          {invoice.adjustment && <AdjustmentNote adjustment={invoice.adjustment} />}
        </div>
      }
      row={invoice}
      columns={saidColumns(i18n, invoiceColumns(withQuotes))}
      keys={[
        'description',
        ...(withQuotes ? (['quoted'] as const) : []),
        'billing_id',
        'issued',
        'due',
        'link',
      ]}
    />
  );
}
