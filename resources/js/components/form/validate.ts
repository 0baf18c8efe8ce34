import type { FormDataErrors } from '@inertiajs/core';
import type { InertiaFormProps } from '@inertiajs/react';
import type { z } from 'zod';
import { fieldErrors } from '@shared/forms/fields';
import type { FieldErrors } from '@shared/types';

/**
 * The form's own check before it posts (ARCHITECTURE decision 8): the same zod schema
 * and messages as the server, which stays the authority. Null when the data passes.
 */
export function clientErrors(schema: z.ZodType, data: unknown): FieldErrors | null {
  const result = schema.safeParse(data);
  return result.success ? null : fieldErrors(result.error);
}

/**
 * Checks a useForm's data before it posts; on failure its messages replace the form's
 * errors and the answer is false (the caller then scrolls to the first one).
 */
export function checkForm<TForm extends Record<string, unknown>>(
  form: InertiaFormProps<TForm>,
  schema: z.ZodType,
): boolean {
  const errors = clientErrors(schema, form.data);
  if (!errors) return true;
  form.clearErrors();
  form.setError(errors as FormDataErrors<TForm>);
  return false;
}
