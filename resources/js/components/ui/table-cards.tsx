import clsx from 'clsx';
import { Fragment, type Key } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { headerOf, type TableProps } from './table-types';
import { RowBox } from './table-row-controls';
import { useLiveControl } from './use-hydrated';
import { useWords } from './use-words';

interface TableCardsProps<Row> extends Pick<
  TableProps<Row>,
  | 'caption'
  | 'columns'
  | 'rows'
  | 'rowKey'
  | 'expanded'
  | 'footer'
  | 'selection'
  | 'id'
  | 'className'
> {
  /** The rows whose details are shown, and how one is shown or hidden (kept by Table). */
  open: ReadonlySet<Key>;
  toggle: (key: Key) => void;
  detailsId: (key: Key) => string;
  labelOf: (row: Row, index: number) => string;
}

/**
 * The kit Table below 768 px with `mobile="cards"`: each row a card of label: value lines,
 * its box and its details toggle in the card, the footer as the last card.
 */
export function TableCards<Row>({
  caption,
  columns,
  rows,
  rowKey,
  expanded,
  footer,
  selection,
  id,
  className,
  open,
  toggle,
  detailsId,
  labelOf,
}: TableCardsProps<Row>) {
  const i18n = useWords();
  const live = useLiveControl();
  return (
    <ul id={id} aria-label={caption} className={clsx('space-y-3', className)}>
      {rows.map((row, index) => {
        const key = rowKey(row);
        const isOpen = open.has(key);
        return (
          <li
            key={key}
            className={clsx(
              'rounded-card border bg-white p-4 shadow-card',
              selection?.selected.has(key) ? 'border-brand-700' : 'border-gray-200',
            )}
          >
            {selection && (
              <div className="-mt-2 -ms-2 mb-1">
                <RowBox selection={selection} rowKey={key} label={labelOf(row, index)} />
              </div>
            )}
            <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-2 text-sm">
              {columns
                .filter((c) => !c.hideOnMobile)
                .map((column) => (
                  <Fragment key={column.key}>
                    <dt className="font-medium text-gray-600">{headerOf(i18n, column.header)}</dt>
                    <dd className="min-w-0 break-words text-gray-900">{column.cell(row)}</dd>
                  </Fragment>
                ))}
            </dl>
            {expanded && (
              <div className="mt-3 border-t border-gray-100 pt-2">
                <button
                  type="button"
                  {...live}
                  aria-expanded={isOpen}
                  aria-controls={detailsId(key)}
                  onClick={() => toggle(key)}
                  className="flex w-full items-center justify-between rounded-control py-1 text-sm font-medium text-brand-700"
                >
                  <span>
                    {i18n._('Details')}
                    <span className="sr-only">
                      {' '}
                      {i18n._('for {row}', { row: labelOf(row, index) })}
                    </span>
                  </span>
                  <ChevronDownIcon className={clsx('size-4', isOpen && 'rotate-180')} />
                </button>
                {isOpen && (
                  <div id={detailsId(key)} className="mt-2">
                    {expanded(row)}
                  </div>
                )}
              </div>
            )}
          </li>
        );
      })}
      {footer && (
        <li className="rounded-card border border-gray-300 bg-gray-50 p-4 shadow-card">
          <p className="mb-2 text-sm font-semibold text-gray-900">{footer.label}</p>
          <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-2 text-sm">
            {columns
              .filter((c) => !c.hideOnMobile && footer.cell(c) !== undefined)
              .map((column) => (
                <Fragment key={column.key}>
                  <dt className="font-medium text-gray-600">{headerOf(i18n, column.header)}</dt>
                  <dd className="min-w-0 font-semibold break-words text-gray-900">
                    {footer.cell(column)}
                  </dd>
                </Fragment>
              ))}
          </dl>
        </li>
      )}
    </ul>
  );
}
