import * as z from 'zod/mini';
import { daysBetween, isCalendarDate, MAX_RANGE_DAYS } from '../billing/dates';
import { messages } from '../messages';
import { isReportKind } from '../reports/kinds';
import { isRequired } from './fields';

const date = (label: string) =>
  z
    .string({ error: isRequired(label) })
    .check(
      z.trim(),
      z.minLength(1, isRequired(label)),
      z.refine(isCalendarDate, messages.reports.notADate(label)),
    );

const bothDates = (payload: { value: unknown }) => {
  const v = payload.value as { from?: unknown; to?: unknown };
  return (
    typeof v.from === 'string' &&
    typeof v.to === 'string' &&
    isCalendarDate(v.from) &&
    isCalendarDate(v.to)
  );
};

const rangeCheck = (path: 'from' | 'to', test: (days: number) => boolean, message: string) =>
  z.refine<{ from: string; to: string }>((v) => test(daysBetween(v.from, v.to)), {
    path: [path],
    message,
    when: bothDates,
  });

/**
 * Reports: the kind and the range (From not after To, at most 366 days apart). Checked in
 * the browser before the visit and on the server for an address typed or shared.
 */
export const reportForm = z
  .object({
    kind: z
      .string({ error: messages.reports.kindRequired })
      .check(z.refine(isReportKind, messages.reports.kindRequired)),
    from: date(/*i18n*/ 'From'),
    to: date(/*i18n*/ 'To'),
  })
  .check(
    rangeCheck('from', (days) => days >= 0, messages.reports.fromAfterTo),
    rangeCheck('to', (days) => days >= 0, messages.reports.toBeforeFrom),
    rangeCheck('from', (days) => days <= MAX_RANGE_DAYS, messages.reports.tooLong(MAX_RANGE_DAYS)),
    rangeCheck('to', (days) => days <= MAX_RANGE_DAYS, messages.reports.tooLong(MAX_RANGE_DAYS)),
  );

export type ReportFormValues = z.infer<typeof reportForm>;
