// Plain fetch calls to the three services and the checks every answer of the contract obeys.
import { expect } from 'vitest';
import { z } from 'zod';
import type { Target } from './target';

export type Service = 'main' | 'auth' | 'pickup';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Query = Record<string, string | number | null | undefined>;

export interface CallOptions {
  token?: string;
  query?: Query;
  body?: unknown;
  /** Further request headers (Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  contentType: string;
  /** The parsed JSON body; undefined when the body is not JSON. */
  json: unknown;
  bytes: Buffer;
}

export interface Api {
  call(service: Service, method: Method, path: string, options?: CallOptions): Promise<Answer>;
  get(service: Service, path: string, options?: CallOptions): Promise<Answer>;
  post(service: Service, path: string, options?: CallOptions): Promise<Answer>;
  delete(service: Service, path: string, options?: CallOptions): Promise<Answer>;
}

export function createApi(target: () => Target): Api {
  const call = async (
    service: Service,
    method: Method,
    path: string,
    options: CallOptions = {},
  ): Promise<Answer> => {
    const url = new URL(target().urls[service] + path);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      // null travels as an empty parameter: the contract's "province null" on /cities.
      if (value !== undefined) url.searchParams.set(name, value === null ? '' : String(value));
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.token) headers['Access-Token'] = options.token;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    Object.assign(headers, options.headers);
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? '';
    let json: unknown;
    if (contentType.includes('json')) {
      try {
        json = JSON.parse(bytes.toString('utf8'));
      } catch {
        json = undefined;
      }
    }
    return { status: response.status, contentType, json, bytes };
  };
  return {
    call,
    get: (service, path, options) => call(service, 'GET', path, options),
    post: (service, path, options) => call(service, 'POST', path, options),
    delete: (service, path, options) => call(service, 'DELETE', path, options),
  };
}

// ---- the envelope ----------------------------------------------------------------------

export const notification = z.object({ message: z.string(), type: z.string(), code: z.number() });

export const successEnvelope = z.object({
  success: z.literal(true),
  data: z.unknown(),
  notification: notification.optional(),
});

export const failureEnvelope = z.object({
  success: z.literal(false),
  data: z.null(),
  errors: z.record(z.string(), z.string()).optional(),
  notification: notification.extend({ type: z.literal('error') }),
});

export type Failure = z.infer<typeof failureEnvelope>;

function show(answer: Answer): string {
  const body = answer.json === undefined ? `<${answer.contentType}>` : JSON.stringify(answer.json);
  return `HTTP ${answer.status} ${body.slice(0, 600)}`;
}

/** A 2xx answer with the success envelope; returns `data` checked against the schema. */
export function ok<T>(answer: Answer, schema: z.ZodType<T>): T {
  expect(answer.status, show(answer)).toBeGreaterThanOrEqual(200);
  expect(answer.status, show(answer)).toBeLessThan(300);
  const envelope = successEnvelope.safeParse(answer.json);
  expect(envelope.error?.issues, show(answer)).toBeUndefined();
  const data = schema.safeParse(envelope.data?.data);
  expect(data.error?.issues, show(answer)).toBeUndefined();
  return data.data as T;
}

/** A 4xx/5xx answer with the failure envelope. */
export function failure(answer: Answer, status: number, code: number = status): Failure {
  expect(answer.status, show(answer)).toBe(status);
  const envelope = failureEnvelope.safeParse(answer.json);
  expect(envelope.error?.issues, show(answer)).toBeUndefined();
  expect(envelope.data!.notification.code, show(answer)).toBe(code);
  return envelope.data!;
}

/** HTTP 422 whose errors map names at least these fields, each with a message. */
export function invalid(answer: Answer, fields: string[]): Record<string, string> {
  const { errors } = failure(answer, 422);
  expect(errors, show(answer)).toBeDefined();
  for (const field of fields) {
    const message = errors?.[field];
    expect(
      typeof message === 'string' && message.trim() !== '',
      `errors.${field} in ${show(answer)}`,
    ).toBe(true);
  }
  return errors!;
}

/** 403 with code 403: the user has not linked the client the call is about. */
export function forbidden(answer: Answer): Failure {
  return failure(answer, 403);
}

/** Code 100, at any HTTP status: the caller has no valid access token. */
export function signedOut(answer: Answer): void {
  expect(answer.status, show(answer)).toBeGreaterThanOrEqual(400);
  const envelope = failureEnvelope.safeParse(answer.json);
  expect(envelope.error?.issues, show(answer)).toBeUndefined();
  expect(envelope.data!.notification.code, show(answer)).toBe(100);
}
