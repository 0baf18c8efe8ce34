import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { messages } from '../../../shared/messages';
import { labelFile, shipmentDetail } from '../../api/shipments';
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
import { requireAccount } from './account';

const isPdf = (contentType: string) => /^application\/pdf\b/i.test(contentType);

async function unavailable(res: Response): Promise<void> {
  res.status(503);
  await render(res, 'errors/error', { status: 503, message: messages.shipments.labelUnavailable });
}

/**
 * A package's AWB label (spec §2.9 'Download AWB'), streamed through the portal so the
 * provider's file address and the token stay on the server. The package must belong to a
 * shipment of the selected account: anything else is a 404 page, as if it did not exist.
 */
export const label: Handler = async (req, res) => {
  const account = requireAccount(req);
  const up = deps(req).upstream;
  const shipmentId = String(req.params.shipment);
  const packageId = String(req.params.package);
  try {
    const detail = await shipmentDetail(up, account.token, account.client, shipmentId);
    const pkg = detail.packages.find((p) => p.id === packageId);
    if (!pkg || !/^[A-Za-z0-9_-]{1,64}$/.test(pkg.awb)) return renderError(res, 404);
    const file = await labelFile(up, account.token, pkg.awb);
    if (!isPdf(file.contentType)) {
      deps(req).logger.warn({ contentType: file.contentType }, 'AWB label is not a PDF');
      file.body.resume();
      return unavailable(res);
    }
    res
      .status(200)
      .type('application/pdf')
      .set('Content-Disposition', `inline; filename="AWB-${pkg.awb}.pdf"`)
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
