import type { Request, Response } from 'express';
import { messages } from '../../../../shared/messages';
import { NotFound } from '../../../failures';
import { startCsv, writeCsvRows } from '../../../http/csv-stream';
import { today } from '../../../http/csv-export';
import { xlsxFile } from '../../../http/xlsx-write';
import { requireAccount } from '../../support/account-context';
import { accountBook } from './import-book';
import { jobOwner, resultRows } from './import-screen';
import { deps } from '../../../deps';
import { OUTCOMES } from '../../../../shared/shipment-import/types';
import { sayProblem, sayRowError } from '../../../../shared/shipment-import/wording';
import { wordsOf } from '../../../http/language';
import { templateRows } from './import-template';
import { loadFile, loadHandle } from './import-state';

/**
 * The import's downloads: the template, the rows with errors (to fix and upload again),
 * and every row's outcome. Each cell that a spreadsheet would run as a formula is written
 * defused (csv-stream.ts), whatever the uploaded file held. The template's columns stay
 * English, as the import reads them; what the portal says of the rows is in the reader's
 * language, as on the screen.
 */

export async function templateFile(req: Request, res: Response, format: 'csv' | 'xlsx') {
  const account = requireAccount(req);
  const { header, rows } = await templateRows(account.up, await accountBook(account));
  const name = 'shipments-template';
  if (format === 'csv') {
    startCsv(res, `${name}.csv`, header);
    await writeCsvRows(res, rows);
    return void res.end();
  }
  const bytes = await xlsxFile([{ name: 'Shipments', header, rows }]);
  res
    .status(200)
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .attachment(`${name}.xlsx`)
    .set('Cache-Control', 'private, no-store')
    .send(bytes);
}

export async function errorRowsCsv(req: Request, res: Response) {
  const file = await loadFile(req);
  if (!file?.checked) throw new NotFound(messages.shipmentImport.gone);
  const failed = file.checked
    .map((row, i) => ({ row, cells: file.rows[i] ?? [] }))
    .filter(({ row }) => row.errors.length);
  const i18n = wordsOf(req);
  startCsv(res, `shipments-with-errors-${today()}.csv`, [...file.headers, i18n._('Errors')]);
  await writeCsvRows(
    res,
    failed.map(({ row, cells }) => [
      ...cells,
      row.errors.map((p) => sayProblem(i18n, row.summary.row, p)).join('; '),
    ]),
  );
  res.end();
}

export async function resultCsv(req: Request, res: Response) {
  const [handle, file] = await Promise.all([loadHandle(req), loadFile(req)]);
  const status = handle?.jobId && (await deps(req).jobs.status(handle.jobId, jobOwner(req)));
  if (!status || !file) throw new NotFound(messages.shipmentImport.gone);
  const i18n = wordsOf(req);
  startCsv(
    res,
    `shipments-import-${today()}.csv`,
    [
      /*i18n*/ 'Row',
      /*i18n*/ 'Consignee',
      /*i18n*/ 'Destination',
      /*i18n*/ 'Order Reference',
      /*i18n*/ 'Outcome',
      /*i18n*/ 'AWB',
      /*i18n*/ 'Error',
    ].map((header) => i18n._(header)),
  );
  await writeCsvRows(
    res,
    resultRows(file, status).map((r) => [
      r.row,
      r.consignee,
      r.destination,
      r.reference,
      i18n._(OUTCOMES[r.outcome]),
      r.awbs.join(' '),
      r.error ? sayRowError(i18n, r.error) : '',
    ]),
  );
  res.end();
}
