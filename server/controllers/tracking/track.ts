import type { Request } from 'express';
import { messages } from '../../../shared/messages';
import { awbLines, checkAwbs } from '../../../shared/tracking/awbs';
import { deps } from '../../deps';
import { TooManyAttempts } from '../../failures';
import { render } from '../../http/render';
import { markAbuse } from '../../http/request-log';
import { toast } from '../../http/toast';
import type { Handler } from '../../routing/handler';
import { trackCards } from './support/lookups';

/**
 * Public tracking (`track`, docs/architecture.md): anyone, signed in or not, follows up to 10
 * packages by AWB. The AWBs travel in the address (`/track?awb=A,B`), so a link can be
 * shared; the page shows one card per AWB, or why it cannot look them up.
 */

/** The `awb` of the address as text: one value, or several (`awb=A&awb=B`) joined. */
function askedText(req: Request): string {
  const raw = req.query.awb;
  if (typeof raw === 'string') return raw;
  if (Array.isArray(raw)) return raw.filter((v) => typeof v === 'string').join(',');
  return '';
}

export const show: Handler = async (req, res) => {
  const asked = checkAwbs(askedText(req));
  // `?awb=` with nothing in it: the form was sent empty.
  const empty = asked.awbs.length === 0 && req.query.awb !== undefined;
  const error = asked.error ?? (empty ? messages.tracking.required : null);
  const page = { awbs: awbLines(asked.awbs), error, results: null };
  if (error || asked.awbs.length === 0) return render(res, 'tracking/track', page);
  const { upstream, limits } = deps(req);
  // Caught: over the limit, the page stays with the AWBs typed and says when to try again;
  // the failure handler would send the visitor back to the address that was refused.
  try {
    await limits.track(req, asked.awbs.length);
  } catch (err) {
    if (!(err instanceof TooManyAttempts)) throw err;
    markAbuse(res, 'rate-limit');
    const wait = messages.toast.tooManyAttempts(err.retryAfterSeconds);
    toast(req, wait, 'error');
    res.status(429).set('Retry-After', String(Math.ceil(err.retryAfterSeconds)));
    return render(res, 'tracking/track', { ...page, error: wait });
  }
  return render(res, 'tracking/track', {
    ...page,
    results: await trackCards(upstream, asked.awbs),
  });
};
