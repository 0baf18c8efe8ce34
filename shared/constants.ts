/** Business constants of spec §9, shared by the server and the pages. */

/** One-time codes: length and how long a code (and its countdown) lasts. */
export const OTP_LENGTH = 6;
export const OTP_SECONDS = 600;

/** After a password reset, the 'Password Changed' popup leads to login after this. */
export const RESET_REDIRECT_MS = 3000;

/** Toasts: hidden after, removed after, and removed this long after a manual close. */
export const TOAST_HIDE_MS = 2700;
export const TOAST_REMOVE_MS = 4000;
export const TOAST_CLOSE_REMOVE_MS = 300;

export const MOBILE_BREAKPOINT_PX = 768;

export const PHONE_MAX_DIGITS = 15;
export const PHONE_PLACEHOLDER = '1 (702) 123-4567';
export const PHONE_COUNTRY_SEARCH_DEBOUNCE_MS = 250;
export const COUNTRY_SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_DEBOUNCE_MS = 300;

export const ERROR_SCROLL_DELAY_MS = 300;
export const RECENTLY_SUCCESSFUL_MS = 2000;
