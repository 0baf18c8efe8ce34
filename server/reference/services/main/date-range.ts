import { z } from 'zod';
import { isCalendarDate } from '../../domain/dates';

/** The longest range a list or report covers (upstream contract, extensions). */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

const dateField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(isCalendarDate, `${label} must be a date (YYYY-MM-DD)`);

/** Whole days from one calendar date to another (time zone shifts do not count). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** 422 on `to` when the range runs backwards or spans more than MAX_RANGE_DAYS. */
function rangeRules<T extends { from?: string; to?: string }>(value: T, ctx: z.RefinementCtx) {
  if (!value.from || !value.to) return;
  const days = daysBetween(value.from, value.to);
  if (days < 0) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
  } else if (days > MAX_RANGE_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `The range may span at most ${MAX_RANGE_DAYS} days`,
    });
  }
}

const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `from` and `to` both given (reports). */
export const requiredRange = z
  .object({ from: dateField('From'), to: dateField('To') })
  .superRefine(rangeRules);

/** `from` and `to` each optional (lists filtered by date). */
export const optionalRange = z
  .object({
    from: z.preprocess(blankAsMissing, dateField('From').optional()),
    to: z.preprocess(blankAsMissing, dateField('To').optional()),
  })
  .superRefine(rangeRules);

/** The instants that bound the local calendar days `from` to `to`, for ISO comparisons. */
export function instantBounds(range: { from?: string; to?: string }): {
  start?: string;
  end?: string;
} {
  const start = range.from ? new Date(`${range.from}T00:00:00`).toISOString() : undefined;
  let end: string | undefined;
  if (range.to) {
    const next = new Date(`${range.to}T00:00:00`);
    next.setDate(next.getDate() + 1);
    end = next.toISOString();
  }
  return { start, end };
}
