import type { Request } from 'express';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../../shared/address/import';
import { ADDRESS_LABELS, csvUploadForm, type AddressField } from '../../../shared/forms/address';
import { messages } from '../../../shared/messages';
import { createAddress } from '../../api/addresses';
import { MalformedCsv, readCsv } from '../../http/csv';
import { render } from '../../http/render';
import { toast } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { deps } from '../../deps';
import { requireAccount } from '../support/account-context';
import { checkRow, missingColumns } from './support/import-rows';
import {
  dropImport,
  IMPORT_TTL_MS,
  importKey,
  loadImport,
  saveImport,
  type ImportRow,
  type ImportState,
} from './support/import-state';
import { providerWords, throwIfSignedOut } from '../../api/meanings';
import { InvalidForm } from '../../failures';

/**
 * Import CSV: the file is read and every row checked by the address form's schema; the
 * preview waits (beside the session, import-state.ts) until the user confirms; then the
 * ready rows are created, one call each (a row is added whole or not at all), and a
 * summary replaces the preview.
 */

const IMPORT_PARALLEL = 4;

const view = (rows: ImportRow[]) =>
  rows.map(({ row, summary, errors }) => ({ row, summary, errors }));

export const show: Handler = async (req, res) => {
  const state = await loadImport(req);
  await render(res, 'address-book/import-addresses', {
    preview:
      state && !state.result
        ? {
            fileName: state.fileName,
            rows: view(state.rows),
            ready: state.rows.filter((r) => r.body).length,
          }
        : null,
    result: state?.result ?? null,
  });
};

function readFile(req: Request) {
  // The browser sends the file's text: the body is JSON, like every other form's.
  const { fileName, content } = validated(req, csvUploadForm);
  const fail = (message: string) => new InvalidForm({ fileName: message });
  if (Buffer.byteLength(content, 'utf8') > IMPORT_MAX_BYTES) {
    throw fail(messages.address.fileTooLarge);
  }
  let records: Array<Record<string, string>>;
  // Caught: a file the parser cannot read is said under the file field, with its reason.
  try {
    records = readCsv(content, IMPORT_MAX_ROWS);
  } catch (err) {
    if (err instanceof MalformedCsv) throw fail(messages.address.malformed(err.message));
    throw err;
  }
  const header = content.trim() ? Object.keys(records[0] ?? {}) : [];
  if (!records.length) throw fail(messages.address.fileEmpty);
  const missing = missingColumns(header);
  if (missing.length) throw fail(messages.address.missingColumns(missing.join(', ')));
  if (records.length > IMPORT_MAX_ROWS) throw fail(messages.address.tooManyRows(IMPORT_MAX_ROWS));
  return { fileName, records };
}

export const preview: Handler = async (req, res) => {
  const { fileName, records } = readFile(req);
  const { up, client } = requireAccount(req);
  // The header is row 1 of the spreadsheet.
  const rows = await Promise.all(records.map((record, i) => checkRow(up, record, i + 2)));
  await saveImport(req, { client, fileName, rows });
  res.redirect(303, urlFor('import-addresses'));
};

/** Why a ready row was still refused by the provider, in the preview's words. */
function refusal(err: unknown): string {
  if (err instanceof InvalidForm) {
    return Object.entries(err.fields)
      .map(([field, message]) => `${ADDRESS_LABELS[field as AddressField] ?? field}: ${message}`)
      .join('; ');
  }
  return providerWords(err) ?? messages.toast.unavailable;
}

export const store: Handler = async (req, res) => {
  const state = await loadImport(req);
  if (!state || state.result) {
    toast(req, messages.address.importGone, 'error');
    return res.redirect(303, urlFor('import-addresses'));
  }
  const ready = state.rows.filter((r) => r.body);
  if (!ready.length) throw new InvalidForm({ form: messages.address.nothingToImport });
  // A second Confirm (a double click, another tab, another process) while the rows are
  // being added adds nothing: the first one's summary says what was done.
  const flight = await deps(req).flights.claim(importKey(req), IMPORT_TTL_MS);
  if (flight.state !== 'taken') {
    toast(req, messages.address.importUnderWay, 'info');
    return res.redirect(303, urlFor('import-addresses'));
  }
  // Caught and thrown on: the import is given back, so that Confirm can be pressed again.
  try {
    await addRows(req, state, ready);
    await flight.finish('done', IMPORT_TTL_MS);
  } catch (err) {
    await flight.release();
    throw err;
  }
  res.redirect(303, urlFor('import-addresses'));
};

/** Creates the ready rows a few at a time, then puts the summary in place of the preview. */
async function addRows(req: Request, state: ImportState, ready: ImportRow[]): Promise<void> {
  const { up, token, client } = requireAccount(req);
  const failed: Array<{ row: number; message: string }> = [];
  let added = 0;
  // A few at a time: quick for a long file, and still ordinary use for the provider.
  for (let i = 0; i < ready.length; i += IMPORT_PARALLEL) {
    const batch = ready.slice(i, i + IMPORT_PARALLEL);
    // Caught (settled): each row the provider refuses is listed with its reason in the summary.
    const outcomes = await Promise.allSettled(
      batch.map((row) => createAddress(up, token, client, 'client', row.body!)),
    );
    outcomes.forEach((outcome, j) => {
      if (outcome.status === 'fulfilled') {
        added += 1;
        return;
      }
      throwIfSignedOut(outcome.reason);
      failed.push({ row: batch[j]!.row, message: refusal(outcome.reason) });
    });
  }
  await saveImport(req, { ...state, rows: [], result: { added, failed } });
  if (added) toast(req, messages.address.imported(added), 'success');
}

/** Start over: the preview or summary is dropped. */
export const destroy: Handler = async (req, res) => {
  await dropImport(req);
  res.redirect(303, urlFor('import-addresses'));
};
