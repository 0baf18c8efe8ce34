import type { ParsedCountry } from 'react-international-phone';

/** spec §5 and §9: the phone number's digit cap, dial code included. */
export function countDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}

/** Cuts `value` right after its `max`-th digit (pasted numbers keep their first digits). */
export function truncateDigits(value: string, max: number): string {
  let seen = 0;
  for (let i = 0; i < value.length; i++) {
    if (/\d/.test(value[i] as string) && ++seen === max) return value.slice(0, i + 1);
  }
  return value;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * Countries matching a search: by name (accents and case ignored, any word start or
 * substring), by ISO code, or by dial code ('44', '+44'). An empty search keeps them all.
 */
export function searchCountries(
  countries: readonly ParsedCountry[],
  query: string,
): ParsedCountry[] {
  const q = fold(query);
  if (!q) return [...countries];
  const dial = q.replace(/^\+/, '');
  const byDial = /^\d+$/.test(dial);
  return countries.filter((c) =>
    byDial ? c.dialCode.startsWith(dial) : fold(c.name).includes(q) || c.iso2 === q,
  );
}

/**
 * The value the form holds: E.164 ('+' and digits), or '' while nothing but the dial code
 * is there, so that an untouched field reads as missing rather than as a short number.
 */
export function formValue(phone: string, country: ParsedCountry): string {
  const digits = phone.replace(/\D/g, '');
  return digits === '' || digits === country.dialCode ? '' : `+${digits}`;
}
