import { z } from 'zod';
import { OTP_LENGTH } from '../constants';
import type { FieldErrors } from '../types';

/**
 * Field rules shared by every form, with the messages users read. The spec's pattern for
 * missing values is '<Field> is required'.
 */
export const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

export const email = (label = 'Email') =>
  required(label).pipe(z.email('Enter a valid email address'));

/** A password as typed: never trimmed, since spaces may be part of it. */
export const password = (label = 'Password') =>
  z.string({ error: `${label} is required` }).min(1, `${label} is required`);

export const PASSWORD_MIN = 8;

export const newPassword = (label = 'Password') =>
  password(label).min(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters`);

export const otp = z
  .string({ error: 'Enter the 6-digit code' })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'Enter the 6-digit code');

/** '+' and 7 to 15 digits (E.164); the phone widget sends the dial code first. */
export const phone = (label = 'Phone number') =>
  required(label)
    .transform((v) => `+${v.replace(/\D/g, '')}`)
    .refine((v) => /^\+\d{7,15}$/.test(v), 'Enter a valid phone number');

/** The first message per field, as the forms show them. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    out[key] ??= issue.message;
  }
  return out;
}
