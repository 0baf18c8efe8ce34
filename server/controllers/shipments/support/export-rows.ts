import type { PartyView, ShipmentRowView } from '../../../../shared/shipments/types';
import type { CsvValue } from '../../../http/csv-stream';

/** The shipments export's columns (beyond the spec): one line per package. */
export const EXPORT_HEADER = [
  /*i18n*/ 'Parent AWB',
  /*i18n*/ 'AWB',
  /*i18n*/ 'Order Reference',
  /*i18n*/ 'Status',
  /*i18n*/ 'Shipper',
  /*i18n*/ 'Consignee',
  /*i18n*/ 'Created',
  /*i18n*/ 'Estimated Delivery',
] as const;

const party = (p: PartyView | null) => (p ? [p.name, p.line].filter(Boolean).join(', ') : '');

/** One line per package; a shipment without packages still gets its line. */
export function exportRows(row: ShipmentRowView): CsvValue[][] {
  const common = (awb: string, status: string): CsvValue[] => [
    row.parentAwb,
    awb,
    row.orderReference,
    status,
    party(row.shipper),
    party(row.consignee),
    row.createdAt,
    row.estimatedDelivery,
  ];
  if (row.packages.length === 0) return [common('', '')];
  return row.packages.map((pkg) => common(pkg.awb, pkg.status));
}
