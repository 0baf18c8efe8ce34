import type { Router } from 'express';
import { wordLanguageOf } from '../../domain/words/language';
import { ok } from '../../http/envelope';
import { fieldError, notFound } from '../../http/errors';
import { publicTracking } from '../../store/public-tracking';
import type { ServiceContext } from '../context';

/** What an AWB can be at any carrier: letters and digits, no longer than this. */
const AWB_FORMAT = /^[A-Za-z0-9]{1,40}$/;

/**
 * One message for every AWB without a package, whatever the reason: a number that never
 * existed and one another customer shipped under read the same, so the answer tells
 * nobody more than that nothing can be shown.
 */
export const UNKNOWN_AWB = 'No shipment with this number.';

/**
 * Public tracking (extension): `GET /tracking/{awb}`, no token. One package's progress as
 * the portal's public page shows it, with only the city and country of each end. An AWB
 * that is not one is `422` on `awb` (so a portal can tell this extension from a provider
 * without it, whose 404 looks like an unknown AWB's); any other unknown AWB is `404`.
 * Limiting how often an address asks is the portal's job.
 */
export function trackingRoutes(router: Router, ctx: ServiceContext): void {
  router.get('/tracking/:awb', (req, res) => {
    const awb = String(req.params.awb);
    if (!AWB_FORMAT.test(awb)) throw fieldError('awb', 'The AWB number is invalid');
    const tracking = publicTracking(ctx.db, awb.toUpperCase(), wordLanguageOf(req));
    if (!tracking) throw notFound(UNKNOWN_AWB);
    res.set('Cache-Control', 'no-store');
    ok(res, tracking);
  });
}
