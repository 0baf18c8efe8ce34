import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { deps } from '../deps';
import {
  UpstreamForbiddenError,
  UpstreamNotFoundError,
  UpstreamRejectedError,
  UpstreamUnavailableError,
} from '../upstream';
import type { StreamedFile } from '../upstream/types';
import { renderError } from './errors';
import { render } from './render';

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
 * page, as if it did not exist. The provider failing: an error page that says so.
 */
export async function streamPdf(req: Request, res: Response, pdf: PdfDownload): Promise<void> {
  const unavailable = async () => {
    res.status(503);
    await render(res, 'errors/error', { status: 503, message: pdf.unavailable });
  };
  try {
    const found = await pdf.open();
    if (!found) return renderError(res, 404);
    const { file, filename } = found;
    if (!isPdf(file.contentType)) {
      deps(req).logger.warn({ contentType: file.contentType }, 'a provider file is not a PDF');
      file.body.resume();
      return unavailable();
    }
    res
      .status(200)
      .type('application/pdf')
      .set('Content-Disposition', `inline; filename="${filename}"`)
      .set('Cache-Control', 'private, no-store');
    // A failure half-way cuts the download short; the browser then shows it as failed.
    await pipeline(file.body, res);
  } catch (err) {
    if (res.headersSent) return void res.destroy();
    if (err instanceof UpstreamNotFoundError || err instanceof UpstreamForbiddenError) {
      return renderError(res, 404);
    }
    if (err instanceof UpstreamUnavailableError || err instanceof UpstreamRejectedError) {
      return unavailable();
    }
    throw err;
  }
}
