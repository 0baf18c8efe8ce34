import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { Pool } from 'undici';
import {
  UpstreamError,
  UpstreamUnansweredError,
  UpstreamUnavailableError,
  type ServiceName,
} from '../failures';
import type { Logger } from '../log';
import { failureFor, parseEnvelope, readEnvelope, type CallContext } from './envelope';
import { KEYS_DECLARATION_PATH } from './keys-declared';
import { isConnectionError, repeatUnansweredOnce, withRetries } from './retry';
import type { CallOptions, Envelope, ServiceClient, StreamedFile, UpstreamObserver } from './types';
import { parseBaseUrl, pathOnly, requestPath } from './url';

/** Guards memory against a runaway answer; the largest expected is an AWB label PDF. */
const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

export interface ServiceClientOptions {
  service: ServiceName;
  baseUrl: string;
  connectTimeoutMs: number;
  timeoutMs: number;
  /** Deadline of the calls a page can do without (CallOptions.optional). */
  optionalTimeoutMs: number;
  logger: Logger;
  observer?: UpstreamObserver;
}

export interface ClosableServiceClient extends ServiceClient {
  close(): Promise<void>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const isSuccessStatus = (status: number) => status >= 200 && status < 300;
const isJsonType = (contentType: string) => /[/+]json\b/i.test(contentType);

function headersFor(
  token: string | undefined,
  accept: string,
  json: boolean,
  caller: CallOptions<unknown>['caller'] = {},
  idempotencyKey?: string,
  requestId?: string,
  language?: string,
) {
  const headers: Record<string, string> = { accept };
  if (json) headers['content-type'] = 'application/json';
  if (token) headers['Access-Token'] = token;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  if (caller.ip) headers['x-forwarded-for'] = caller.ip;
  // The browser's own header where a call names it (the location lookup), else the
  // reader's language, for the provider's words (language.ts).
  const accepted = caller.acceptLanguage ?? language;
  if (accepted) headers['accept-language'] = accepted;
  // The provider's logs can then be searched for the request a customer reports.
  if (requestId) headers['x-request-id'] = requestId;
  return headers;
}

/**
 * An upload's deadline: its body comes at the customer's pace (10 MB on a slow uplink takes
 * a minute or more), not the provider's.
 */
export const UPLOAD_DEADLINE_MS = 3 * 60 * 1000;

/** A timer for the whole call, retries included; `stop` once the answer is in. */
function deadline(ms: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${ms} ms`)), ms);
  return { signal: controller.signal, stop: () => clearTimeout(timer) };
}

// undici's own limits (a stalled socket): as much a timeout as the deadline.
const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

function isTimeout(err: unknown): boolean {
  const code = typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;
  return (
    (typeof code === 'string' && TIMEOUT_CODES.has(code)) || TIMEOUT_CODES.has(errorCode(err) ?? '')
  );
}

function asFailure(
  context: CallContext,
  err: unknown,
  status: number,
  timedOut: boolean,
): UpstreamError {
  if (err instanceof UpstreamError) return err;
  const details = { ...context, status, cause: err };
  if (timedOut || isTimeout(err)) return new UpstreamUnansweredError('timed out', details);
  if (isConnectionError(err)) return new UpstreamUnansweredError('connection failed', details);
  return new UpstreamUnavailableError('request failed', details);
}

function errorCode(err: unknown): string | undefined {
  const cause = err instanceof Error ? err.cause : undefined;
  if (typeof cause !== 'object' || cause === null || !('code' in cause)) return undefined;
  return typeof cause.code === 'string' ? cause.code : undefined;
}

/** The client for one service: one keep-alive pool, typed failures, one log line per call. */
export function createServiceClient(options: ServiceClientOptions): ClosableServiceClient {
  const { service, connectTimeoutMs, timeoutMs, optionalTimeoutMs, logger } = options;
  const observe = options.observer?.call;
  const base = parseBaseUrl(options.baseUrl);
  const pool = new Pool(base.origin, {
    connect: { timeout: connectTimeoutMs },
    // Backstops for a stalled socket; the deadline below bounds the call as a whole.
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    maxResponseSize: MAX_RESPONSE_BYTES,
  });

  // Successes at debug (a page makes several calls and the request log already has one
  // line per page); refusals at info; an unavailable service at warn. Never headers or bodies.
  function log(
    context: CallContext,
    status: number,
    started: number,
    failure?: UpstreamError,
    timedOut = false,
    reqId?: string,
  ) {
    const elapsed = performance.now() - started;
    observe?.({ ...context, status, seconds: elapsed / 1000, failure, timedOut });
    // Most calls succeed and most portals do not log at debug: no line to build then.
    if (!failure && !logger.isLevelEnabled('debug')) return;
    const line = {
      ...(reqId && { reqId }),
      ...context,
      status,
      ms: Math.round(elapsed),
      ...(failure && { error: failure.name, code: errorCode(failure) }),
    };
    if (!failure) logger.debug(line, 'upstream call');
    else if (failure instanceof UpstreamUnavailableError) logger.warn(line, 'upstream call');
    else logger.info(line, 'upstream call');
  }

  /**
   * One call under the deadline: `work` reports each status it gets, and may `stop` the
   * deadline early (a file then streams at the reader's pace). One log line either way,
   * and any failure comes out typed.
   */
  async function timed<R>(
    context: CallContext,
    work: (signal: AbortSignal, answered: (status: number) => void, stop: () => void) => Promise<R>,
    limitMs = timeoutMs,
    reqId?: string,
  ): Promise<R> {
    const started = performance.now();
    const { signal, stop } = deadline(limitMs);
    let status = 0;
    try {
      const result = await work(signal, (s) => (status = s), stop);
      log(context, status, started, undefined, false, reqId);
      return result;
    } catch (err) {
      const timedOut = signal.aborted || isTimeout(err);
      const failure = asFailure(context, err, status, timedOut);
      log(context, status, started, failure, timedOut, reqId);
      throw failure;
    } finally {
      stop();
    }
  }

  function call<T>(
    method: Method,
    path: string,
    callOptions: CallOptions<T> = {},
  ): Promise<Envelope<T>> {
    const context: CallContext = { service, method, path: pathOnly(path) };
    const { upload } = callOptions;
    const json = callOptions.body !== undefined;
    const key = upload ? undefined : callOptions.idempotencyKey;
    const headers = headersFor(
      callOptions.token,
      'application/json',
      json,
      callOptions.caller,
      key,
      callOptions.requestId,
      callOptions.language,
    );
    if (upload) headers['content-type'] = upload.contentType;
    const body = upload ? upload.body : json ? JSON.stringify(callOptions.body) : undefined;
    const target = requestPath(base, path, callOptions.query);
    // Each try has the whole deadline: a keyed call that ran out of time is sent once more.
    const attempt = () =>
      timed(
        context,
        async (signal, answered) => {
          let status = 0;
          let replayed = false;
          const text = await withRetries(method, signal, async () => {
            answered((status = 0));
            const answer = await pool.request({ method, path: target, headers, body, signal });
            answered((status = answer.statusCode));
            replayed = key !== undefined && answer.headers['idempotent-replayed'] === 'true';
            return answer.body.text();
          });
          const envelope = readEnvelope(context, status, text, callOptions.schema);
          return replayed ? { ...envelope, replayed } : envelope;
        },
        upload
          ? Math.max(UPLOAD_DEADLINE_MS, timeoutMs)
          : callOptions.optional
            ? Math.min(optionalTimeoutMs, timeoutMs)
            : timeoutMs,
        callOptions.requestId,
      );
    return key ? repeatUnansweredOnce(attempt, () => keepsKeys(callOptions.requestId)) : attempt();
  }

  /**
   * Whether the service declares that it keeps Idempotency-Keys. Asked each time a keyed
   * call went unanswered (rare), so the answer is the provider's word of the moment, under
   * the short deadline as the user has waited already. No answer counts as 'no': a repeat
   * to a provider that may not keep its key could book twice.
   */
  function keepsKeys(requestId?: string): Promise<boolean> {
    return call('GET', KEYS_DECLARATION_PATH, { optional: true, requestId }).then(
      () => true,
      () => false,
    );
  }

  function stream(
    path: string,
    streamOptions: { token?: string; requestId?: string; language?: string } = {},
  ): Promise<StreamedFile> {
    const context: CallContext = { service, method: 'GET', path: pathOnly(path) };
    const { token, requestId, language } = streamOptions;
    const headers = headersFor(token, '*/*', false, undefined, undefined, requestId, language);
    const target = requestPath(base, path);
    return timed(
      context,
      async (signal, answered, stop) => {
        const answer = await withRetries('GET', signal, () =>
          pool.request({ method: 'GET', path: target, headers, signal }),
        );
        const status = answer.statusCode;
        answered(status);
        const header = answer.headers['content-type'];
        const contentType =
          (Array.isArray(header) ? header[0] : header) ?? 'application/octet-stream';
        if (!isSuccessStatus(status)) {
          throw failureFor(context, status, parseEnvelope(await answer.body.text()));
        }
        if (isJsonType(contentType)) {
          // A JSON answer to a file request may still be a failure (e.g. code 100 on a 200).
          const text = await answer.body.text();
          readEnvelope(context, status, text);
          return { status, contentType, body: Readable.from([text]) };
        }
        // From here the body flows at the reader's pace; bodyTimeout still ends a stalled one.
        stop();
        return { status, contentType, body: answer.body };
      },
      undefined,
      requestId,
    );
  }

  async function reachable(limitMs: number): Promise<boolean> {
    const { signal, stop } = deadline(limitMs);
    try {
      const answer = await pool.request({
        method: 'GET',
        path: `${base.prefix}/`,
        headers: { accept: 'application/json' },
        signal,
      });
      await answer.body.dump();
      return answer.statusCode < 500;
    } catch {
      return false;
    } finally {
      stop();
    }
  }

  return {
    get: (path, callOptions) => call('GET', path, callOptions),
    post: (path, callOptions) => call('POST', path, callOptions),
    put: (path, callOptions) => call('PUT', path, callOptions),
    delete: (path, callOptions) => call('DELETE', path, callOptions),
    stream,
    reachable,
    close: () => pool.close(),
  };
}
