import * as z from 'zod/mini';
import { messages } from '../messages';
import {
  isRequired,
  newPassword,
  password,
  required,
  SELECT_ADDRESS,
  START_AFTER_END,
} from './fields';

/** spec §2.7 and §5: the profile forms, every field required. Names are the API's own. */

export const profileForm = z.object({
  first_name: z.pipe(required(/*i18n*/ 'First Name'), z.string().check(z.maxLength(100))),
  last_name: z.pipe(required(/*i18n*/ 'Last Name'), z.string().check(z.maxLength(100))),
});

/** The confirmation is checked even while other fields are missing, so all show at once. */
export const changePasswordForm = z
  .object({
    old_password: password(/*i18n*/ 'Old Password'),
    new_password: newPassword(/*i18n*/ 'New Password'),
    new_password_confirmation: password(/*i18n*/ 'Confirm Password'),
  })
  .check(
    z.refine((v) => v.new_password === v.new_password_confirmation, {
      path: ['new_password_confirmation'],
      message: messages.form.passwordsDiffer,
      when: (payload) => {
        const v = payload.value as Record<string, unknown>;
        return (
          typeof v.new_password === 'string' && typeof v.new_password_confirmation === 'string'
        );
      },
    }),
  );

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PICKUP_DATE = /*i18n*/ 'Pickup date';

const time = (label: string) =>
  z.pipe(required(label), z.string().check(z.regex(TIME, isRequired(label))));

/**
 * Pickup Preferences: the default pickup address and the pickup details. `today`
 * ('yyyy-MM-dd') is the earliest date allowed: the user's today in the browser, a lenient
 * one on the server (shared/accounts/pickup-dates.ts).
 */
export const pickupPreferencesForm = (today: string) =>
  z
    .object({
      address: z
        .string({ error: SELECT_ADDRESS })
        .check(z.trim(), z.minLength(1, SELECT_ADDRESS), z.maxLength(64)),
      date: z.pipe(
        required(PICKUP_DATE),
        z.string().check(
          z.regex(/^\d{4}-\d{2}-\d{2}$/, isRequired(PICKUP_DATE)),
          z.refine((d) => d >= today, messages.profile.dateBeforeToday),
        ),
      ),
      time_from: time(/*i18n*/ 'From time'),
      time_to: time(/*i18n*/ 'To time'),
    })
    .check(
      z.refine((v) => v.time_from < v.time_to, {
        path: ['time_to'],
        message: START_AFTER_END,
        when: (payload) => {
          const v = payload.value as Record<string, unknown>;
          return (
            typeof v.time_from === 'string' &&
            TIME.test(v.time_from) &&
            typeof v.time_to === 'string' &&
            TIME.test(v.time_to)
          );
        },
      }),
    );

export type PickupPreferences = z.infer<ReturnType<typeof pickupPreferencesForm>>;

/** Shipping Preferences: the address chosen in the picker, saved at once. */
export const shippingPreferenceForm = z.object({
  address: z
    .string({ error: SELECT_ADDRESS })
    .check(z.trim(), z.minLength(1, SELECT_ADDRESS), z.maxLength(64)),
});
