import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Notification, ServiceName, UpstreamError } from '../failures';
import type { Logger } from '../log';
import type { TtlCache } from './cache';

export interface UpstreamOptions {
  mainUrl: string;
  authUrl: string;
  pickupUrl: string;
  connectTimeoutMs: number;
  timeoutMs: number;
  /** Deadline of calls that only improve a page (`optional`); 1 s when not given. */
  optionalTimeoutMs?: number;
  logger: Logger;
  /** Told of every call and cache lookup (the metrics); unset, nothing is measured. */
  observer?: UpstreamObserver;
}

/** One finished call to a service, as the metrics see it. */
export interface UpstreamCallRecord {
  service: ServiceName;
  method: string;
  /** Without the query string. */
  path: string;
  /** 0 when no answer came. */
  status: number;
  seconds: number;
  failure?: UpstreamError;
  /** The deadline or one of undici's own timeouts ended it. */
  timedOut: boolean;
}

export interface UpstreamObserver {
  call?(record: UpstreamCallRecord): void;
  /** A reference-data lookup: `hit` when kept (or already loading), else loaded. */
  cache?(key: string, hit: boolean): void;
}

export interface Envelope<T> {
  data: T;
  notification?: Notification;
  /**
   * The provider answered a keyed call with the answer it gave the key before
   * (`Idempotent-Replayed: true`, a contract extension): nothing was done this time.
   */
  replayed?: boolean;
}

/** undefined: left out; null: sent as an empty value (`province=`), as the cities list needs. */
export type Query = Record<string, string | number | boolean | null | undefined>;

export interface CallOptions<T> {
  /** Sent as the Access-Token header when present. */
  token?: string;
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Sent as the body as it arrives (a customer's document), under its own type: never held
   * whole, never sent twice. The call then has UPLOAD_DEADLINE_MS, as the body comes at the
   * customer's pace.
   */
  upload?: { body: Readable; contentType: string };
  /** Parses the envelope's `data`; a mismatch is an UpstreamUnavailableError. */
  schema?: z.ZodType<T>;
  /**
   * The browser the call is made for, for lookups that depend on it (POST /user/location):
   * sent as X-Forwarded-For and Accept-Language.
   */
  caller?: { ip?: string; acceptLanguage?: string };
  /**
   * The page does without the answer (it has a fallback): the call gets the short
   * deadline, so a stalled service cannot hold the page for the full timeout.
   */
  optional?: boolean;
  /**
   * Sent as the Idempotency-Key header (a contract extension): a provider that has it
   * answers a repeat with the first answer instead of acting again; one without it ignores
   * the header. A call with a key that gets no complete answer (it timed out, or its
   * connection failed or dropped) is sent once more with the same key before it fails,
   * where the service declares that it keeps keys (keys-declared.ts).
   */
  idempotencyKey?: string;
  /** The portal request the call is made for: sent as X-Request-Id and logged with it. */
  requestId?: string;
  /**
   * The reader's language (`en`, `fr`, `ar`), sent as Accept-Language: a provider with its
   * words in several languages answers them in it (language.ts). A `caller`'s own
   * Accept-Language goes instead.
   */
  language?: string;
}

export interface StreamedFile {
  status: number;
  contentType: string;
  body: NodeJS.ReadableStream;
}

export interface ServiceClient {
  get<T = unknown>(path: string, options?: CallOptions<T>): Promise<Envelope<T>>;
  post<T = unknown>(path: string, options?: CallOptions<T>): Promise<Envelope<T>>;
  put<T = unknown>(path: string, options?: CallOptions<T>): Promise<Envelope<T>>;
  delete<T = unknown>(path: string, options?: CallOptions<T>): Promise<Envelope<T>>;
  /** Raw GET for files (the AWB PDF): status, content-type and a Node Readable body. */
  stream(
    path: string,
    options?: { token?: string; requestId?: string; language?: string },
  ): Promise<StreamedFile>;
  /**
   * Whether the service answers at all (readiness): a GET of its base path within
   * `timeoutMs`, any status below 500. Neither logged nor measured as a call.
   */
  reachable(timeoutMs: number): Promise<boolean>;
}

export interface Upstream {
  main: ServiceClient;
  auth: ServiceClient;
  pickup: ServiceClient;
  /** Reference data (enums, geo lists, status options) kept for a while; see cache.ts. */
  cache: TtlCache;
  /**
   * The language this request's calls ask the provider for (language.ts); unset for calls
   * made for no reader, which ask for none (English). Lists of words are cached per language.
   */
  language?: () => string;
  close(): Promise<void>;
}
