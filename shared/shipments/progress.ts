import type { ProgressStep } from './types';

/** spec §4 / §9: the progress value of a step status; anything else is 0. */
export const PROGRESS_VALUES = { start: 0, processing: 25, review: 75, finish: 100 } as const;

export function progressValue(status: string): number {
  return Object.hasOwn(PROGRESS_VALUES, status)
    ? PROGRESS_VALUES[status as keyof typeof PROGRESS_VALUES]
    : 0;
}

/** spec §4: underscores to spaces, each word capitalised ('picked_up' → 'Picked Up'). */
export function stepLabel(key: string): string {
  return key
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** One step per status_logs key, in the provider's order; finished when its value is true. */
export function progressSteps(logs: Record<string, unknown> | null | undefined): ProgressStep[] {
  return Object.entries(logs ?? {}).map(([key, done]) => ({
    key,
    label: stepLabel(key),
    state: done === true ? 'finish' : 'start',
  }));
}
