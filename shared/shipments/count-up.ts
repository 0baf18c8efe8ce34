/** spec §9: the stats count up from 0 over 1000 ms in 30 steps. */
export const COUNT_UP_MS = 1000;
export const COUNT_UP_STEPS = 30;

/**
 * The value shown after `step` of `steps` (0 = start, `steps` = the value itself): a whole
 * number that rises evenly and ends exactly on the target.
 */
export function countUpValue(target: number, step: number, steps = COUNT_UP_STEPS): number {
  if (step >= steps) return target;
  if (step <= 0) return 0;
  return Math.round((target * step) / steps);
}
