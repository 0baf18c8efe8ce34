/**
 * Business constants of spec §9 shared by the server and the pages. Those of the shell
 * live beside it: toast timings in shared/ui/toasts.ts, the mobile breakpoint in
 * shared/ui/layout-sizes.ts.
 */

/** One-time codes: length and how long a code (and its countdown) lasts. */
export const OTP_LENGTH = 6;
export const OTP_SECONDS = 600;

/** After a password reset, the 'Password Changed' popup leads to login after this. */
export const RESET_REDIRECT_MS = 3000;

export const PHONE_MAX_DIGITS = 15;
export const PHONE_PLACEHOLDER = '1 (702) 123-4567';
export const PHONE_COUNTRY_SEARCH_DEBOUNCE_MS = 250;

/** On a failed submit, the first field in error is scrolled into view after this. */
export const ERROR_SCROLL_DELAY_MS = 300;
