/**
 * spec §9's mobile breakpoint, for the browser code that must know it (media queries in
 * hooks). The CSS uses Tailwind's `md:` breakpoint, 48rem = 768 px, left as Tailwind sets
 * it; tests/unit/ui/layout-sizes.test.ts checks the two agree. The shell's other sizes
 * (top bar, side bar, page width) live in resources/css/app.css only.
 */
export const MOBILE_BREAKPOINT_PX = 768;

/** Matches screens narrower than the mobile breakpoint (the complement of Tailwind's `md:`). */
export const NARROW_SCREEN_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * The cookie in which the browser tells the server whether its screen is narrow
 * (`narrow` or `wide`), for the next first load: a phone's first paint then shows the cards
 * it will keep, not a table that turns into cards once the scripts run.
 */
export const SCREEN_COOKIE = 'screen';
