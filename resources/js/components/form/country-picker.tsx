import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Popover,
  PopoverButton,
  PopoverPanel,
} from '@headlessui/react';
import { useMemo, useState, type RefObject } from 'react';
import type { ParsedCountry } from 'react-international-phone';
import { PHONE_COUNTRY_SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { ChevronDownIcon, SearchIcon } from './icons';
import { searchCountries } from './phone';
import { useDebouncedValue } from './use-debounced-value';

interface CountryPickerProps {
  countries: readonly ParsedCountry[];
  country: ParsedCountry;
  onSelect: (country: ParsedCountry) => void;
  disabled?: boolean;
  /** Where the focus goes once a country is chosen (the number field). */
  returnFocusTo: RefObject<HTMLInputElement | null>;
}

function CountrySearch({
  countries,
  country,
  onSelect,
}: Pick<CountryPickerProps, 'countries' | 'country' | 'onSelect'>) {
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query, PHONE_COUNTRY_SEARCH_DEBOUNCE_MS);
  const found = useMemo(() => searchCountries(countries, search), [countries, search]);

  return (
    <Combobox<ParsedCountry | null>
      defaultValue={country}
      by={(a, b) => a?.iso2 === b?.iso2}
      onChange={(chosen) => {
        if (chosen) onSelect(chosen);
      }}
    >
      <div className="relative border-b border-gray-200 p-2">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-gray-500" />
        <ComboboxInput
          autoFocus
          aria-label="Search country"
          placeholder="Search country"
          displayValue={() => query}
          onChange={(event) => setQuery(event.target.value)}
          className="w-full rounded-md border border-gray-300 py-1.5 pr-2 pl-8 text-sm"
        />
      </div>
      {found.length > 0 && (
        <ComboboxOptions static aria-label="Countries" className="max-h-64 overflow-y-auto py-1">
          {found.map((c) => (
            <ComboboxOption
              key={c.iso2}
              value={c}
              className="flex cursor-pointer items-center justify-between gap-3 px-3 py-1.5 text-sm text-gray-900 data-focus:bg-brand-50 data-selected:font-semibold"
            >
              <span>{c.name}</span>
              <span className="text-gray-600">+{c.dialCode}</span>
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      )}
      <p role="status" className={found.length ? 'sr-only' : 'px-3 py-3 text-sm text-gray-700'}>
        {found.length ? '' : 'No entries to show'}
      </p>
    </Combobox>
  );
}

/**
 * The phone field's country: a button with the current country's code and dial code that
 * opens a searchable list (spec §9: the search waits 250 ms for the user to pause).
 */
export function CountryPicker({
  countries,
  country,
  onSelect,
  disabled,
  returnFocusTo,
}: CountryPickerProps) {
  return (
    <Popover className="shrink-0">
      <PopoverButton
        disabled={disabled}
        aria-label={`Country: ${country.name} (+${country.dialCode})`}
        className="flex h-full items-center gap-1 rounded-l-md border border-r-0 border-gray-300 bg-gray-50 px-2.5 text-sm text-gray-900 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-600"
      >
        <span className="font-medium">{country.iso2.toUpperCase()}</span>
        <span className="text-gray-700">+{country.dialCode}</span>
        <ChevronDownIcon className="size-4 text-gray-600" />
      </PopoverButton>
      <PopoverPanel
        focus
        anchor={{ to: 'bottom start', gap: 4 }}
        className="z-50 w-72 max-w-[calc(100vw-2rem)] rounded-md border border-gray-200 bg-white shadow-lg"
      >
        {({ close }) => (
          <CountrySearch
            countries={countries}
            country={country}
            onSelect={(chosen) => {
              onSelect(chosen);
              close(returnFocusTo);
            }}
          />
        )}
      </PopoverPanel>
    </Popover>
  );
}
