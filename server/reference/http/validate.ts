import type { z } from 'zod';
import { invalid, type FieldErrors } from './errors';

/** Zod issues as the API's field map: dotted paths, the first message per field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Parses a request body or query, or throws the 422 the portal maps onto its form. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}
