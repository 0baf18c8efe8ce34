import { z } from 'zod';
import type { ReportCell, ReportQuery, ReportView } from '../../shared/reports/types';
import { upstreamPath, type Upstream } from '../upstream';

/** Reports (main API, upstream contract: Extensions). */

const cell = z.union([z.string(), z.number(), z.null()]).catch(null);

const reportSchema = z.object({
  columns: z.array(
    z.object({
      key: z.union([z.string(), z.number()]).transform(String),
      label: z.union([z.string(), z.number()]).transform(String),
    }),
  ),
  rows: z.array(z.record(z.string(), cell)),
  totals: z
    .record(
      z.string(),
      z.union([
        z.number(),
        z
          .string()
          .regex(/^-?\d+(\.\d+)?$/)
          .transform(Number),
      ]),
    )
    .catch({}),
});

const isNumber = (value: ReportCell) => typeof value === 'number';

/**
 * One report. A column is numeric when every row holds a number there (or it has a total):
 * those are summed, right-aligned and drawn.
 */
export async function fetchReport(
  up: Upstream,
  token: string,
  client: number,
  query: ReportQuery,
): Promise<ReportView> {
  const { data } = await up.main.get(upstreamPath`/user/clients/${client}/reports/${query.kind}`, {
    token,
    query: { from: query.from, to: query.to },
    schema: reportSchema,
  });
  const columns = data.columns.map((column) => ({
    ...column,
    numeric:
      column.key in data.totals ||
      (data.rows.length > 0 && data.rows.every((row) => isNumber(row[column.key] ?? null))),
  }));
  return { ...query, columns, rows: data.rows, totals: data.totals };
}
