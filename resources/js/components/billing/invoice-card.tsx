import { formatMoney } from '@shared/billing/format';
import type { InvoiceRowView } from '@shared/billing/types';
import { CardFields } from '@/components/shipments/card-fields';
import { Card } from '@/components/ui';
import { INVOICE_COLUMNS, InvoiceStatus } from './invoice-columns';

/**
 * An invoice as a phone shows it (spec §2.11, §9): its ID, status and amount at the top,
 * then the table row's description, billing ID, dates and the PDF download.
 */
export function InvoiceCard({ invoice }: { invoice: InvoiceRowView }) {
  return (
    <Card>
      <div className="mb-3 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-gray-600 uppercase">Invoice ID</p>
          <p className="font-mono font-semibold break-all text-gray-900">{invoice.invoiceId}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <InvoiceStatus status={invoice.status} />
          <p className="text-lg font-semibold whitespace-nowrap text-gray-900 tabular-nums">
            <span className="sr-only">Amount </span>
            {formatMoney(invoice.amount)}
          </p>
        </div>
      </div>
      <CardFields
        row={invoice}
        columns={INVOICE_COLUMNS}
        keys={['description', 'billing_id', 'issued', 'due', 'link']}
      />
    </Card>
  );
}
