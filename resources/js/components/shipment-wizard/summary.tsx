import type { ReactNode } from 'react';
import type { ShipmentSummary } from '@shared/shipment-wizard/summary';
import { Card } from '@/components/ui';

interface SummaryProps {
  summary: ShipmentSummary;
  /** The price and delivery date of the shipment as it stands (price-summary.tsx), on top. */
  prices?: ReactNode;
  className?: string;
}

/** What will be created, shown with the last step (the summary before submitting). */
export function Summary({ summary, prices, className }: SummaryProps) {
  const rows: Array<[string, string]> = [
    ['From', summary.from],
    ['To', summary.to],
    ['Consignee', summary.consignee],
    ['Shipment', summary.mode],
    ['Product', summary.product],
    ['Services', summary.services.join(', ') || 'None'],
    ['Packages', String(summary.packages)],
    ['Total weight', summary.weight],
    ['Declared value', summary.declared],
  ];
  return (
    <Card title="Summary" aria-label="Shipment summary" className={className}>
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
