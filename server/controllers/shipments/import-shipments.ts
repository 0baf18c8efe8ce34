import { createHash, randomUUID } from 'node:crypto';
import type { Request } from 'express';
import * as z from 'zod/mini';
import { importMappingForm } from '../../../shared/forms/shipment-import';
import { messages } from '../../../shared/messages';
import {
  autoMapping,
  columnsFor,
  recordOf,
  unmappedRequired,
  type ColumnMapping,
} from '../../../shared/shipment-import/columns';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportScreen,
} from '../../../shared/shipment-import/types';
import { keepMapping, keptMapping } from '../../api/import-mappings';
import { deps } from '../../deps';
import { InvalidForm } from '../../failures';
import { render } from '../../http/render';
import { readSheet, UnreadableFile } from '../../http/sheet';
import { toast } from '../../http/toast';
import { readUpload } from '../../http/upload';
import { validated, validatedQuery } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { withAccessToken } from '../../upstream';
import { requireAccount, type AccountContext } from '../support/account-context';
import { accountBook } from './support/import-book';
import { IMPORT_KIND, rowKey, type ImportItem } from './support/import-job';
import { resultCsv, errorRowsCsv, templateFile } from './support/import-files';
import { pricesExpired, priceRows, withRatings } from './support/import-prices';
import { signerOf } from '../../../shared/shipment-wizard/customs';
import { checkRow, type CheckedRow } from './support/import-rows';
import { importScreen, jobOwner } from './support/import-screen';
import {
  dropImport,
  loadFile,
  loadHandle,
  saveImport,
  type ImportFile,
  type ImportHandle,
} from './support/import-state';

/**
 * Import shipments: upload a CSV or XLSX file, map its
 * columns (matched by name, the account's saved mapping first), check every row with the
 * wizard's rules, then book the ready rows as a background job (server/jobs) whose
 * progress survives a reload, a restart and another process, and read each row's outcome.
 * Where the import stands is kept beside the session (support/import-state.ts).
 */

const back = () => urlFor('import-shipments');

export const show: Handler = async (req, res) => {
  const screen: ImportScreen = await importScreen(req);
  await render(res, 'shipments/import-shipments', { screen });
};

/** The account's import job, while it still has rows to send. */
async function runningJob(req: Request): Promise<boolean> {
  const handle = await loadHandle(req);
  if (handle?.stage !== 'running' || !handle.jobId) return false;
  const status = await deps(req).jobs.status(handle.jobId, jobOwner(req));
  return status !== undefined && ['queued', 'active', 'cancelling'].includes(status.state);
}

/** The mapping the account saved, if the provider keeps mappings (an extension). */
async function savedMapping(account: AccountContext): Promise<ColumnMapping | null> {
  const kept = await keptMapping(account.up, account.token, account.client, 'shipments');
  return kept?.columns ?? null;
}

export const upload: Handler = async (req, res) => {
  // One file at a time per account: the running one's progress stays in sight.
  if (await runningJob(req)) throw new InvalidForm({ file: messages.shipmentImport.underWay });
  const { fileName, bytes } = await readUpload(req, res, {
    field: 'file',
    maxBytes: IMPORT_MAX_BYTES,
    tooLarge: messages.shipmentImport.tooLarge,
    missing: messages.shipmentImport.chooseFile,
  });
  let sheet;
  // Caught: a file that cannot be read is said under the file field, with its reason.
  try {
    sheet = await readSheet(fileName, bytes, {
      maxBytes: IMPORT_MAX_BYTES,
      maxRows: IMPORT_MAX_ROWS,
    });
  } catch (err) {
    if (err instanceof UnreadableFile) throw new InvalidForm({ file: err.message });
    throw err;
  }
  const account = requireAccount(req);
  const saved = await savedMapping(account);
  const columns = columnsFor(sheet.header);
  const mapping = autoMapping(columns, sheet.header, saved ?? {});
  const fromSaved = Object.entries(saved ?? {}).some(([key, header]) => mapping[key] === header);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const file: ImportFile = {
    headers: sheet.header,
    rows: sheet.rows,
    rowNumbers: sheet.rowNumbers,
    mapping,
    savedMapping: fromSaved,
    mappingNotKept: saved === null,
  };
  const handle = {
    id: randomUUID(),
    stage: 'mapping' as const,
    fileName,
    hash,
    rowCount: sheet.rows.length,
  };
  await saveImport(req, handle, file);
  res.redirect(303, back());
};

export const check: Handler = async (req, res) => {
  const [handle, file] = await Promise.all([loadHandle(req), loadFile(req)]);
  if (!handle || !file || handle.stage === 'running') {
    toast(req, messages.shipmentImport.gone, 'error');
    return res.redirect(303, back());
  }
  const columns = columnsFor(file.headers);
  const known = new Set(columns.map((c) => c.key));
  const headers = new Set(file.headers);
  const chosen = validated(req, importMappingForm).mapping;
  const mapping: ColumnMapping = {};
  const errors: Record<string, string> = {};
  const used = new Map<string, string>();
  for (const [key, header] of Object.entries(chosen)) {
    if (!known.has(key) || !header) continue;
    if (!headers.has(header)) continue;
    if (used.has(header)) errors[`mapping.${key}`] = messages.shipmentImport.mappedTwice(header);
    used.set(header, key);
    mapping[key] = header;
  }
  const missing = unmappedRequired(columns, mapping);
  if (missing.length) errors.form = messages.shipmentImport.unmapped(missing.join(', '));
  if (Object.keys(errors).length) throw new InvalidForm(errors);

  const account = requireAccount(req);
  const [book] = await Promise.all([
    accountBook(account),
    // Kept for the next file; a provider without mappings only loses the convenience.
    file.mappingNotKept
      ? null
      : keepMapping(account.up, account.token, account.client, 'shipments', mapping),
  ]);
  const checked = await Promise.all(
    file.rows.map((cells, i) =>
      checkRow(
        account.up,
        book,
        recordOf(file.headers, cells, mapping),
        file.rowNumbers[i]!,
        signerOf(req.session.user),
      ),
    ),
  );
  const rated = withRatings(checked, book, String(account.client));
  const { rows, prices } = await priceRows(rateCaller(account), rated);
  await saveImport(
    req,
    { ...handle, stage: 'preview' },
    { ...file, mapping, checked: rows, prices },
  );
  res.redirect(303, back());
};

/** The rating call for the account's contract prices, with the user's token. */
const rateCaller = (account: AccountContext) => withAccessToken(account.up, account.token);

/** The checked rows priced again, for today, and kept: a retry, or quotes that ended. */
async function pricedAgain(
  req: Request,
  handle: ImportHandle,
  file: ImportFile & { checked: CheckedRow[] },
) {
  const { rows, prices } = await priceRows(rateCaller(requireAccount(req)), file.checked);
  await saveImport(req, handle, { ...file, checked: rows, prices });
}

/** 'Try again' when the prices could not be fetched. */
export const prices: Handler = async (req, res) => {
  const [handle, file] = await Promise.all([loadHandle(req), loadFile(req)]);
  if (handle?.stage !== 'preview' || !file?.checked) {
    toast(req, messages.shipmentImport.gone, 'error');
    return res.redirect(303, back());
  }
  await pricedAgain(req, handle, { ...file, checked: file.checked });
  res.redirect(303, back());
};

export const store: Handler = async (req, res) => {
  const [handle, file] = await Promise.all([loadHandle(req), loadFile(req)]);
  if (!handle || !file?.checked) {
    toast(req, messages.shipmentImport.gone, 'error');
    return res.redirect(303, back());
  }
  if (handle.stage === 'running') {
    toast(req, messages.shipmentImport.underWay, 'info');
    return res.redirect(303, back());
  }
  // Quotes last a day: past that, the customer sees today's prices before anything is booked.
  if (pricesExpired(file.prices)) {
    await pricedAgain(req, handle, { ...file, checked: file.checked });
    toast(req, messages.shipmentImport.pricesRenewed, 'info');
    return res.redirect(303, back());
  }
  const { token, client } = requireAccount(req);
  const items: ImportItem[] = file.checked.flatMap((row) =>
    row.plan
      ? [
          {
            token,
            client,
            row: row.summary.row,
            key: rowKey(handle.hash, row.summary.row),
            plan: row.plan,
          },
        ]
      : [],
  );
  if (!items.length) throw new InvalidForm({ form: messages.shipmentImport.nothingValid });
  // A second Confirm (a double click, another tab or process) starts nothing more.
  const flight = await deps(req).flights.claim(`shipment-import:${handle.id}`, 60_000);
  if (flight.state !== 'taken') {
    toast(req, messages.shipmentImport.underWay, 'info');
    return res.redirect(303, back());
  }
  // Caught and thrown on: the claim is given back, so that Confirm can be pressed again.
  try {
    const jobId = await deps(req).jobs.start(IMPORT_KIND, jobOwner(req), items);
    await saveImport(req, { ...handle, stage: 'running', jobId });
    await flight.finish('started', 60_000);
  } catch (err) {
    await flight.release();
    throw err;
  }
  toast(req, messages.shipmentImport.started(items.length), 'success');
  res.redirect(303, back());
};

export const cancel: Handler = async (req, res) => {
  const handle = await loadHandle(req);
  const cancelled =
    handle?.jobId !== undefined && (await deps(req).jobs.cancel(handle.jobId, jobOwner(req)));
  toast(
    req,
    cancelled ? messages.shipmentImport.cancelled : messages.shipmentImport.notCancelled,
    cancelled ? 'success' : 'info',
  );
  res.redirect(303, back());
};

/** Start over with another file, once the job (if any) has ended. */
export const destroy: Handler = async (req, res) => {
  if (await runningJob(req)) toast(req, messages.shipmentImport.underWay, 'info');
  else await dropImport(req);
  res.redirect(303, back());
};

const templateQuery = z.object({ format: z.optional(z.enum(['csv', 'xlsx'])) });

export const template: Handler = async (req, res) => {
  const { format = 'xlsx' } = validatedQuery(req, templateQuery);
  await templateFile(req, res, format);
};

/** The rows with errors as a CSV: the file's own columns, then what is wrong. */
export const errors: Handler = async (req, res) => {
  await errorRowsCsv(req, res);
};

/** Every row's outcome as a CSV. */
export const result: Handler = async (req, res) => {
  await resultCsv(req, res);
};
