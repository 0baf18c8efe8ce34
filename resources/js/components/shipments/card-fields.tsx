import { Fragment } from 'react';
import type { Column } from '@/components/ui';

/**
 * The label and value lines of a list card, drawn with the table's own columns (named by
 * key, in that order), so a card shows a row's data exactly as its table row does.
 */
export function CardFields<Row>({
  row,
  columns,
  keys,
}: {
  row: Row;
  columns: readonly Column<Row>[];
  keys: readonly string[];
}) {
  return (
    <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-2 text-sm">
      {keys.map((key) => {
        const column = columns.find((c) => c.key === key);
        if (!column) return null;
        return (
          <Fragment key={key}>
            <dt className="font-medium text-gray-600">{column.header}</dt>
            <dd className="min-w-0 break-words text-gray-900">{column.cell(row)}</dd>
          </Fragment>
        );
      })}
    </dl>
  );
}
