import type { FieldErrors } from '../types';

/** The part of a zod issue the forms read (classic and mini schemas alike). */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The first message per field, keyed by dot path (`packages.0.weight`) as the forms and
 * Inertia's error bags name fields; an issue of the whole form goes under `form`.
 */
export function issueErrors(issues: readonly IssueLike[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    out[key] ??= issue.message;
  }
  return out;
}

/** The value at a dot path (`packages.0.weight`), or undefined where the path breaks off. */
export function valueAt(data: unknown, path: string): unknown {
  let value = data;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
