import type { Response } from 'express';
import {
  UpstreamForbiddenError,
  UpstreamNotFoundError,
  UpstreamRejectedError,
  UpstreamSignedOutError,
  UpstreamValidationError,
} from '../../upstream/errors';

/**
 * The provider refusing what was asked (an id it does not know, a value it does not take)
 * is the request's fault, not an outage: only a missing answer is a 503.
 */
function failureStatus(err: unknown): number {
  if (err instanceof UpstreamSignedOutError) return 401;
  if (err instanceof UpstreamForbiddenError) return 403;
  if (err instanceof UpstreamNotFoundError) return 404;
  if (err instanceof UpstreamValidationError || err instanceof UpstreamRejectedError) return 422;
  return 503;
}

/**
 * A fetch() answer, not a page visit: a failure answers `empty` with a status, which the
 * picker shows as 'No options'; a signed-out user gets 401 and the next visit signs out.
 */
export async function answerJson<T>(
  res: Response,
  empty: T,
  work: () => Promise<T>,
  cacheControl = 'private, no-store',
) {
  res.set('Cache-Control', cacheControl);
  try {
    res.json(await work());
  } catch (err) {
    res.status(failureStatus(err)).json(empty);
  }
}
