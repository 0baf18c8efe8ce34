/** spec §9: the country select searches once typing pauses this long (others: 300 ms). */
export const COUNTRY_SEARCH_DEBOUNCE_MS = 500;
