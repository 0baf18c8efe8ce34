import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  Metadata,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';
import { PHONE_MAX_DIGITS } from '../constants';
import { formMessages } from '../form-messages';

/**
 * Phone numbers, the one rule of both sides (libphonenumber-js with its small metadata):
 * digits without '+' are the national number of the chosen country, a national trunk
 * prefix included ('03 123 456' in Lebanon); a number starting with '+' or '00' takes its
 * country from its dial code and keeps every digit. What the forms hold and upstream
 * receives is E.164: '+', the dial code, the national number.
 */

export type { CountryCode };

export const FALLBACK_COUNTRY: CountryCode = 'US';

/** The country of an ISO 3166 alpha-2 code in any case; codes without phone data: US. */
export function phoneCountryCode(iso2: string | null | undefined): CountryCode {
  const code = (iso2 ?? '').toUpperCase();
  return isSupportedCountry(code as CountryCode, metadata)
    ? (code as CountryCode)
    : FALLBACK_COUNTRY;
}

export function dialCode(country: CountryCode): string {
  return getCountryCallingCode(country, metadata);
}

/** The national (trunk) prefix of a country: '0' in the UK and Lebanon, '1' in the US. */
function trunkPrefix(country: CountryCode): string {
  const plans = new Metadata(metadata);
  plans.selectNumberingPlan(country);
  const plan = plans.numberingPlan as { nationalPrefix?: () => string | undefined } | undefined;
  return plan?.nationalPrefix?.() ?? '';
}

/** The main country of a dial code ('44' → GB, '1' → US), if any country has it. */
function mainCountryOf(code: string): CountryCode | undefined {
  return metadata.country_calling_codes[code]?.[0] as CountryCode | undefined;
}

const names = new Map<string, Intl.DisplayNames>();

/**
 * The country's name in `locale` ('LB' → 'Lebanon', 'Liban' in French, 'لبنان' in Arabic:
 * the page's format locale, docs/i18n.md), English by default; its code when the runtime
 * has none.
 */
export function countryName(country: CountryCode, locale = 'en'): string {
  try {
    let display = names.get(locale);
    if (!display) {
      display = new Intl.DisplayNames([locale], { type: 'region' });
      names.set(locale, display);
    }
    return display.of(country) ?? country;
  } catch {
    return country;
  }
}

export interface PhoneCountry {
  iso2: CountryCode;
  name: string;
  dialCode: string;
}

const countries = new Map<string, PhoneCountry[]>();

/** Every country with phone data, by its name in `locale` (English by default). */
export function phoneCountries(locale = 'en'): readonly PhoneCountry[] {
  let list = countries.get(locale);
  if (!list) {
    list = getCountries(metadata)
      .map((iso2) => ({ iso2, name: countryName(iso2, locale), dialCode: dialCode(iso2) }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
    countries.set(locale, list);
  }
  return list;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Past this many digits no number is possible: such text is kept as it is, not parsed. */
const UNREAD = PHONE_MAX_DIGITS + 5;

/** Digits of other scripts (Arabic-Indic '٠٣', Persian '۰۳', full-width '０３') as 0-9. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19\uff0b]/g, (c) => {
    const code = c.charCodeAt(0);
    if (code === 0xff0b) return '+';
    const zero = code >= 0xff10 ? 0xff10 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}

/**
 * What a phone field keeps of typed or pasted text: digits (of any script, as 0-9) and
 * the separators people write, with one '+' only in front. Letters ('Tel:', 'ext.') and
 * other signs go.
 */
export function cleanPhoneText(text: string): string {
  const kept = westernDigits(text)
    .replace(/[^\d+\s().\-/]/g, '')
    .replace(/\s+/g, ' ')
    .trimStart();
  return kept.startsWith('+') ? `+${kept.slice(1).replace(/\+/g, '')}` : kept.replace(/\+/g, '');
}

/** Written with '+' or '00' in front: an international number, whatever the country. */
export function isInternational(text: string): boolean {
  return /^\s*(\+|00)/.test(text);
}

/** '00 44 20…' → '+44 20…': the international call prefix is the '+' written out. */
function withPlus(text: string): string {
  return text.trimStart().replace(/^00/, '+');
}

export interface PhoneReading {
  /** E.164 of what the field holds; '' when it holds no digit of a number yet. */
  value: string;
  /** The number's country: the dial code's for an international number, else the chosen. */
  country: CountryCode;
  /** Digits of the E.164 number (dial code included), the count the 15-digit cap is on. */
  digits: number;
}

/**
 * The field's text read in the chosen country. '+' or '00' in front: the dial code names
 * the country (the chosen one is kept when it shares that code, Canada for '+1').
 */
export function readPhone(text: string, chosen: CountryCode): PhoneReading {
  const clean = cleanPhoneText(text);
  if (isInternational(clean)) {
    const digits = digitsOf(withPlus(clean).slice(1));
    if (!digits) return { value: '', country: chosen, digits: 0 };
    if (digits.length > UNREAD)
      return { value: `+${digits}`, country: chosen, digits: digits.length };
    const typing = new AsYouType(undefined, metadata);
    typing.input(`+${digits}`);
    const code = typing.getCallingCode();
    const country =
      typing.getCountry() ??
      (code && code === dialCode(chosen) ? chosen : code ? mainCountryOf(code) : undefined) ??
      chosen;
    const value = parsePhoneNumberFromString(`+${digits}`, metadata)?.number ?? `+${digits}`;
    return { value, country, digits: digitsOf(value).length };
  }
  const digits = digitsOf(clean);
  if (!digits) return { value: '', country: chosen, digits: 0 };
  if (digits.length > UNREAD) {
    const value = `+${dialCode(chosen)}${digits}`;
    return { value, country: chosen, digits: value.length - 1 };
  }
  const parsed = parsePhoneNumberFromString(digits, chosen, metadata);
  const trunk = trunkPrefix(chosen);
  // The library keeps a trunk prefix it cannot place ('020 7946' in the UK): the number
  // is then read without it, so the message speaks of the number the user meant.
  const unplaced = parsed && !parsed.isValid() && trunk && parsed.nationalNumber.startsWith(trunk);
  const value =
    !parsed || (unplaced && digits.startsWith(trunk))
      ? `+${dialCode(chosen)}${unplaced ? digits.slice(trunk.length) : digits}`
      : parsed.number;
  return { value, country: chosen, digits: digitsOf(value).length };
}

/**
 * The text as the country writes it, for the field while it is typed: every digit kept,
 * only spaces, brackets and dashes placed ('2025550123' → '(202) 555-0123' in the US).
 */
export function formatPhoneText(text: string, chosen: CountryCode): string {
  const clean = cleanPhoneText(text);
  if (!digitsOf(clean)) return clean.trim() === '+' ? '+' : clean.replace(/[^+]/g, '');
  const international = isInternational(clean);
  const source = international ? `+${digitsOf(withPlus(clean).slice(1))}` : digitsOf(clean);
  if (source.length > UNREAD) return clean.trim();
  const formatted = new AsYouType(international ? undefined : chosen, metadata).input(source);
  // A '00' the user wrote stays written: only the separators are the formatter's.
  if (international && /^\s*00/.test(clean)) return `00${formatted.slice(1)}`;
  return digitsOf(formatted) === digitsOf(source) ? formatted : source;
}

/** A saved number (E.164) as the field shows it: its country and its national form. */
export function showPhone(
  value: string,
  fallback: CountryCode,
): { country: CountryCode; text: string } {
  if (!value.trim()) return { country: fallback, text: '' };
  const parsed = parsePhoneNumberFromString(withPlus(value), metadata);
  if (!parsed?.isPossible()) return { country: fallback, text: value };
  const country = parsed.country ?? mainCountryOf(parsed.countryCallingCode) ?? fallback;
  return { country, text: parsed.formatNational() };
}

/** The country a saved number belongs to ('+96170400501' → 'LB'), or the fallback. */
export function countryOfPhone(value: string, fallback = FALLBACK_COUNTRY): CountryCode {
  return showPhone(value, fallback).country;
}

const where = (country: CountryCode) => `${countryName(country)} (+${dialCode(country)})`;

/**
 * What is wrong with an E.164 number, in the words shown under the field; null when it is
 * a possible number of its country (the right length for it).
 */
export function phoneProblem(e164: string): string | null {
  if (digitsOf(e164).length > PHONE_MAX_DIGITS) return formMessages.phoneOverMax(PHONE_MAX_DIGITS);
  const length = validatePhoneNumberLength(e164, metadata);
  if (length === 'INVALID_COUNTRY') return formMessages.phoneUnknownCode;
  const parsed = parsePhoneNumberFromString(e164, metadata);
  if (!length && parsed?.isPossible()) return null;
  const typing = new AsYouType(undefined, metadata);
  typing.input(e164);
  const code = parsed?.countryCallingCode ?? typing.getCallingCode();
  const country =
    parsed?.country ?? typing.getCountry() ?? (code ? mainCountryOf(code) : undefined);
  if (!country) return formMessages.invalidPhone;
  if (length === 'TOO_SHORT' || length === 'NOT_A_NUMBER') {
    return formMessages.phoneTooShort(where(country));
  }
  if (length === 'TOO_LONG') return formMessages.phoneTooLong(where(country));
  return formMessages.phoneNotPossible(where(country));
}

export type NormalizedPhone = { ok: true; e164: string } | { ok: false; message: string };

/**
 * The server's (and the schema's) reading of a submitted number, which has no chosen
 * country beside it: it must be international ('+' or '00' in front), and possible for
 * the country of its dial code. The answer is E.164.
 */
export function normalizePhone(input: string): NormalizedPhone {
  const text = westernDigits(input).trim();
  if (/[^\d+\s().\-/]/.test(text)) return { ok: false, message: formMessages.invalidPhone };
  if (!isInternational(text)) return { ok: false, message: formMessages.phoneNeedsCode };
  const e164 = readPhone(text, FALLBACK_COUNTRY).value;
  const problem = e164 ? phoneProblem(e164) : formMessages.invalidPhone;
  return problem ? { ok: false, message: problem } : { ok: true, e164 };
}
