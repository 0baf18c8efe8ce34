import type { NextFunction, Request, Response } from 'express';
import { messages } from '../../shared/messages';
import { refusalWords } from '../api/meanings';
import { deps } from '../deps';
import {
  InvalidForm,
  NotFound,
  TooManyAttempts,
  Unavailable,
  UpstreamError,
  UpstreamForbiddenError,
  UpstreamNotFoundError,
  UpstreamRejectedError,
  UpstreamSignedOutError,
  UpstreamValidationError,
} from '../failures';
import { clearHistory, withErrors } from '../inertia';
import { urlFor } from '../routing/url';
import { expectedAnswer, type Expected } from './answers';
import { renderError } from './errors';
import { markAbuse, recordFault } from './request-log';
import { say } from '../../shared/i18n/wording';
import { wordsOf } from './language';
import { endSession } from './session';
import { toast } from './toast';

/** A thrown failure by what the user is to be told. */
type Failure =
  | 'invalid-form'
  | 'too-many-attempts'
  | 'signed-out'
  | 'upstream-fields'
  | 'refused'
  | 'unavailable'
  | 'forbidden'
  | 'upstream-not-found'
  | 'not-found';

function failureOf(err: unknown): Failure | undefined {
  if (err instanceof InvalidForm) return 'invalid-form';
  if (err instanceof TooManyAttempts) return 'too-many-attempts';
  if (err instanceof NotFound) return 'not-found';
  if (err instanceof Unavailable) return 'unavailable';
  if (!(err instanceof UpstreamError)) return undefined;
  if (err instanceof UpstreamSignedOutError) return 'signed-out';
  if (err instanceof UpstreamValidationError) return 'upstream-fields';
  if (err instanceof UpstreamForbiddenError) return 'forbidden';
  if (err instanceof UpstreamNotFoundError) return 'upstream-not-found';
  if (err instanceof UpstreamRejectedError) return 'refused';
  return 'unavailable';
}

/**
 * A widget's status: the provider refusing what was asked (an id it does not know, a
 * value it does not take) is the request's fault, not an outage; a signed-out user gets
 * 401 and the page around the widget signs out at its next visit.
 */
const JSON_STATUS: Record<Failure, number> = {
  'invalid-form': 422,
  'too-many-attempts': 429,
  'signed-out': 401,
  'upstream-fields': 422,
  refused: 422,
  unavailable: 503,
  forbidden: 403,
  'upstream-not-found': 404,
  'not-found': 404,
};

/** The error page of a failure on a page or a download: its status, and its own words. */
function errorPage(failure: Failure, expected: Expected): { status: number; message?: string } {
  const download = 'unavailable' in expected ? expected : undefined;
  if (failure === 'not-found') return { status: 404 };
  if (failure === 'forbidden') return { status: expected.kind === 'file' ? 404 : 403 };
  if (failure === 'upstream-not-found' && expected.kind !== 'export') return { status: 404 };
  return { status: 503, message: download?.unavailable };
}

/** Field messages in the reader's language: the portal's rules, or a provider's it has words for. */
function inWords(req: Request, fields: Record<string, string>): Record<string, string> {
  const words = wordsOf(req);
  return Object.fromEntries(
    Object.entries(fields).map(([field, text]) => [field, say(words, text)]),
  );
}

const errorBag = (req: Request) => req.get('x-inertia-error-bag') || undefined;

/**
 * The one place a thrown failure becomes what the user sees, so that handlers read as the
 * happy path and no request is answered with a bare error (which the Inertia client would
 * show in an overlay). What the request expects back (answers.ts) decides the form:
 * - a widget's fetch(): its empty answer with a status;
 * - an invalid form (ours, or the service's 422 on a form): messages under the fields;
 * - too many attempts, or a refusal or outage on a form: a toast, back to the form;
 * - code 100: signed out, then the login page with a toast (not during sign-in itself,
 *   where there is no session to end);
 * - forbidden / not found / unavailable on a page or a download: the error page, a
 *   download's in its own words; a download that cannot be made of what was asked
 *   (InvalidForm): the error page, 422, with the message; a download cut short half-way
 *   is broken off, so the browser shows it failed rather than keep a partial file.
 */
export async function showFailure(
  err: unknown,
  req: Request,
  res: Response,
  next: NextFunction,
): Promise<void> {
  const expected = expectedAnswer(req, res);
  const failure = failureOf(err);
  if (res.headersSent) {
    if (expected.kind !== 'file' && expected.kind !== 'export') return next(err);
    deps(req).logger.warn({ err, route: req.path }, 'download cut short');
    return void res.destroy();
  }
  if (expected.kind === 'json') {
    // Whatever went wrong, the widget gets an answer it can show; a fault of ours is logged.
    if (!failure) recordFault(res, err);
    res.status(failure ? JSON_STATUS[failure] : 503).set('Cache-Control', 'private, no-store');
    return void res.json(expected.empty);
  }
  if (!failure) return next(err);
  if (err instanceof InvalidForm && 'unavailable' in expected) {
    // A download asked for something it cannot be made of (a batch of labels with none
    // chosen): the error page says what to change; there is no form to go back to.
    return renderError(res, 422, Object.values(err.fields)[0] ?? expected.unavailable);
  }
  if (err instanceof InvalidForm) {
    withErrors(req, inWords(req, err.fields), errorBag(req));
    return err.redirectTo ? res.redirect(urlFor(err.redirectTo)) : res.inertia.back();
  }
  if (err instanceof TooManyAttempts) {
    markAbuse(res, 'rate-limit');
    toast(req, messages.toast.tooManyAttempts(err.retryAfterSeconds), 'error');
    return res.inertia.back();
  }
  if (err instanceof UpstreamSignedOutError) return signedOut(err, req, res);
  if (expected.kind === 'form' && err instanceof UpstreamValidationError) {
    withErrors(req, inWords(req, err.fields), errorBag(req));
    return res.inertia.back();
  }
  if (expected.kind === 'form' && (failure === 'refused' || failure === 'unavailable')) {
    toast(req, refusalWords(err) || messages.toast.unavailable, 'error');
    return res.inertia.back();
  }
  // The provider refused the account's call: the member's role may have changed, or the
  // membership ended (docs/team.md). The next page reads the accounts again.
  if (failure === 'forbidden' && req.session?.accessToken) req.session.accountsReadAt = 0;
  const page = errorPage(failure, expected);
  return renderError(res, page.status, page.message);
}

/** Code 100: the session ends; during sign-in (no session yet) the form says so. */
async function signedOut(err: UpstreamSignedOutError, req: Request, res: Response) {
  if (!req.session.accessToken) {
    toast(req, err.notification?.message || messages.toast.signInRefused, 'error');
    return res.inertia.back();
  }
  await endSession(req, res);
  clearHistory(req);
  toast(req, messages.toast.signedOut, 'error');
  return res.redirect(urlFor('login'));
}
