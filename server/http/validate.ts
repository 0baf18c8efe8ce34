import type { Request } from 'express';
import type { z } from 'zod';
import { fieldErrors } from '../../shared/forms/fields';
import { InvalidForm } from './failures';

/**
 * A form body checked against its shared schema (the same one the page runs). On failure
 * it throws, and the failure handler puts the messages under the fields.
 */
export function validated<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  const parsed = schema.safeParse(req.body ?? {});
  if (!parsed.success) throw new InvalidForm(fieldErrors(parsed.error));
  return parsed.data;
}
