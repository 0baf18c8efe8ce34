import type { NextFunction, Request, Response } from 'express';
import { clearHistory, withErrors } from '../inertia';
import { urlFor } from '../routing/url';
import {
  UpstreamError,
  UpstreamForbiddenError,
  UpstreamNotFoundError,
  UpstreamRejectedError,
  UpstreamSignedOutError,
  UpstreamUnavailableError,
  UpstreamValidationError,
} from '../upstream/errors';
import { renderError } from './errors';
import { regenerate } from './session';
import { toast } from './toast';

export const SIGNED_OUT_MESSAGE = 'Your session has ended. Please log in again.';
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again.';

/**
 * The one place upstream failures become something the user sees, so that no controller
 * answers with a bare error (which the Inertia client would show in an overlay):
 * - code 100: signed out everywhere, then the login page with a toast;
 * - a field map (422) on a form: errors under the fields, back to the form;
 * - a refusal with a message (409, 429…): that message as a toast, back to the form;
 * - forbidden / not found: the error page; unavailable: a toast on forms, else a 503 page.
 */
export async function handleUpstreamFailure(
  err: unknown,
  req: Request,
  res: Response,
  next: NextFunction,
): Promise<void> {
  if (!(err instanceof UpstreamError)) return next(err);
  const isForm = req.method !== 'GET' && req.method !== 'HEAD';
  if (err instanceof UpstreamSignedOutError) {
    await regenerate(req, res);
    clearHistory(req);
    toast(req, SIGNED_OUT_MESSAGE, 'error');
    return res.redirect(urlFor('login'));
  }
  if (isForm && err instanceof UpstreamValidationError) {
    withErrors(req, err.fields, req.get('x-inertia-error-bag') ?? undefined);
    return res.inertia.back();
  }
  if (isForm && (err instanceof UpstreamRejectedError || err instanceof UpstreamUnavailableError)) {
    const message =
      err instanceof UpstreamRejectedError && err.notification?.message
        ? err.notification.message
        : UNAVAILABLE_MESSAGE;
    toast(req, message, 'error');
    return res.inertia.back();
  }
  if (err instanceof UpstreamForbiddenError) return renderError(res, 403);
  if (err instanceof UpstreamNotFoundError) return renderError(res, 404);
  return renderError(res, 503);
}
