import type { PhoneCountry } from '@shared/phone/phone';

export type { PhoneCountry };

/** The characters of a phone text that carry the number: its digits and a leading '+'. */
const SIGNIFICANT = /[\d+]/;

/** How many digits (and '+') stand before `position` in `text`. */
export function significantBefore(text: string, position: number): number {
  let seen = 0;
  for (let i = 0; i < Math.min(position, text.length); i++) {
    if (SIGNIFICANT.test(text[i] as string)) seen++;
  }
  return seen;
}

/**
 * Where the caret goes in a reformatted text: right after the same count of digits that
 * stood before it, so typing in the middle of a number continues where it was.
 */
export function caretAfter(text: string, significant: number): number {
  if (significant <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (SIGNIFICANT.test(text[i] as string) && ++seen === significant) return i + 1;
  }
  return text.length;
}

/**
 * Backspace or Delete on a space, bracket or dash removes no digit, and the formatter would
 * put the sign straight back: the digit beside it goes instead, as the user meant.
 * Returns the text without that digit and the caret's count of digits before it.
 */
export function deleteBesideSeparator(
  text: string,
  caret: number,
  direction: 'backward' | 'forward',
): { text: string; before: number } {
  if (direction === 'backward') {
    for (let i = caret - 1; i >= 0; i--) {
      if (/\d/.test(text[i] as string)) {
        const next = text.slice(0, i) + text.slice(i + 1);
        return { text: next, before: significantBefore(next, i) };
      }
    }
  } else {
    for (let i = caret; i < text.length; i++) {
      if (/\d/.test(text[i] as string)) {
        return {
          text: text.slice(0, i) + text.slice(i + 1),
          before: significantBefore(text, caret),
        };
      }
    }
  }
  return { text, before: significantBefore(text, caret) };
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
export function searchCountries(countries: readonly PhoneCountry[], query: string): PhoneCountry[] {
  const q = fold(query);
  if (!q) return [...countries];
  const dial = q.replace(/^\+/, '');
  const byDial = /^\d+$/.test(dial);
  return countries.filter((c) =>
    byDial ? c.dialCode.startsWith(dial) : fold(c.name).includes(q) || c.iso2.toLowerCase() === q,
  );
}
