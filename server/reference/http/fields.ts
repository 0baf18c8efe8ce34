import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../domain/passwords';
import { normalizePhone } from '../domain/phone';

/**
 * Field builders whose messages follow the portal's wording ('<Field> is required').
 * Numbers may arrive as JSON numbers or as the strings the portal's inputs hold.
 */
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const requiredText = (label: string, max = 255) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} may not be longer than ${max} characters`);

/** Optional text: blank and null become null. */
export const optionalText = (label: string, max = 255) =>
  z.preprocess(
    (value) => (isBlank(value) ? null : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} may not be longer than ${max} characters`)
      .nullable(),
  );

const toNumber = (value: unknown) => {
  if (isBlank(value)) return undefined;
  if (typeof value === 'string') return /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
  return value;
};

const numberType = (label: string) =>
  z.number({
    error: (issue) =>
      issue.input === undefined ? `${label} is required` : `${label} must be a number`,
  });

export const requiredNumber = (label: string) => z.preprocess(toNumber, numberType(label));

export const positiveNumber = (label: string) =>
  z.preprocess(toNumber, numberType(label).positive(`${label} must be greater than 0`));

export const optionalNumber = (label: string) =>
  z
    .preprocess(toNumber, numberType(label).min(0, `${label} may not be negative`).optional())
    .transform((value) => value ?? null);

export const oneOf = (label: string, values: readonly string[]) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((value) => values.includes(value), `The selected ${label.toLowerCase()} is invalid`);

/** Ids arrive as numbers or numeric strings. */
export const idField = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: `${label} is required` })
      .int(`${label} is invalid`)
      .positive(`${label} is invalid`),
  );

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  per_page: z.coerce.number().int().min(1).max(100).catch(10),
  status: z.string().trim().catch(''),
  search: z.string().trim().max(100).catch(''),
});

export const emailField = (label = 'Email') =>
  requiredText(label).pipe(z.email(`${label} must be a valid email address`));

export const optionalEmail = (label = 'Email') =>
  z.preprocess(
    (value) => (isBlank(value) ? null : typeof value === 'string' ? value.trim() : value),
    z.email(`${label} must be a valid email address`).max(255).nullable(),
  );

/** A phone as the services keep it (see normalizePhone): '+' optional, 7 to 15 digits. */
export const phoneField = (label = 'Phone number') =>
  requiredText(label, 40).transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: `${label} must have 7 to 15 digits` });
      return z.NEVER;
    }
    return phone;
  });

export const newPasswordField = (label = 'Password') =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .min(MIN_PASSWORD_LENGTH, `${label} must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(128, `${label} may not be longer than 128 characters`);

/** A password being checked, not chosen: any length, just present. */
export const passwordField = (label = 'Password') =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(1024);
