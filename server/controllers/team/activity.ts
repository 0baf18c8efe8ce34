import { messages } from '../../../shared/messages';
import { parseActivityFilters } from '../../../shared/team/query';
import { listActivity } from '../../api/team';
import { EXPORT_PAGE_SIZE, streamCsvExport, today } from '../../http/csv-export';
import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';
import { requireAccount } from '../support/account-context';
import { scrollList } from '../support/lists';
import { offered } from '../support/offered';
import { ACTIVITY_EXPORT_HEADER, activityExportRow, activityTable } from './support/activity-table';

/**
 * Activity (docs/team.md, 'In the portal'): who did what on the account and when, newest
 * first, by member, kind and date range, for the account's admins; phones scroll through it
 * as cards. A provider without the extension: the page says it is not offered.
 */
export const show: Handler = async (req, res) => {
  const account = requireAccount(req);
  await render(res, 'team/activity', {
    table: scrollList(() => offered(() => activityTable(req, account)), 'id'),
  });
};

/** 'Export': every record of the current filters, as CSV. */
export const exportCsv: Handler = (req, res) => {
  const { up, token, client } = requireAccount(req);
  const filters = parseActivityFilters(req.query);
  return streamCsvExport(res, {
    fileName: `activity-${today()}.csv`,
    header: ACTIVITY_EXPORT_HEADER,
    page: (page) =>
      listActivity(up, token, client, { ...filters, page, perPage: EXPORT_PAGE_SIZE }),
    lines: (row) => [activityExportRow(row)],
    unavailable: messages.team.exportUnavailable,
  });
};
