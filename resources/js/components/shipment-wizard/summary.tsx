import type { ReactNode } from 'react';
import type { ExportReason } from '@shared/customs/invoice';
import type { ShipmentSummary } from '@shared/shipment-wizard/summary';
import { Card } from '@/components/ui';
import { useWords } from '@/lib/i18n';
import { EXPORT_REASON_NAMES } from './customs-fields';
import { counted } from '@/lib/numbers';

interface SummaryProps {
  summary: ShipmentSummary;
  /** The price and delivery date of the shipment as it stands (price-summary.tsx), on top. */
  prices?: ReactNode;
  className?: string;
}

/** What will be created, shown with the last step (the summary before submitting). */
export function Summary({ summary, prices, className }: SummaryProps) {
  const i18n = useWords();
  const rows: Array<[string, string]> = [
    [i18n._('From'), summary.from],
    [i18n._('To'), summary.to],
    [i18n._('Consignee'), summary.consignee],
    // The mode's name (MODE_NAMES in words.ts holds it for the catalogs).
    [i18n._('Shipment'), i18n._(summary.mode)],
    [i18n._('Product'), summary.product],
    [i18n._('Services'), summary.services.join(', ') || i18n._('None')],
    [i18n._('Packages'), counted(i18n, summary.packages)],
    [i18n._('Total weight'), summary.weight],
    [i18n._('Declared value'), summary.declared],
  ];
  const customs = summary.customs;
  if (customs) {
    const reason = EXPORT_REASON_NAMES[customs.reason as ExportReason];
    rows.push(
      [i18n._('Reason for export'), reason ? i18n._(reason) : '—'],
      [i18n._('Signed by'), customs.signer || '—'],
    );
    if (customs.shipperTaxNumber)
      rows.push([i18n._('Shipper tax number'), customs.shipperTaxNumber]);
    if (customs.consigneeTaxNumber) {
      rows.push([i18n._('Consignee tax number'), customs.consigneeTaxNumber]);
    }
  }
  return (
    <Card title={i18n._('Summary')} aria-label={i18n._('Shipment summary')} className={className}>
      {prices && <div className="mb-4 border-b border-gray-200 pb-4">{prices}</div>}
      <div className="@container">
        <dl className="grid gap-3 text-sm @lg:grid-cols-2 @3xl:grid-cols-3">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt className="text-gray-600">{term}</dt>
              <dd className="font-medium break-words text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}
