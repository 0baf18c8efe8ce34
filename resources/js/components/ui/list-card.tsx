import { Fragment, type ReactNode } from 'react';
import { Card } from './card';
import type { Column } from './table';

export interface ListCardProps<Row> {
  /** What the row's id is ('Parent AWB'), above it. */
  label: string;
  id: ReactNode;
  /** Beside the id, at the right: a status, an amount, a date. */
  aside: ReactNode;
  row: Row;
  /** The table's columns; `keys` names those the card shows, in that order. */
  columns: readonly Column<Row>[];
  keys: readonly string[];
  /** Under the fields (e.g. a row's details that open). */
  children?: ReactNode;
  /** The box that chooses the row, before its id, when the list's rows can be chosen. */
  select?: ReactNode;
  /** The row is chosen: the card is ringed, as a chosen table row is tinted. */
  selected?: boolean;
}

/**
 * A table row as a phone's list shows it (spec §9): its id and what stands beside it at
 * the top, then the row's fields drawn with the table's own columns.
 */
export function ListCard<Row>({
  label,
  id,
  aside,
  row,
  columns,
  keys,
  children,
  select,
  selected,
}: ListCardProps<Row>) {
  return (
    <Card className={selected ? 'ring-2 ring-brand-700' : undefined}>
      <div className="mb-3 flex items-start justify-between gap-3">
        {select && <div className="-mt-1 -ms-2 shrink-0">{select}</div>}
        <div className="me-auto min-w-0">
          <p className="text-xs font-medium tracking-wide text-gray-600 uppercase">{label}</p>
          <p className="font-mono font-semibold break-all text-gray-900">{id}</p>
        </div>
        {aside}
      </div>
      <CardFields row={row} columns={columns} keys={keys} />
      {children}
    </Card>
  );
}

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
