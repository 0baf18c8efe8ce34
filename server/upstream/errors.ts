import type { Notification, ServiceName } from './types';

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
 * an Idempotency-Key) is sent again. Logged under its parent's name, as before.
 */
export class UpstreamUnansweredError extends UpstreamUnavailableError {}
