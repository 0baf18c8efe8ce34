import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { deps } from '../deps';
import { NotFound, Unavailable } from '../failures';
import type { StreamedFile } from '../upstream/types';
import { expectDownload } from './answers';

const isPdf = (contentType: string) => /^application\/pdf\b/i.test(contentType);

export interface PdfDownload {
  /**
   * The provider's file and the name it is saved under, or null when it is not the
   * selected account's (a 404 page).
   */
  open: () => Promise<{ file: StreamedFile; filename: string } | null>;
  /** Said on the error page when the provider cannot give the file. */
  unavailable: string;
}

/**
 * A PDF of the provider (AWB label, invoice) streamed through the portal, so the provider's
 * file address and the token stay on the server. Not the account's, or unknown: the 404
 * page, as if it did not exist. The provider failing: an error page that says so; a
 * failure half-way cuts the download short, and the browser shows it failed (failures.ts).
 */
export async function streamPdf(req: Request, res: Response, pdf: PdfDownload): Promise<void> {
  expectDownload(res, 'file', pdf.unavailable);
  const found = await pdf.open();
  if (!found) throw new NotFound('no such file for this account');
  const { file, filename } = found;
  if (!isPdf(file.contentType)) {
    deps(req).logger.warn({ contentType: file.contentType }, 'a provider file is not a PDF');
    file.body.resume();
    throw new Unavailable('the provider file is not a PDF');
  }
  res
    .status(200)
    .type('application/pdf')
    .set('Content-Disposition', `inline; filename="${filename}"`)
    .set('Cache-Control', 'private, no-store');
  await pipeline(file.body, res);
}
