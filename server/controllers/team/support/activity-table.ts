import type { Request } from 'express';
import { fill } from '../../../../shared/i18n/wording';
import { detailsInWords } from '../../../../shared/team/details';
import { parseActivityFilters } from '../../../../shared/team/query';
import type { ActivityRow, ActivityTable } from '../../../../shared/team/types';
import { listActivity, teamOf } from '../../../api/team';
import type { CsvValue } from '../../../http/csv-stream';
import type { AccountContext } from '../../support/account-context';

/**
 * The record of the query string's view, with the account's members for the filter (the
 * record names only those who acted; a removed member stays in the record, not the filter).
 */
export async function activityTable(
  req: Request,
  { up, token, client }: AccountContext,
): Promise<ActivityTable> {
  const filters = parseActivityFilters(req.query);
  const [page, team] = await Promise.all([
    listActivity(up, token, client, filters),
    teamOf(up, token, client),
  ]);
  return {
    filters,
    ...page,
    members: team.members.map((m) => ({ value: String(m.userId), label: m.name || m.email })),
  };
}

export const ACTIVITY_EXPORT_HEADER = [
  /*i18n*/ 'When',
  /*i18n*/ 'Member',
  /*i18n*/ 'Email',
  /*i18n*/ 'What',
  /*i18n*/ 'Subject',
  /*i18n*/ 'Details',
] as const;

/** One line per record: the time as the provider gives it (ISO, UTC), words in English. */
export const activityExportRow = (row: ActivityRow): CsvValue[] => [
  row.at,
  row.user?.name ?? '',
  row.user?.email ?? '',
  row.kindLabel,
  row.subject ?? '',
  detailsInWords(row.details, (id, values) => fill(id, values ?? {})),
];
