import * as z from 'zod/mini';
import { OTP_LENGTH } from '../constants';
import { formMessages } from '../form-messages';
import { fill } from '../i18n/wording';
import type { FieldErrors } from '../types';
import { issueErrors } from './errors';

/**
 * Field rules shared by every form, with the messages users read. The spec's pattern for
 * missing values is '<Field> is required' (`isRequired`, said in the reader's language with
 * its label: docs/i18n.md). Written with zod's mini build: the same rules
 * run on the server and in the browser, where the anonymous screens must stay light.
 */
export const isRequired = (label: string) => fill(/*i18n*/ '{label} is required', { label });

/** A required text field; `label` is marked for the catalogs where it is written. */
export const required = (label: string) =>
  z.string({ error: isRequired(label) }).check(z.trim(), z.minLength(1, isRequired(label)));

export const email = (label = /*i18n*/ 'Email') =>
  z.pipe(required(label), z.email({ error: formMessages.invalidEmail }));

/** A password as typed: never trimmed, since spaces may be part of it. */
export const password = (label = /*i18n*/ 'Password') =>
  z.string({ error: isRequired(label) }).check(z.minLength(1, isRequired(label)));

/**
 * spec §5 pickup rules, which the pickup wizard's schedule step and the profile's pickup
 * preferences both say.
 */
export const START_AFTER_END = /*i18n*/ 'Start time cannot be after end time';
export const SELECT_ADDRESS = /*i18n*/ 'Please select an address';

export const PASSWORD_MIN = 8;

export const newPassword = (label = /*i18n*/ 'Password') =>
  password(label).check(z.minLength(PASSWORD_MIN, formMessages.passwordMin(label, PASSWORD_MIN)));

export const otp = z
  .string({ error: formMessages.otpDigits })
  .check(z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), formMessages.otpDigits));

/** The first message per field, as the forms show them. */
export const fieldErrors = (error: { issues: z.core.$ZodIssue[] }): FieldErrors =>
  issueErrors(error.issues);
