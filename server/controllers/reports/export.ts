import type { ReportView } from '../../../shared/reports/types';
import { messages } from '../../../shared/messages';
import { fetchReport } from '../../api/reports';
import { deps } from '../../deps';
import { sendCsv } from '../../http/csv';
import { renderError } from '../../http/errors';
import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';
import {
  UpstreamNotFoundError,
  UpstreamRejectedError,
  UpstreamUnavailableError,
} from '../../upstream';
import { requireAccount } from '../shipments/account';
import { reportRequest } from './request';

/** The report as a table: its columns, its rows, and the totals row under them. */
export function reportCsvRows(report: ReportView): { header: string[]; rows: string[][] } {
  const header = report.columns.map((column) => column.label);
  const rows = report.rows.map((row) =>
    report.columns.map((column) => {
      const value = row[column.key];
      return value === null || value === undefined ? '' : String(value);
    }),
  );
  if (Object.keys(report.totals).length > 0) {
    rows.push(
      report.columns.map((column, index) => {
        const total = report.totals[column.key];
        if (total !== undefined) return String(total);
        return index === 0 ? 'Total' : '';
      }),
    );
  }
  return { header, rows };
}

/** 'Export Report': the report of the address (kind and range) as CSV. */
export const exportCsv: Handler = async (req, res) => {
  const account = requireAccount(req);
  const request = reportRequest(req);
  if (!request.valid) return renderError(res, 404);
  let report: ReportView;
  try {
    report = await fetchReport(deps(req).upstream, account.token, account.client, request.query);
  } catch (err) {
    if (!(
      err instanceof UpstreamUnavailableError ||
      err instanceof UpstreamRejectedError ||
      err instanceof UpstreamNotFoundError
    )) {
      throw err;
    }
    res.status(503);
    return render(res, 'errors/error', { status: 503, message: messages.reports.unavailable });
  }
  const { header, rows } = reportCsvRows(report);
  sendCsv(res, `${report.kind}-${report.from}-to-${report.to}.csv`, header, rows);
};
