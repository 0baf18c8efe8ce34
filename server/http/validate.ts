import type { Request } from 'express';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { fieldErrors } from '../../shared/forms/fields';
import { InvalidForm } from '../failures';

/**
 * A form body checked against its shared schema (the same one the page runs). On failure
 * it throws, and the failure handler puts the messages under the fields.
 */
export function validated<S extends $ZodType>(req: Request, schema: S): output<S> {
  const parsed = safeParse(schema, req.body ?? {});
  if (!parsed.success) throw new InvalidForm(fieldErrors(parsed.error));
  return parsed.data;
}

/** Same for a query string (the JSON helpers' parameters): a bad one answers 422. */
export function validatedQuery<S extends $ZodType>(req: Request, schema: S): output<S> {
  const parsed = safeParse(schema, req.query);
  if (!parsed.success) throw new InvalidForm(fieldErrors(parsed.error));
  return parsed.data;
}
