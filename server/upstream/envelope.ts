import { z } from 'zod';
import {
  UpstreamError,
  UpstreamForbiddenError,
  UpstreamNotFoundError,
  UpstreamRejectedError,
  UpstreamSignedOutError,
  UpstreamUnavailableError,
  UpstreamValidationError,
  type UpstreamErrorDetails,
  type Notification,
  type ServiceName,
} from '../failures';
import type { Envelope } from './types';

/** The access token is missing, expired or revoked (upstream contract). */
export const SIGNED_OUT_CODE = 100;

export interface CallContext {
  service: ServiceName;
  method: string;
  path: string;
}

// Lenient where PHP-style backends commonly differ (a numeric string code, a missing type,
// `null` instead of an absent key, `[]` for an empty error map) so that a provider which
// follows the contract in spirit plugs in unchanged.
const notificationSchema = z.object({
  message: z.string(),
  type: z.string().default(''),
  code: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).default(0),
});

const fieldErrorsSchema = z
  .union([z.record(z.string(), z.union([z.string(), z.array(z.string())])), z.tuple([])])
  .transform((errors) => {
    const fields: Record<string, string> = {};
    if (Array.isArray(errors)) return fields;
    for (const [field, messages] of Object.entries(errors)) {
      const first = Array.isArray(messages) ? messages[0] : messages;
      if (first !== undefined) fields[field] = first;
    }
    return fields;
  });

const envelopeSchema = z.object({
  success: z.boolean(),
  data: z.unknown(),
  notification: notificationSchema.nullish(),
  errors: fieldErrorsSchema.nullish(),
});

export type RawEnvelope = z.infer<typeof envelopeSchema>;

const isSuccessStatus = (status: number) => status >= 200 && status < 300;

/** The envelope, or undefined when the body is not JSON or not shaped like one. */
export function parseEnvelope(text: string): RawEnvelope | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = envelopeSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The typed failure for an answer. A 2xx that says `success: false` is classified by its
 * notification code when that is an HTTP-like status, so a provider that always answers
 * 200 still yields the right error; `status` on the error stays the real HTTP status.
 */
export function failureFor(
  context: CallContext,
  status: number,
  envelope: RawEnvelope | undefined,
): UpstreamError {
  const notification: Notification | undefined = envelope?.notification ?? undefined;
  const details: UpstreamErrorDetails = { ...context, status, notification };
  if (notification?.code === SIGNED_OUT_CODE) {
    return new UpstreamSignedOutError('signed out', details);
  }
  const code = notification?.code ?? 0;
  const codeIsStatus = code >= 400 && code < 600;
  const kind = isSuccessStatus(status) ? (codeIsStatus ? code : 400) : status;
  const fields = envelope?.errors;
  if (kind === 422 && fields && Object.keys(fields).length > 0) {
    return new UpstreamValidationError(details, fields);
  }
  if (kind === 403) return new UpstreamForbiddenError('forbidden', details);
  if (kind === 404) return new UpstreamNotFoundError('not found', details);
  if (kind >= 400 && kind < 500) return new UpstreamRejectedError('rejected', details);
  return new UpstreamUnavailableError(kind >= 500 ? 'server error' : 'unexpected status', details);
}

/** Turns an answer into `{ data, notification }` or throws the matching typed failure. */
export function readEnvelope<T>(
  context: CallContext,
  status: number,
  text: string,
  schema?: z.ZodType<T>,
): Envelope<T> {
  // A 204 has no body to hold an envelope; treat it as a success without data.
  const envelope: RawEnvelope | undefined =
    status === 204 && text.trim() === '' ? { success: true, data: null } : parseEnvelope(text);
  if (!envelope) {
    throw new UpstreamUnavailableError('the answer is not the JSON envelope', {
      ...context,
      status,
    });
  }
  if (
    !isSuccessStatus(status) ||
    !envelope.success ||
    envelope.notification?.code === SIGNED_OUT_CODE
  ) {
    throw failureFor(context, status, envelope);
  }
  const notification = envelope.notification ?? undefined;
  const raw = envelope.data === undefined ? null : envelope.data;
  if (!schema) return { data: raw as T, notification };
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new UpstreamUnavailableError('the data does not have the expected shape', {
      ...context,
      status,
      notification,
      cause: parsed.error,
    });
  }
  return { data: parsed.data, notification };
}
