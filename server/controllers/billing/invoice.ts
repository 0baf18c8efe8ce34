import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { messages } from '../../../shared/messages';
import { invoiceFile } from '../../api/invoices';
import { deps } from '../../deps';
import { renderError } from '../../http/errors';
import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';
import {
  UpstreamForbiddenError,
  UpstreamNotFoundError,
  UpstreamRejectedError,
  UpstreamUnavailableError,
} from '../../upstream';
import { requireAccount } from '../shipments/account';

const isPdf = (contentType: string) => /^application\/pdf\b/i.test(contentType);

async function unavailable(res: Response): Promise<void> {
  res.status(503);
  await render(res, 'errors/error', { status: 503, message: messages.billing.pdfUnavailable });
}

/**
 * An invoice's PDF, streamed through the portal so the provider's address and the token
 * stay on the server. It is asked for under the selected account only: another account's
 * invoice is a 404 page, as if it did not exist.
 */
export const invoice: Handler = async (req, res) => {
  const account = requireAccount(req);
  const id = String(req.params.invoice);
  try {
    const file = await invoiceFile(deps(req).upstream, account.token, account.client, id);
    if (!isPdf(file.contentType)) {
      deps(req).logger.warn({ contentType: file.contentType }, 'invoice is not a PDF');
      file.body.resume();
      return unavailable(res);
    }
    res
      .status(200)
      .type('application/pdf')
      .set('Content-Disposition', `inline; filename="${id}.pdf"`)
      .set('Cache-Control', 'private, no-store');
    // A failure half-way cuts the download short; the browser then shows it as failed.
    await pipeline(file.body, res);
  } catch (err) {
    if (res.headersSent) return void res.destroy();
    if (err instanceof UpstreamNotFoundError || err instanceof UpstreamForbiddenError) {
      return renderError(res, 404);
    }
    if (err instanceof UpstreamUnavailableError || err instanceof UpstreamRejectedError) {
      return unavailable(res);
    }
    throw err;
  }
};
