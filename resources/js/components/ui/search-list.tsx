import clsx from 'clsx';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CheckIcon, SearchIcon } from '@/components/icons';
import { useDebouncedValue } from './use-debounced-value';
import { useWords } from './use-words';

export interface SearchListProps<Option> {
  options: readonly Option[];
  /** The option chosen now: checked in the list, and where the highlight starts. */
  current: Option;
  optionKey: (option: Option) => string;
  /** The options that match a search, in the order shown. */
  search: (options: readonly Option[], text: string) => Option[];
  /** One option's text; `detail` is shown at its end (e.g. a dial code). */
  renderOption: (option: Option) => { name: string; detail?: ReactNode };
  /** The search box's name and placeholder ('Search country'). */
  searchLabel: string;
  /** The list's name ('Countries'). */
  listLabel: string;
  /** How long typing pauses before the list is searched. */
  debounceMs: number;
  onSelect: (option: Option) => void;
  onCancel: () => void;
}

/** Where the highlight goes for each key; the Enter and Escape keys are handled apart. */
const MOVES: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 };

/**
 * The search box and its list of a searchable select (the ARIA combobox pattern with a
 * listbox): the arrows and Page keys move through the matches, Enter picks one, Escape
 * leaves the choice as it was. The focus stays in the box; a click picks an option.
 */
export function SearchList<Option>({
  options,
  current,
  optionKey,
  search,
  renderOption,
  searchLabel,
  listLabel,
  debounceMs,
  onSelect,
  onCancel,
}: SearchListProps<Option>) {
  const i18n = useWords();
  const listId = useId();
  const [query, setQuery] = useState('');
  const text = useDebouncedValue(query, debounceMs);
  const found = useMemo(() => search(options, text), [options, search, text]);
  const [activeKey, setActiveKey] = useState(optionKey(current));
  const activeIndex = Math.max(
    0,
    found.findIndex((option) => optionKey(option) === activeKey),
  );
  const active = found[activeIndex];
  const optionId = (option: Option) => `${listId}-${optionKey(option)}`;
  const currentKey = optionKey(current);
  const activeId = active ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = MOVES[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const next = found[Math.min(found.length - 1, Math.max(0, activeIndex + step))];
      if (next) setActiveKey(optionKey(next));
    } else if (event.key === 'Enter') {
      // Never the surrounding form's submit.
      event.preventDefault();
      if (active) onSelect(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <>
      <div className="relative border-b border-gray-200 p-2">
        <SearchIcon className="pointer-events-none absolute top-1/2 inset-s-4 size-4 -translate-y-1/2 text-gray-500" />
        <input
          autoFocus
          type="text"
          role="combobox"
          aria-label={searchLabel}
          aria-expanded={found.length > 0}
          aria-controls={found.length > 0 ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          placeholder={searchLabel}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          className="w-full rounded-md border border-gray-300 py-1.5 pe-2 ps-8 text-sm"
        />
      </div>
      {found.length > 0 && (
        <ul
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className="max-h-64 overflow-y-auto py-1"
        >
          {found.map((option) => {
            const key = optionKey(option);
            const { name, detail } = renderOption(option);
            return (
              <li
                key={key}
                id={optionId(option)}
                role="option"
                aria-selected={option === active}
                // Keep the focus in the search box; the click picks the option.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActiveKey(key)}
                onClick={() => onSelect(option)}
                className={clsx(
                  'flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm text-gray-900',
                  option === active && 'bg-brand-50',
                )}
              >
                <CheckIcon
                  className={clsx(
                    'size-4 shrink-0 text-brand-700',
                    key !== currentKey && 'invisible',
                  )}
                />
                <span className="flex-1">
                  {name}
                  {key === currentKey && <span className="sr-only"> {i18n._('(current)')}</span>}
                </span>
                {detail !== undefined && <span className="text-gray-600">{detail}</span>}
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className={found.length ? 'sr-only' : 'px-3 py-3 text-sm text-gray-700'}>
        {found.length ? '' : i18n._('No entries to show')}
      </p>
    </>
  );
}
