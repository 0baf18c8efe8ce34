import { messages } from '../../../shared/messages';
import type { Offered, ReportView } from '../../../shared/reports/types';
import { fetchReport } from '../../api/reports';
import { deps } from '../../deps';
import { streamCsvExport } from '../../http/csv-export';
import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';
import { offered } from '../support/offered';
import { requireAccount, selectedAccount } from '../support/account-context';
import { reportCsvRows } from './support/export-rows';
import { reportRequest } from './support/report-request';
import { rescue } from '../../api/meanings';
import { NotFound } from '../../failures';

/**
 * Reports (spec §2.11, with the contract's report extension). The route has no account
 * guard, so without a selected account the page shows the account prompt itself. The kind
 * and range live in the address: a report is generated when it holds a valid one.
 */
export const show: Handler = async (req, res) => {
  const account = selectedAccount(req);
  const request = reportRequest(req);
  let report: Offered<ReportView> | null = null;
  let queryErrors = request.errors;
  if (account && request.valid) {
    report = await rescue(
      offered(() => fetchReport(deps(req).upstream, account.token, account.client, request.query)),
      {
        // The provider's own range rules are shown under the fields, like ours.
        fields: (fields) => {
          queryErrors = fields;
          return null;
        },
      },
    );
  }
  await render(res, 'reports/reports', {
    hasAccount: account !== null,
    query: request.query,
    queryErrors,
    report,
  });
};

/** 'Export Report': the report of the address (kind and range) as CSV, its totals last. */
export const exportCsv: Handler = (req, res) => {
  const { up, token, client } = requireAccount(req);
  const request = reportRequest(req);
  if (!request.valid) throw new NotFound('no valid report in the address');
  return streamCsvExport(res, {
    fileName: `${request.query.kind}-${request.query.from}-to-${request.query.to}.csv`,
    header: (report) => report.header,
    // A report is one page: its rows and the totals row under them.
    page: async () => ({
      ...reportCsvRows(await fetchReport(up, token, client, request.query)),
      lastPage: 1,
    }),
    lines: (row) => [row],
    unavailable: messages.reports.unavailable,
  });
};
