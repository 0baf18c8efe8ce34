// The controls in a row of the kit's Table (table.tsx), wide or as a phone card.
import clsx from 'clsx';
import type { Key } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { CheckboxInput } from './choice';
import type { TableSelection } from './table-types';
import { useLiveControl } from './use-hydrated';
import { useWords } from './use-words';

/** The box that chooses one row. */
export function RowBox({
  selection,
  rowKey,
  label,
}: {
  selection: TableSelection;
  rowKey: Key;
  label: string;
}) {
  const i18n = useWords();
  return (
    <CheckboxInput
      label={i18n._('Select {row}', { row: label })}
      checked={selection.selected.has(rowKey)}
      onChange={(on) => selection.onToggle(rowKey, on)}
    />
  );
}

/** The header's box: ticked when every row is chosen, a dash when some are. */
export function pageState(selection: TableSelection, count: number): boolean | 'mixed' {
  const chosen = selection.selected.size;
  if (chosen === 0 || count === 0) return false;
  return chosen >= count ? true : 'mixed';
}

export function RowToggle({
  open,
  onToggle,
  controls,
  label,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  label: string;
}) {
  // Like the kit's buttons, pressed only once the page is live (it would do nothing before).
  const live = useLiveControl();
  return (
    <button
      type="button"
      {...live}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
      className="inline-flex size-8 items-center justify-center rounded-control text-gray-700 hover:bg-gray-100"
    >
      <ChevronDownIcon
        className={clsx(
          'size-4 transition-transform motion-reduce:transition-none',
          open && 'rotate-180',
        )}
      />
    </button>
  );
}
