import type { RefObject } from 'react';
import { PHONE_COUNTRY_SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { ChevronDownIcon } from '@/components/icons';
import { searchCountries, type PhoneCountry } from './phone-text';
import { SearchSelect } from './search-select';
import { useWords } from './use-words';

export interface CountryPickerProps {
  countries: readonly PhoneCountry[];
  country: PhoneCountry;
  onSelect: (country: PhoneCountry) => void;
  disabled?: boolean;
  /** Where the focus goes once a country is chosen (the number field). */
  returnFocusTo: RefObject<HTMLInputElement | null>;
}

const countryText = (c: PhoneCountry) => ({ name: c.name, detail: `+${c.dialCode}` });

/**
 * The phone field's country: the kit's searchable select, its button showing the current
 * country's code and dial code (spec §9: the search waits 250 ms for a pause).
 */
export function CountryPicker({
  countries,
  country,
  onSelect,
  disabled,
  returnFocusTo,
}: CountryPickerProps) {
  const i18n = useWords();
  return (
    <SearchSelect
      label={i18n._('Country: {name} (+{code})', { name: country.name, code: country.dialCode })}
      options={countries}
      current={country}
      optionKey={(c) => c.iso2}
      search={searchCountries}
      renderOption={countryText}
      searchLabel={i18n._('Search country')}
      listLabel={i18n._('Countries')}
      debounceMs={PHONE_COUNTRY_SEARCH_DEBOUNCE_MS}
      onSelect={onSelect}
      disabled={disabled}
      returnFocusTo={returnFocusTo}
      buttonClassName="flex items-center gap-1 rounded-s-md border border-e-0 border-gray-300 bg-gray-50 px-2.5 text-sm text-gray-900 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-600"
    >
      <span className="font-medium">{country.iso2.toUpperCase()}</span>
      <span className="text-gray-700">+{country.dialCode}</span>
      <ChevronDownIcon className="size-4 text-gray-600" />
    </SearchSelect>
  );
}
