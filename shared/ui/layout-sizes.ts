/**
 * spec §9 sizes of the signed-in shell. resources/css/app.css repeats them as Tailwind
 * theme tokens (CSS cannot import TypeScript); keep the two in step.
 */
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_WIDTH_PX = 250;
export const TOP_BAR_HEIGHT_PX = 64;
export const MAX_PAGE_WIDTH_PX = 1900;

/** Matches screens narrower than the mobile breakpoint (the complement of Tailwind's `md:`). */
export const NARROW_SCREEN_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
