import clsx from 'clsx';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type ClipboardEvent } from 'react';
import { PHONE_MAX_DIGITS, PHONE_PLACEHOLDER } from '@shared/constants';
import { FORMAT_LOCALES, languageOf } from '@shared/i18n/languages';
import {
  cleanPhoneText,
  dialCode,
  formatPhoneText,
  isInternational,
  phoneCountries,
  phoneCountryCode,
  phoneProblem,
  readPhone,
  showPhone,
  type CountryCode,
} from '@shared/phone/phone';
import { CountryPicker } from './country-picker';
import { useWords } from './use-words';
import { Field, inputClass, useFieldControl } from './field';
import { caretAfter, deleteBesideSeparator, significantBefore } from './phone-text';

export interface PhoneInputProps {
  label: string;
  /** E.164 ('+', dial code, national number), or '' when empty. */
  value: string;
  onChange: (phone: string) => void;
  /** ISO 3166 alpha-2 code of the country shown first (e.g. from a location lookup). */
  defaultCountry?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Lifts the 15-digit typing cap of spec §5 and §9 (the number is still checked). */
  long?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

interface PhoneState {
  /** What the field shows. */
  text: string;
  country: CountryCode;
  /** The value this state stands for: a different value from outside replaces it. */
  value: string;
  /** The default country it started from, followed while the field is empty. */
  fallback: CountryCode;
}

function fromValue(value: string, fallback: CountryCode): PhoneState {
  return { ...showPhone(value, fallback), value, fallback };
}

/**
 * Phone number with a country picker, one rule for all (shared/phone): digits without '+'
 * are the national number of the chosen country, a trunk prefix included; a number typed
 * or pasted with '+' or '00' takes its country from its dial code and keeps every digit.
 * The text is formatted as the country writes it, never cut: typing stops at 15 digits,
 * and a longer paste or a number impossible for its country gets a message under the
 * field. The form holds E.164.
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
  const fallback = phoneCountryCode(defaultCountry);
  // The countries named in the page's language (docs/i18n.md), as the browser names them.
  const countries = phoneCountries(FORMAT_LOCALES[languageOf(useWords().locale)]);
  const [state, setState] = useState<PhoneState>(() => fromValue(value, fallback));
  const [hint, setHint] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // A value from outside (the form reset, a saved address) or a new default country for
  // an empty field replaces what is shown.
  if (value !== state.value || (fallback !== state.fallback && !state.text)) {
    setState(fromValue(value, fallback));
    if (hint) setHint(null);
  }

  useLayoutEffect(() => {
    const at = caret.current;
    caret.current = null;
    if (at !== null && inputRef.current === document.activeElement) {
      inputRef.current?.setSelectionRange(at, at);
    }
  });

  const shown = error ?? hint ?? undefined;
  const control = useFieldControl({ id, error: shown, required });
  const country = countries.find((c) => c.iso2 === state.country) ?? {
    iso2: state.country,
    name: state.country,
    dialCode: dialCode(state.country),
  };

  /** Shows `text` in the right country and tells the form; `check` names a message now. */
  const apply = (text: string, chosen: CountryCode, before: number | null, check: boolean) => {
    const reading = readPhone(text, chosen);
    const formatted = formatPhoneText(text, reading.country);
    caret.current = before === null ? formatted.length : caretAfter(formatted, before);
    setState({ text: formatted, country: reading.country, value: reading.value, fallback });
    setHint(check && reading.value ? phoneProblem(reading.value) : null);
    onChange(reading.value);
  };

  const type = (event: ChangeEvent<HTMLInputElement>) => {
    if (disabled) return;
    const input = event.target;
    const native = event.nativeEvent as InputEvent;
    const at = input.selectionStart ?? input.value.length;
    let text = input.value;
    let before = significantBefore(cleanPhoneText(text.slice(0, at)), Infinity);
    const kind = native.inputType ?? '';
    const digits = (t: string) => t.replace(/\D/g, '').length;
    if (kind.startsWith('delete') && digits(text) === digits(state.text) && text !== '') {
      ({ text, before } = deleteBesideSeparator(
        text,
        at,
        kind.includes('Forward') ? 'forward' : 'backward',
      ));
    }
    // One key at a time: typing stops at the cap. Anything longer (autofill, dictation,
    // drop) is kept whole and judged, like a paste.
    const keystroke = kind === 'insertText' && (native.data ?? '').length <= 1;
    if (keystroke && !long) {
      const now = readPhone(text, state.country).digits;
      if (now > PHONE_MAX_DIGITS && now > readPhone(state.text, state.country).digits) {
        caret.current = at - 1;
        setState({ ...state });
        return;
      }
    }
    apply(text, state.country, before, kind.startsWith('insert') && !keystroke);
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (disabled) return;
    event.preventDefault();
    const pasted = event.clipboardData.getData('text');
    const input = event.currentTarget;
    const start = input.selectionStart ?? state.text.length;
    const end = input.selectionEnd ?? start;
    // A pasted international number is a whole number: it replaces what was there.
    const text = isInternational(cleanPhoneText(pasted))
      ? pasted
      : state.text.slice(0, start) + pasted + state.text.slice(end);
    apply(text, state.country, null, true);
  };

  const leave = () => {
    setHint(state.value ? phoneProblem(state.value) : null);
  };

  const choose = (chosen: CountryCode) => {
    // With an international number in the field, the new country keeps its national digits.
    let text = state.text;
    if (isInternational(cleanPhoneText(text))) {
      const reading = readPhone(text, state.country);
      text = reading.value.slice(1 + dialCode(reading.country).length);
    }
    apply(text, chosen, null, false);
  };

  return (
    <Field control={control} label={label} required={required} error={shown} className={className}>
      <div className="flex">
        <CountryPicker
          countries={countries}
          country={country}
          onSelect={(chosen) => choose(chosen.iso2)}
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
          value={state.text}
          disabled={disabled}
          onChange={type}
          onPaste={paste}
          onBlur={leave}
          className={clsx(inputClass(Boolean(shown)), 'min-w-0 rounded-s-none')}
        />
      </div>
    </Field>
  );
}
