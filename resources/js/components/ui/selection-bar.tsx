import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Button } from './button';
import { CheckboxInput } from './choice';
import type { Noun } from './noun';
import type { Selection } from './use-selection';
import { useWords } from './use-words';

export interface SelectionBarProps {
  selection: Selection;
  /** How many rows are shown (the page, or the cards loaded on a phone). */
  shown: number;
  /** How many rows the view has in all (its filter and search). */
  total: number;
  /** What the rows are. */
  noun: Noun;
  /** What can be done with the chosen rows (e.g. 'Download labels'). */
  actions?: ReactNode;
  className?: string;
}

/**
 * Above a list whose rows can be chosen: how many are chosen (read out as it changes), the
 * actions for them, and, once every row shown is chosen, Gmail's offer to choose every row
 * of the view; then a way back. On phones, where the table's header is not shown, a box
 * of its own chooses every row shown.
 */
export function SelectionBar({
  selection,
  shown,
  total,
  noun,
  actions,
  className,
}: SelectionBarProps) {
  const i18n = useWords();
  const chosen = selection.allMatching ? total : selection.selected.size;
  const more = selection.pageSelected && total > shown;
  const counted = (count: number) => i18n._(noun.counted, { count });
  const status =
    chosen === 0
      ? i18n._('No {items} selected', { items: i18n._(noun.many) })
      : selection.allMatching
        ? i18n._('All {items} matching this view are selected', { items: counted(total) })
        : more
          ? i18n._('{items} selected on this page', { items: counted(chosen) })
          : i18n._('{items} selected', { items: counted(chosen) });
  return (
    <div
      className={clsx(
        'mb-3 flex flex-col gap-2 rounded-card border px-3 py-2 sm:flex-row sm:items-center sm:justify-between',
        chosen ? 'border-brand-700/40 bg-brand-50' : 'border-gray-200 bg-white',
        className,
      )}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="md:hidden">
          <CheckboxInput
            label={i18n._('Select all {items} shown', { items: i18n._(noun.many) })}
            checked={selection.pageSelected ? true : selection.selected.size > 0 ? 'mixed' : false}
            onChange={selection.togglePage}
          />
        </span>
        <p role="status" className="font-medium text-gray-900">
          {status}
        </p>
        {more && !selection.allMatching && (
          <Button variant="link" onClick={selection.selectAllMatching}>
            {i18n._('Select all {items} matching this view', { items: counted(total) })}
          </Button>
        )}
        {chosen > 0 && (
          <Button variant="link" onClick={selection.clear}>
            {i18n._('Clear selection')}
          </Button>
        )}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
