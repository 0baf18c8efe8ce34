/**
 * The messages under form fields, apart from the rest of `messages` (messages.ts): the
 * anonymous screens' schemas need only these, and load them without every other text.
 */
export const formMessages = {
  invalidEmail: 'Enter a valid email address',
  invalidPhone: 'Enter a valid phone number',
  phoneNeedsCode: 'Start the number with + and its country code',
  phoneUnknownCode: 'No country has this dial code: check the digits after the +',
  phoneOverMax: (max: number) => `A phone number has at most ${max} digits`,
  phoneTooShort: (place: string) => `Too few digits for a number in ${place}`,
  phoneTooLong: (place: string) => `Too many digits for a number in ${place}`,
  phoneNotPossible: (place: string) => `Not a possible number in ${place}`,
  passwordsDiffer: 'Passwords do not match',
  otpDigits: 'Enter the 6-digit code',
  passwordMin: (label: string, min: number) => `${label} must be at least ${min} characters`,
};
