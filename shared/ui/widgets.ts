/** spec §9 constants of the UI kit's widgets (resources/js/components/ui). */

/** Search boxes wait for the user to pause this long before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Table pager: pages always shown at each end, and pages shown around the current one. */
export const PAGER_MARGIN_PAGES = 3;
export const PAGER_RANGE = 3;

/** Searchable paged select: options per page, menu height bounds, when to load more. */
export const SELECT_PAGE_SIZE = 5;
export const SELECT_MENU_MIN_HEIGHT_PX = 140;
export const SELECT_MENU_MAX_HEIGHT_PX = 300;
export const SELECT_SCROLL_ANIMATION_MS = 200;
/** Infinite scroll: the next page loads once the list is scrolled within this of its end. */
export const LOAD_MORE_THRESHOLD_PX = 50;

/** Pickup time slots: every 30 minutes from 06:00 to 22:00. */
export const TIME_SLOT_STEP_MINUTES = 30;
export const TIME_SLOT_FIRST = '06:00';
export const TIME_SLOT_LAST = '22:00';
