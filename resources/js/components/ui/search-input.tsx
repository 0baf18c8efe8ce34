import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@shared/ui/widgets';
import { CloseIcon, SearchIcon } from '@/components/icons';
import { useFieldControl } from './field';
import { useLiveControl } from './use-hydrated';
import { useWords } from './use-words';

export interface SearchInputProps {
  /** The accessible name; shown above the box unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  /**
   * The search in effect (e.g. from the page's query). The box starts with it, and starts
   * again from it when it changes from elsewhere (Back, Forward, a clamped value).
   */
  value?: string;
  /** Called, trimmed, once the user pauses typing for 300 ms (spec §9), and at once on clear. */
  onSearch: (value: string) => void;
  placeholder?: string;
  delayMs?: number;
  id?: string;
  className?: string;
}

/** A search box that searches as the user types, after a pause, with a clear button. */
export function SearchInput({
  label,
  hideLabel = false,
  value = '',
  onSearch,
  placeholder,
  delayMs = SEARCH_DEBOUNCE_MS,
  id,
  className,
}: SearchInputProps) {
  const i18n = useWords();
  const [text, setText] = useState(value);
  const live = useLiveControl();
  /** What was last sent to onSearch. */
  const [searched, setSearched] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    // Not the echo of the user's own search: the page's search changed by itself.
    if (value !== searched) {
      setText(value);
      setSearched(value);
    }
  }
  const control = useFieldControl({ id });
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === searched) return;
    const timer = setTimeout(() => {
      setSearched(wanted);
      latest.current(wanted);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, searched, delayMs]);

  const clear = () => {
    setText('');
    setSearched('');
    latest.current('');
    input.current?.focus();
  };

  return (
    <div className={className}>
      <label
        htmlFor={control.id}
        className={clsx(hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-gray-800')}
      >
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 inset-s-3 size-4 -translate-y-1/2 text-gray-500" />
        <input
          ref={input}
          {...control.props}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className="block h-10 w-full rounded-control border border-gray-300 bg-white pe-10 ps-9 text-sm text-gray-900 placeholder:text-gray-500 focus:border-brand-700 [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            {...live}
            onClick={clear}
            aria-label={i18n._('Clear search')}
            className="absolute top-1/2 inset-e-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-control text-gray-600 hover:bg-gray-100 hover:text-gray-900"
          >
            <CloseIcon className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}
