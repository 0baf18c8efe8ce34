import type { Request, Response } from 'express';
import type { z } from 'zod';
import { fieldErrors } from '../../shared/forms/fields';
import { withErrors } from '../inertia';

/**
 * Check a form body against its shared schema. On failure the errors go under the
 * fields (in the form's error bag) and the user is sent back with what they typed kept
 * by the page; the caller stops when this returns undefined.
 */
export function validated<S extends z.ZodType>(
  req: Request,
  res: Response,
  schema: S,
): z.infer<S> | undefined {
  const parsed = schema.safeParse(req.body ?? {});
  if (parsed.success) return parsed.data;
  withErrors(req, fieldErrors(parsed.error), req.get('x-inertia-error-bag') || undefined);
  res.inertia.back();
  return undefined;
}
