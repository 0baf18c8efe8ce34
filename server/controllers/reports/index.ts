import type { Offered, ReportView } from '../../../shared/reports/types';
import { fetchReport } from '../../api/reports';
import { deps } from '../../deps';
import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';
import { UpstreamValidationError } from '../../upstream';
import { offered } from '../billing/offered';
import { selectedAccount } from '../shipments/account';
import { reportRequest } from './request';

export { exportCsv } from './export';

/**
 * Reports (spec §2.11, with the contract's report extension). The route has no account
 * guard, so without a selected account the page shows the account prompt itself. The kind
 * and range live in the address: a report is generated when it holds a valid one.
 */
export const index: Handler = async (req, res) => {
  const account = selectedAccount(req);
  const request = reportRequest(req);
  let report: Offered<ReportView> | null = null;
  let queryErrors = request.errors;
  if (account && request.valid) {
    try {
      report = await offered(() =>
        fetchReport(deps(req).upstream, account.token, account.client, request.query),
      );
    } catch (err) {
      // The provider's own range rules: shown under the fields like ours.
      if (!(err instanceof UpstreamValidationError)) throw err;
      queryErrors = err.fields;
    }
  }
  await render(res, 'reports/reports', {
    hasAccount: account !== null,
    query: request.query,
    queryErrors,
    report,
  });
};
