import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { messages } from '../../../../shared/messages';
import { signatureImage } from '../../../api/exceptions';
import { rescue } from '../../../api/meanings';
import { trackingView } from '../../../api/shipments';
import { InvalidForm, NotFound, Unavailable } from '../../../failures';
import { expectDownload } from '../../../http/answers';
import { wordsOf } from '../../../http/language';
import { readerZone } from '../../../http/ssr';
import type { AccountContext } from '../../support/account-context';
import { ownShipmentDetail } from './own-shipment';

/**
 * A delivered package's proof of delivery (docs/exceptions.md): the provider gives who
 * signed, when and where, and the signature; the portal draws the page, in the reader's
 * language, loaded by import() with the first one so no process carries pdfkit until then.
 */

const document = () => import('../../../documents/proof-of-delivery');

/** A signature larger than this is not one: the page goes without it. */
const SIGNATURE_MAX_BYTES = 512 * 1024;

interface PackageRef {
  shipment: string;
  packageId: string;
}

const refOf = (req: Request): PackageRef => ({
  shipment: String(req.params.shipment),
  packageId: String(req.params.package),
});

/** The signature's bytes, or null when the provider has none to give. */
async function signatureBytes(account: AccountContext, ref: PackageRef): Promise<Buffer | null> {
  const file = await rescue(
    signatureImage(account.up, account.token, account.client, ref.shipment, ref.packageId),
    { notOwn: () => null, failed: () => null },
  );
  if (!file || !/^image\/png\b/i.test(file.contentType)) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > SIGNATURE_MAX_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The page as a download. Another account's package, or none: the 404 page. */
export async function downloadProof(
  req: Request,
  res: Response,
  account: AccountContext,
): Promise<void> {
  expectDownload(res, 'file', messages.exceptions.proofUnavailable);
  const ref = refOf(req);
  const [detail, signature] = await Promise.all([
    ownShipmentDetail(account, ref.shipment),
    signatureBytes(account, ref),
  ]);
  const view = trackingView(detail, { shipmentId: ref.shipment, packageId: ref.packageId });
  if (!view) throw new NotFound('no such package in this shipment');
  if (!view.proof) throw new InvalidForm({ package: messages.exceptions.noProof });
  const { renderProofOfDelivery } = await document();
  const pdf = await renderProofOfDelivery(
    {
      awb: view.awb,
      proof: view.proof,
      destination: view.destination,
      signature,
      timeZone: readerZone(req),
    },
    wordsOf(req),
  );
  res
    .status(200)
    .type('application/pdf')
    .set('Content-Disposition', `attachment; filename="proof-of-delivery-${view.awb}.pdf"`)
    .set('Cache-Control', 'private, no-store')
    .send(pdf);
}

/** The signature as the drawer shows it: the provider's PNG, passed on as it streams. */
export async function streamSignature(
  req: Request,
  res: Response,
  account: AccountContext,
): Promise<void> {
  const ref = refOf(req);
  const file = await rescue(
    signatureImage(account.up, account.token, account.client, ref.shipment, ref.packageId),
    {
      notOwn: (): never => {
        throw new NotFound('no signature for this package');
      },
    },
  );
  // Only an image is passed on: nothing the provider sends can become a page of ours.
  if (!/^image\/png\b/i.test(file.contentType)) {
    throw new Unavailable('the provider answered the signature with no PNG');
  }
  res.status(200).type('image/png').set('Cache-Control', 'private, max-age=3600');
  res.set('X-Content-Type-Options', 'nosniff');
  await pipeline(file.body, res);
}
