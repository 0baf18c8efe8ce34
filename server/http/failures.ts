import type { NextFunction, Request, Response } from 'express';
import { messages } from '../../shared/messages';
import type { FieldErrors } from '../../shared/types';
import { clearHistory, withErrors } from '../inertia';
import { urlFor, type RouteName } from '../routing/url';
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
import { markAbuse } from './request-log';
import { endSession } from './session';
import { toast } from './toast';

/**
 * What a controller throws when the user's input cannot go on: the messages go under
 * the fields (or, under `form`, above the whole form) and the user goes back to the form
 * (or to `redirectTo`) with what they typed kept by the page.
 */
export class InvalidForm extends Error {
  override name = 'InvalidForm';
  constructor(
    readonly fields: FieldErrors,
    readonly redirectTo?: RouteName,
  ) {
    super(`invalid form: ${Object.keys(fields).join(', ')}`);
  }
}

/** Over a rate limit: the user is told when to try again. */
export class TooManyAttempts extends Error {
  override name = 'TooManyAttempts';
  constructor(readonly retryAfterSeconds: number) {
    super('too many attempts');
  }
}

const errorBag = (req: Request) => req.get('x-inertia-error-bag') || undefined;

/**
 * The one place a thrown failure becomes what the user sees, so that controllers read as
 * the happy path and no request is answered with a bare error (which the Inertia client
 * would show in an overlay):
 * - an invalid form (ours, or the service's 422 on a form): messages under the fields;
 * - too many attempts, or a refusal or outage on a form: a toast, back to the form;
 * - code 100: signed out, then the login page with a toast (not during sign-in itself,
 *   where there is no session to end);
 * - forbidden / not found: the error page; unavailable on a page: a 503 page.
 */
export async function showFailure(
  err: unknown,
  req: Request,
  res: Response,
  next: NextFunction,
): Promise<void> {
  const isForm = req.method !== 'GET' && req.method !== 'HEAD';
  if (err instanceof InvalidForm) {
    withErrors(req, err.fields, errorBag(req));
    return err.redirectTo ? res.redirect(urlFor(err.redirectTo)) : res.inertia.back();
  }
  if (err instanceof TooManyAttempts) {
    markAbuse(res, 'rate-limit');
    toast(req, messages.toast.tooManyAttempts(err.retryAfterSeconds), 'error');
    return res.inertia.back();
  }
  if (!(err instanceof UpstreamError)) return next(err);
  if (err instanceof UpstreamSignedOutError) {
    if (!req.session.accessToken) {
      toast(req, err.notification?.message || messages.toast.signInRefused, 'error');
      return res.inertia.back();
    }
    await endSession(req, res);
    clearHistory(req);
    toast(req, messages.toast.signedOut, 'error');
    return res.redirect(urlFor('login'));
  }
  if (isForm && err instanceof UpstreamValidationError) {
    withErrors(req, err.fields, errorBag(req));
    return res.inertia.back();
  }
  if (isForm && (err instanceof UpstreamRejectedError || err instanceof UpstreamUnavailableError)) {
    const message =
      err instanceof UpstreamRejectedError && err.notification?.message
        ? err.notification.message
        : messages.toast.unavailable;
    toast(req, message, 'error');
    return res.inertia.back();
  }
  if (err instanceof UpstreamForbiddenError) return renderError(res, 403);
  if (err instanceof UpstreamNotFoundError) return renderError(res, 404);
  return renderError(res, 503);
}
