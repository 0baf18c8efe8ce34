import type { Request } from 'express';
import { issueErrors } from '../../../../shared/forms/errors';
import { reportForm } from '../../../../shared/forms/reports';
import { defaultReportQuery, REPORT_QUERY } from '../../../../shared/reports/kinds';
import type { ReportQuery } from '../../../../shared/reports/types';
import { todayIn } from '../../../../shared/ui/time-zone';
import { readerZone } from '../../../http/ssr';

export interface ReportRequest {
  /** What the form shows: the address's values, else the defaults. */
  query: ReportQuery;
  errors: Record<string, string>;
  /** Whether the address asks for a report that can be made. */
  valid: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 64) : '');

/**
 * The report the address asks for; no kind at all means none asked for yet, and the form
 * shows the last 30 days to today on the reader's calendar.
 */
export function reportRequest(req: Request): ReportRequest {
  const defaults = defaultReportQuery(todayIn(readerZone(req)));
  const asked = text(req.query[REPORT_QUERY.kind]);
  if (!asked) return { query: defaults, errors: {}, valid: false };
  const query: ReportQuery = {
    kind: asked,
    from: text(req.query[REPORT_QUERY.from]),
    to: text(req.query[REPORT_QUERY.to]),
  };
  const parsed = reportForm.safeParse(query);
  if (parsed.success) return { query, errors: {}, valid: true };
  return { query, errors: issueErrors(parsed.error.issues), valid: false };
}
