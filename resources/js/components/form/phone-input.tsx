import clsx from 'clsx';
import type { ChangeEvent } from 'react';
import {
  defaultCountries,
  parseCountry,
  usePhoneInput,
  type ParsedCountry,
} from 'react-international-phone';
import { PHONE_MAX_DIGITS, PHONE_PLACEHOLDER } from '@shared/constants';
import { CountryPicker } from './country-picker';
import { Field, inputClass, useFieldControl } from './field';
import { countDigits, formValue, truncateDigits } from './phone';

const COUNTRIES: readonly ParsedCountry[] = defaultCountries.map(parseCountry);
const FALLBACK_COUNTRY = 'us';

/** The library's code for an ISO 3166 alpha-2 code in any case; unknown codes fall back to US. */
function knownCountry(iso2: string | undefined): string {
  const code = (iso2 ?? '').toLowerCase();
  return COUNTRIES.some((c) => c.iso2 === code) ? code : FALLBACK_COUNTRY;
}

export interface PhoneInputProps {
  label: string;
  /** E.164 ('+' and digits, dial code first), or '' when empty. */
  value: string;
  onChange: (phone: string) => void;
  /** ISO 3166 alpha-2 code of the country shown first (e.g. from a location lookup). */
  defaultCountry?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Lifts the 15-digit cap of spec §5 (and the country's mask length). */
  long?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

/**
 * Phone number with a country picker: the field holds the national number only, formatted
 * with the country's mask from react-international-phone's data, and starts empty so the
 * spec's placeholder shows. The country comes from the picker alone (its default from the
 * location lookup): typing never switches it behind the user's back.
 */
export function PhoneInput({
  label,
  value,
  onChange,
  defaultCountry,
  error,
  required,
  disabled,
  long = false,
  id,
  name,
  className,
}: PhoneInputProps) {
  const control = useFieldControl({ id, error, required });
  const { inputValue, country, setCountry, handlePhoneValueChange, inputRef } = usePhoneInput({
    defaultCountry: knownCountry(defaultCountry),
    value,
    countries: defaultCountries,
    allowMaskOverflow: long,
    disableDialCodeAndPrefix: true,
    disableCountryGuess: true,
    onChange: (data) => onChange(formValue(data.phone, data.country)),
  });

  const type = (event: ChangeEvent<HTMLInputElement>) => {
    if (disabled) return;
    const field = event.target;
    // The library reads the number from the field itself, so the cap is applied there;
    // the 15 digits include the dial code, which the picker shows beside the field.
    const max = PHONE_MAX_DIGITS - country.dialCode.length;
    if (!long && countDigits(field.value) > max) field.value = truncateDigits(field.value, max);
    handlePhoneValueChange(event);
  };

  return (
    <Field control={control} label={label} required={required} error={error} className={className}>
      <div className="flex">
        <CountryPicker
          countries={COUNTRIES}
          country={country}
          onSelect={(chosen) => setCountry(chosen.iso2)}
          disabled={disabled}
          returnFocusTo={inputRef}
        />
        <input
          {...control.props}
          ref={inputRef}
          name={name}
          type="tel"
          autoComplete="tel"
          placeholder={PHONE_PLACEHOLDER}
          value={inputValue}
          disabled={disabled}
          onChange={type}
          className={clsx(inputClass(Boolean(error)), 'min-w-0 rounded-l-none')}
        />
      </div>
    </Field>
  );
}
