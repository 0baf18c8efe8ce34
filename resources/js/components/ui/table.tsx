import clsx from 'clsx';
import { Fragment, useId, useState, type Key } from 'react';
import { CheckboxInput } from './choice';
import { TableCards } from './table-cards';
import { pageState, RowBox, RowToggle } from './table-row-controls';
import { headerOf, type TableProps } from './table-types';
import { useNarrowScreen } from './use-narrow-screen';
import { useWords } from './use-words';

export type { Column, TableProps, TableSelection } from './table-types';

/**
 * A data table with optional expandable rows and a phone layout: below 768 px its rows are
 * cards (table-cards.tsx) unless `mobile="scroll"`.
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  expanded,
  expanderHeader,
  rowLabel,
  empty,
  mobile = 'cards',
  footer,
  selection,
  id,
  className,
}: TableProps<Row>) {
  const i18n = useWords();
  const [open, setOpen] = useState<ReadonlySet<Key>>(new Set());
  const narrow = useNarrowScreen();
  const baseId = useId();
  const toggle = (key: Key) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const detailsId = (key: Key) => `${baseId}-details-${String(key)}`;
  const labelOf = (row: Row, index: number) => rowLabel?.(row) ?? `row ${index + 1}`;

  if (rows.length === 0 && empty) return <>{empty}</>;

  if (narrow && mobile === 'cards') {
    return (
      <TableCards
        {...{ caption, columns, rows, rowKey, expanded, footer, selection, id, className }}
        {...{ open, toggle, detailsId, labelOf }}
      />
    );
  }

  const span = columns.length + (expanded ? 1 : 0) + (selection ? 1 : 0);
  return (
    // The box scrolls sideways when the table is wider than the screen, never the page.
    <div
      className={clsx(
        'max-w-full overflow-x-auto rounded-card border border-gray-200 bg-white shadow-card',
        className,
      )}
    >
      <table id={id} className="w-full min-w-full border-collapse text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase">
          <tr>
            {selection && (
              <th scope="col" className="w-12 py-1.5 pe-0 ps-2 normal-case">
                <CheckboxInput
                  label={selection.pageLabel}
                  checked={pageState(selection, rows.length)}
                  onChange={selection.onTogglePage}
                />
              </th>
            )}
            {expanded && (
              <th scope="col" className="w-12 px-3 py-3">
                {expanderHeader ?? <span className="sr-only">{i18n._('Details')}</span>}
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={clsx(
                  'px-3.5 py-3 whitespace-nowrap',
                  column.align === 'end' && 'text-end',
                  column.className,
                )}
              >
                {headerOf(i18n, column.header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row, index) => {
            const key = rowKey(row);
            const isOpen = open.has(key);
            return (
              <Fragment key={key}>
                <tr
                  className={clsx(
                    expanded && 'cursor-pointer',
                    'hover:bg-gray-50',
                    isOpen && 'bg-brand-50/40',
                    selection?.selected.has(key) && 'bg-brand-50/60',
                  )}
                  // Mouse convenience only; the keyboard uses the toggle button in the row.
                  onClick={expanded ? () => toggle(key) : undefined}
                >
                  {selection && (
                    <td className="py-2 pe-0 ps-2">
                      <RowBox selection={selection} rowKey={key} label={labelOf(row, index)} />
                    </td>
                  )}
                  {expanded && (
                    <td className="px-3 py-2">
                      <RowToggle
                        open={isOpen}
                        onToggle={() => toggle(key)}
                        controls={detailsId(key)}
                        label={i18n._('Details for {row}', { row: labelOf(row, index) })}
                      />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={clsx(
                        'px-3.5 py-3 align-middle text-gray-900',
                        column.align === 'end' && 'text-end',
                        column.className,
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
                {expanded && isOpen && (
                  <tr id={detailsId(key)} className="bg-gray-50/60">
                    <td colSpan={span} className="px-4 py-4 sm:px-6">
                      {expanded(row)}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
        {footer && (
          <tfoot className="border-t-2 border-gray-200 bg-gray-50 font-semibold text-gray-900">
            <tr>
              {selection && <td className="py-3 ps-2" />}
              {expanded && <td className="px-3 py-3" />}
              {columns.map((column, index) => {
                const value = footer.cell(column);
                const Cell = index === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    scope={index === 0 ? 'row' : undefined}
                    className={clsx(
                      'px-4 py-3',
                      column.align === 'end' && 'text-end',
                      column.className,
                    )}
                  >
                    {index === 0 && value === undefined ? footer.label : value}
                  </Cell>
                );
              })}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
