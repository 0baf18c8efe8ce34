import type { ReactNode } from 'react';

/**
 * The file's columns in the four groups a customer reads them in, on the column guide and
 * on the mapping: what the shipment is, where it goes, the package, and the customs items.
 */
export type ColumnGroup = 'shipment' | 'delivery' | 'package' | 'items';

/** Drawn with `i18n._(GROUP_TITLES[group])`. */
export const GROUP_TITLES: Record<ColumnGroup, string> = {
  shipment: /*i18n*/ 'Shipment and consignee',
  delivery: /*i18n*/ 'Delivery address',
  package: /*i18n*/ 'Package',
  items: /*i18n*/ 'Customs items (international rows)',
};

const PACKAGE_KEYS = new Set([
  'packageReference',
  'description',
  'type',
  'commodityType',
  'weight',
  'weightUnit',
  'declaredAmount',
  'declaredAmountUnit',
  'codAmount',
  'codAmountUnit',
  'dimensionsUnit',
  'length',
  'width',
  'height',
]);

export const groupOf = (key: string): ColumnGroup => {
  if (/^item\d+\./.test(key)) return 'items';
  if (key.startsWith('delivery')) return 'delivery';
  return PACKAGE_KEYS.has(key) ? 'package' : 'shipment';
};

/** The columns by group, in the groups' order and each group in the file's order. */
export function grouped<C extends { key: string }>(
  columns: readonly C[],
): Array<[ColumnGroup, C[]]> {
  const groups: Record<ColumnGroup, C[]> = { shipment: [], delivery: [], package: [], items: [] };
  for (const column of columns) groups[groupOf(column.key)].push(column);
  return (Object.keys(GROUP_TITLES) as ColumnGroup[])
    .filter((group) => groups[group].length > 0)
    .map((group) => [group, groups[group]]);
}

/**
 * A file's name as a heading: a name without spaces (an export's
 * 'orders_2026-11-24_batch_0001.csv') breaks anywhere rather than push the page sideways.
 */
export function FileName({ children }: { children: ReactNode }) {
  return <span className="wrap-anywhere">{children}</span>;
}
