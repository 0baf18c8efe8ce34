import { guessCountryByPartialPhoneNumber } from 'react-international-phone';

/**
 * The country of a saved phone number ('+96170400501' → 'LB'), so that the edit form shows
 * it with its own country and mask; 'US' when the number names none.
 */
export function phoneCountry(phone: string): string {
  const guess = guessCountryByPartialPhoneNumber({ phone });
  return guess.country?.iso2.toUpperCase() ?? 'US';
}
