/**
 * Every way a request can fail, as handlers, api modules and the upstream clients throw it.
 * A leaf: it imports nothing but a type, so any layer may throw these, and one middleware
 * (server/http/failures.ts) turns each into what the user sees, page, form, JSON helper
 * or download alike.
 */
import type { RouteName } from './routing/url';

/** The courier's three services. */
export type ServiceName = 'main' | 'auth' | 'pickup';

/** A service's notification (upstream contract): meant for the user, shown as a toast. */
export interface Notification {
  message: string;
  type: string;
  code: number;
}

/**
 * The user's input cannot go on: the messages go under the fields (or, under `form`, above
 * the whole form) and the user goes back to the form, or to the page of the route named
 * `redirectTo` (a name of routes/web.ts), with what they typed kept by the page.
 */
export class InvalidForm extends Error {
  override name = 'InvalidForm';
  constructor(
    readonly fields: Record<string, string>,
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

/** What was asked for is not there, or not the user's to see: the 404 page. */
export class NotFound extends Error {
  override name = 'NotFound';
  constructor(what = 'not found') {
    super(what);
  }
}

/** The portal cannot give what was asked right now (a provider's file that is no PDF). */
export class Unavailable extends Error {
  override name = 'Unavailable';
}

export interface UpstreamErrorDetails {
  service: ServiceName;
  method: string;
  /** Without the query string, so that nothing a user typed ends up in logs. */
  path: string;
  /** The HTTP status; 0 when no answer came (connection refused, reset, timeout). */
  status: number;
  notification?: Notification;
  cause?: unknown;
}

/** A call to one of the courier's services failed; the subclass says how. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  readonly service: ServiceName;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly notification?: Notification;

  constructor(reason: string, details: UpstreamErrorDetails) {
    const answered = details.status ? `HTTP ${details.status}` : 'no answer';
    super(`${details.service} ${details.method} ${details.path}: ${reason} (${answered})`, {
      cause: details.cause,
    });
    this.service = details.service;
    this.method = details.method;
    this.path = details.path;
    this.status = details.status;
    this.notification = details.notification;
  }
}

/** HTTP 422 with a field map; each field holds its first message. */
export class UpstreamValidationError extends UpstreamError {
  override name = 'UpstreamValidationError';
  readonly fields: Record<string, string>;

  constructor(details: UpstreamErrorDetails, fields: Record<string, string>) {
    super('validation failed', details);
    this.fields = fields;
  }
}

/** notification.code 100: the access token is missing, expired or revoked. */
export class UpstreamSignedOutError extends UpstreamError {
  override name = 'UpstreamSignedOutError';
}

export class UpstreamForbiddenError extends UpstreamError {
  override name = 'UpstreamForbiddenError';
}

export class UpstreamNotFoundError extends UpstreamError {
  override name = 'UpstreamNotFoundError';
}

/** Any other 4xx (401 without code 100, 409, 429…); its notification is meant for the user. */
export class UpstreamRejectedError extends UpstreamError {
  override name = 'UpstreamRejectedError';
}

/** No usable answer: connection error, timeout, 5xx, or a body that is not the envelope. */
export class UpstreamUnavailableError extends UpstreamError {
  override name = 'UpstreamUnavailableError';
}

/**
 * No complete answer came: the call timed out or its connection failed or dropped. The
 * provider may still have acted on it, so only a call it recognises as a repeat (one with
 * an Idempotency-Key, to a provider that declares it keeps them) is sent again. Logged
 * under its parent's name, as before.
 */
export class UpstreamUnansweredError extends UpstreamUnavailableError {}
