import { COUNTRY_SEARCH_DEBOUNCE_MS } from '@shared/address/constants';
import type { Option } from '@shared/address/types';
import { AsyncSelect } from '@/components/ui/async-select';
import { useWords } from '@/lib/i18n';
import { countryPage } from './options';

export interface CountryFieldProps {
  value: Option | null;
  onChange: (option: Option | null) => void;
  error?: string;
}

/** Country: searchable and paged over the provider's list (spec §2.6, §9). */
export function CountryField({ value, onChange, error }: CountryFieldProps) {
  const i18n = useWords();
  return (
    <AsyncSelect
      label={i18n._('Country')}
      value={value}
      onChange={onChange}
      loadOptions={countryPage}
      debounceMs={COUNTRY_SEARCH_DEBOUNCE_MS}
      placeholder={i18n._('Select country')}
      error={error}
      required
    />
  );
}
