/**
 * spec §9: the stats count up from 0 over 1000 ms in 30 steps (drawn by app.css's
 * `count-up`, timed by these through stats-card.tsx).
 */
export const COUNT_UP_MS = 1000;
export const COUNT_UP_STEPS = 30;
