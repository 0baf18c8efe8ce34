import {
  UpstreamError,
  UpstreamForbiddenError,
  UpstreamNotFoundError,
  UpstreamRejectedError,
  UpstreamSignedOutError,
  UpstreamUnavailableError,
  UpstreamValidationError,
} from '../failures';

/**
 * What a failed call to the provider means to the page that made it, each meaning said
 * once, here. A call's declaration (or, for a meaning only one page gives, the handler)
 * names the meanings it answers with a result of its own; every other failure goes on to
 * the one place that shows failures (server/http/failures.ts, docs/architecture.md 'One
 * way to fail'): being signed out always signs out, and a fault of ours is never taken for
 * the provider's word.
 */
export interface Meanings<R> {
  /** 404 or 403: not there, or another account's, which to this user is the same. */
  notOwn?: (err: UpstreamError) => R | Promise<R>;
  /** 404 alone: the provider has no such thing (an AWB it does not know, a mapping). */
  missing?: (err: UpstreamError) => R | Promise<R>;
  /** 422 with the provider's field map: its words for what the user typed. */
  fields?: (fields: Record<string, string>, err: UpstreamError) => R | Promise<R>;
  /**
   * The provider lacks the extension: a 404, or an answer that is not the envelope
   * (upstream contract, Extensions). A 5xx or no answer is an outage instead.
   */
  notOffered?: (err: UpstreamError) => R | Promise<R>;
  /** No usable answer: the provider is down, slow, or answered what is no envelope. */
  outage?: (err: UpstreamError) => R | Promise<R>;
  /** Any refusal or outage the provider gave: it did not do what was asked. */
  failed?: (err: UpstreamError) => R | Promise<R>;
}

/** The provider's own words for a refusal, meant for the user (upstream contract). */
export function providerWords(err: unknown): string | undefined {
  return err instanceof UpstreamError ? err.notification?.message || undefined : undefined;
}

/** The session ended at the provider (code 100): wherever that happens, the user is signed out. */
export function isSignedOut(err: unknown): err is UpstreamSignedOutError {
  return err instanceof UpstreamSignedOutError;
}

/** For a step that goes on whatever else failed: only being signed out stops it. */
export function throwIfSignedOut(err: unknown): void {
  if (isSignedOut(err)) throw err;
}

/** A refusal in one line: the provider's first field message, or else its notification. */
export function refusalInOneLine(err: unknown): string | undefined {
  if (err instanceof UpstreamValidationError) return Object.values(err.fields)[0] || undefined;
  return providerWords(err);
}

/** The words of a plain refusal (a 4xx with no other meaning: 409, 429 …), if it has any. */
export function refusalWords(err: unknown): string | undefined {
  return err instanceof UpstreamRejectedError ? err.notification?.message || undefined : undefined;
}

/** Whether a failure means the provider lacks the extension that was called. */
export function isNotOffered(err: unknown): boolean {
  if (err instanceof UpstreamNotFoundError) return true;
  return err instanceof UpstreamUnavailableError && err.status >= 200 && err.status < 500;
}

/**
 * The provider refused (any status) rather than failed to answer: it judged the request.
 * An outage, a garbled answer or being signed out says nothing about what was sent.
 */
export function isJudged(err: unknown): boolean {
  return (
    err instanceof UpstreamError &&
    !(err instanceof UpstreamUnavailableError) &&
    !(err instanceof UpstreamSignedOutError)
  );
}

/** The status of a plain refusal (409, 429 …); 0 for any other failure. */
export function refusalStatus(err: unknown): number {
  return err instanceof UpstreamRejectedError ? err.status : 0;
}

/** The meaning of `err` that `meanings` names, checked from the most particular. */
function meaningOf<R>(
  err: UpstreamError,
  meanings: Meanings<R>,
): ((err: UpstreamError) => R | Promise<R>) | undefined {
  const { notOwn, missing, fields, notOffered, outage, failed } = meanings;
  const notFound = err instanceof UpstreamNotFoundError;
  if (missing && notFound) return missing;
  if (notOwn && (notFound || err instanceof UpstreamForbiddenError)) return notOwn;
  if (fields && err instanceof UpstreamValidationError) return (e) => fields(err.fields, e);
  if (notOffered && isNotOffered(err)) return notOffered;
  if (outage && err instanceof UpstreamUnavailableError) return outage;
  return failed;
}

/**
 * Runs `work` (a call, or a few) and answers a failure with the meaning `meanings` gives
 * it; a failure it does not name, being signed out, or a fault of ours is thrown on.
 */
export async function rescue<T, R>(
  work: Promise<T> | (() => Promise<T>),
  meanings: Meanings<R>,
): Promise<T | R> {
  try {
    return await (typeof work === 'function' ? work() : work);
  } catch (err) {
    return whatItMeans(err, meanings);
  }
}

/** `rescue` for a failure already caught (one of several settled calls). */
export async function whatItMeans<R>(err: unknown, meanings: Meanings<R>): Promise<R> {
  if (!(err instanceof UpstreamError) || isSignedOut(err)) throw err;
  const meaning = meaningOf(err, meanings);
  if (!meaning) throw err;
  return meaning(err);
}
