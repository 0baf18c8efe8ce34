import type { Router } from 'express';
import { notFound } from '../../http/errors';
import { signaturePng } from '../../signature-png';
import { proofOf } from '../../store/proofs';
import type { ServiceContext } from '../context';
import { requirePackage } from '../package-access';

/**
 * Proof of delivery (docs/exceptions.md, tests/contract/proof-of-delivery.test.ts): the
 * signature of a delivered package as a PNG; 404 before delivery. Who signed, when and
 * where are on the shipment's detail (`proof_of_delivery`).
 */
export function proofOfDeliveryRoutes(router: Router, ctx: ServiceContext): void {
  router.get(
    '/user/clients/:client/shipments/:shipment/packages/:package/signature.png',
    (req, res) => {
      const { pkg } = requirePackage(ctx, req, 'view');
      if (pkg.status !== 'delivered' || !proofOf(ctx.db, pkg.id)) {
        throw notFound('This package has not been delivered yet.');
      }
      res
        .status(200)
        .type('image/png')
        .set('Cache-Control', 'private, max-age=86400')
        .send(signaturePng(pkg.awb));
    },
  );
}
