import * as z from 'zod/mini';
import { formMessages } from '../form-messages';
import { email, newPassword, otp, password } from './fields';

/** spec §2.4 and §5: every auth form's fields, all required. */
export const loginForm = z.object({
  email: email(),
  password: password(),
});

/**
 * Two password fields that must match. The check runs even while other fields are
 * missing (zod's `when`), so the user sees every problem at once.
 */
export const confirmed = <T extends z.core.$ZodLooseShape>(
  shape: T,
  field: string,
  confirmation: string,
) =>
  z.object(shape).check(
    z.refine((v) => v[field as keyof typeof v] === v[confirmation as keyof typeof v], {
      path: [confirmation],
      message: formMessages.passwordsDiffer,
      when: (payload) => {
        const v = payload.value as Record<string, unknown>;
        return typeof v[field] === 'string' && typeof v[confirmation] === 'string';
      },
    }),
  );

export const otpForm = z.object({ otp });

export const resetRequestForm = z.object({ email: email() });

export const newPasswordForm = confirmed(
  {
    new_password: newPassword(/*i18n*/ 'New password'),
    new_password_confirmation: password(/*i18n*/ 'Password confirmation'),
  },
  'new_password',
  'new_password_confirmation',
);

export const CUSTOMER_TYPES = ['personal', 'business'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
