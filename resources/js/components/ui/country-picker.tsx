import clsx from 'clsx';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { PHONE_COUNTRY_SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { CheckIcon, ChevronDownIcon, SearchIcon } from '@/components/icons';
import { searchCountries, type PhoneCountry } from './phone-text';
import { useDebouncedValue } from './use-debounced-value';

interface CountrySearchProps {
  countries: readonly PhoneCountry[];
  country: PhoneCountry;
  onSelect: (country: PhoneCountry) => void;
  onCancel: () => void;
}

/**
 * The search box and its list (the ARIA combobox pattern with a listbox): the arrows
 * move through the matches, Enter picks one, Escape leaves the country as it was.
 */
function CountrySearch({ countries, country, onSelect, onCancel }: CountrySearchProps) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query, PHONE_COUNTRY_SEARCH_DEBOUNCE_MS);
  const found = useMemo(() => searchCountries(countries, search), [countries, search]);
  const [activeIso, setActiveIso] = useState(country.iso2);
  const activeIndex = Math.max(
    0,
    found.findIndex((c) => c.iso2 === activeIso),
  );
  const active = found[activeIndex];
  const optionId = (c: PhoneCountry) => `${listId}-${c.iso2}`;

  useEffect(() => {
    if (active) {
      document.getElementById(`${listId}-${active.iso2}`)?.scrollIntoView({ block: 'nearest' });
    }
  }, [active, listId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = (to: number) => {
      const next = found[Math.min(found.length - 1, Math.max(0, to))];
      if (next) setActiveIso(next.iso2);
    };
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(activeIndex - 1);
        break;
      case 'PageDown':
        event.preventDefault();
        move(activeIndex + 10);
        break;
      case 'PageUp':
        event.preventDefault();
        move(activeIndex - 10);
        break;
      case 'Enter':
        // Never the surrounding form's submit.
        event.preventDefault();
        if (active) onSelect(active);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        onCancel();
        break;
    }
  };

  return (
    <>
      <div className="relative border-b border-gray-200 p-2">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-gray-500" />
        <input
          autoFocus
          type="text"
          role="combobox"
          aria-label="Search country"
          aria-expanded={found.length > 0}
          aria-controls={found.length > 0 ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(active) : undefined}
          autoComplete="off"
          placeholder="Search country"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          className="w-full rounded-md border border-gray-300 py-1.5 pr-2 pl-8 text-sm"
        />
      </div>
      {found.length > 0 && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Countries"
          className="max-h-64 overflow-y-auto py-1"
        >
          {found.map((c) => (
            <li
              key={c.iso2}
              id={optionId(c)}
              role="option"
              aria-selected={c.iso2 === active?.iso2}
              // Keep the focus in the search box; the click picks the country.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActiveIso(c.iso2)}
              onClick={() => onSelect(c)}
              className={clsx(
                'flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm text-gray-900',
                c.iso2 === active?.iso2 && 'bg-brand-50',
              )}
            >
              <CheckIcon
                className={clsx(
                  'size-4 shrink-0 text-brand-700',
                  c.iso2 !== country.iso2 && 'invisible',
                )}
              />
              <span className="flex-1">
                {c.name}
                {c.iso2 === country.iso2 && <span className="sr-only"> (current)</span>}
              </span>
              <span className="text-gray-600">+{c.dialCode}</span>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={found.length ? 'sr-only' : 'px-3 py-3 text-sm text-gray-700'}>
        {found.length ? '' : 'No entries to show'}
      </p>
    </>
  );
}

export interface CountryPickerProps {
  countries: readonly PhoneCountry[];
  country: PhoneCountry;
  onSelect: (country: PhoneCountry) => void;
  disabled?: boolean;
  /** Where the focus goes once a country is chosen (the number field). */
  returnFocusTo: RefObject<HTMLInputElement | null>;
}

/**
 * The phone field's country: a button with the current country's code and dial code that
 * opens a searchable list below it (spec §9: the search waits 250 ms for a pause).
 */
export function CountryPicker({
  countries,
  country,
  onSelect,
  disabled,
  returnFocusTo,
}: CountryPickerProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div ref={root} className="relative flex shrink-0">
      <button
        ref={button}
        type="button"
        disabled={disabled}
        aria-label={`Country: ${country.name} (+${country.dialCode})`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="flex items-center gap-1 rounded-l-md border border-r-0 border-gray-300 bg-gray-50 px-2.5 text-sm text-gray-900 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-600"
      >
        <span className="font-medium">{country.iso2.toUpperCase()}</span>
        <span className="text-gray-700">+{country.dialCode}</span>
        <ChevronDownIcon className="size-4 text-gray-600" />
      </button>
      {open && (
        <div
          id={panelId}
          onBlur={leave}
          className="absolute top-full left-0 z-50 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-md border border-gray-200 bg-white shadow-lg"
        >
          <CountrySearch
            countries={countries}
            country={country}
            onSelect={(chosen) => {
              setOpen(false);
              onSelect(chosen);
              returnFocusTo.current?.focus();
            }}
            onCancel={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </div>
      )}
    </div>
  );
}
