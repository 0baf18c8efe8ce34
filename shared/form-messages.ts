import { fill } from './i18n/wording';

/**
 * The messages under form fields, apart from the rest of `messages` (messages.ts): the
 * anonymous screens' schemas need only these, and load them without every other text.
 */
export const formMessages = {
  invalidEmail: /*i18n*/ 'Enter a valid email address',
  invalidPhone: /*i18n*/ 'Enter a valid phone number',
  phoneNeedsCode: /*i18n*/ 'Start the number with + and its country code',
  phoneUnknownCode: /*i18n*/ 'No country has this dial code: check the digits after the +',
  phoneOverMax: (max: number) => fill(/*i18n*/ 'A phone number has at most {max} digits', { max }),
  phoneTooShort: (place: string) =>
    fill(/*i18n*/ 'Too few digits for a number in {place}', { place }),
  phoneTooLong: (place: string) =>
    fill(/*i18n*/ 'Too many digits for a number in {place}', { place }),
  phoneNotPossible: (place: string) => fill(/*i18n*/ 'Not a possible number in {place}', { place }),
  passwordsDiffer: /*i18n*/ 'Passwords do not match',
  otpDigits: /*i18n*/ 'Enter the 6-digit code',
  passwordMin: (label: string, min: number) =>
    fill(/*i18n*/ '{label} must be at least {min} characters', { label, min }),
};
