import * as z from 'zod/mini';
import { messages } from '../messages';
import { isPickupSlot, startAfterEnd } from '../pickups/time-windows';
import { fill } from '../i18n/wording';
import { isRequired, required, SELECT_ADDRESS, START_AFTER_END } from './fields';

/**
 * spec §2.10, §3 pickup form and §5 pickup rules: the Schedule Pickup wizard's form, with
 * the spec's messages. Every value is held as the inputs hold it (text). `today`
 * ('yyyy-MM-dd') is the earliest date allowed: the user's today in the browser, a lenient
 * one on the server (shared/accounts/pickup-dates.ts).
 */

/** spec §9: at most 6 packages (the label says so). */
export const MAX_PICKUP_PACKAGES = 6;
/** The pickup service keeps up to 500 characters of instructions. */
export const INSTRUCTION_MAX = 500;
/** Beyond any parcel a courier collects by hand; a typo guard, not a business rule. */
export const MAX_MEASURE = 9999;

export const PICKUP_LABELS = {
  address_id: /*i18n*/ 'Pickup Address',
  nb_packages: fill(/*i18n*/ 'Number of Packages (max {max})', { max: MAX_PICKUP_PACKAGES }),
  weight: /*i18n*/ 'Weight (kg)',
  length: /*i18n*/ 'Length (cm)',
  width: /*i18n*/ 'Width (cm)',
  height: /*i18n*/ 'Height (cm)',
  pickup_date: /*i18n*/ 'Pickup Date',
  time_from: /*i18n*/ 'Time From',
  time_to: /*i18n*/ 'Time To',
  instruction: /*i18n*/ 'Special Instructions',
} as const;

const DECIMAL = /^\d+(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PICKUP_DATE = /*i18n*/ 'Pickup date';

/** Optional; when given, a number from 0 up to MAX_MEASURE. */
const measure = (label: string) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.refine((v) => v === '' || DECIMAL.test(v), messages.pickups.notANumber(label)),
      z.refine(
        (v) => !DECIMAL.test(v) || Number(v) <= MAX_MEASURE,
        messages.pickups.tooLarge(label, MAX_MEASURE),
      ),
    ),
  );

const time = (label: string) =>
  z.pipe(
    required(label),
    z.string().check(z.refine(isPickupSlot, messages.pickups.invalidTime(label))),
  );

const bothTimes = (payload: { value: unknown }) => {
  const v = payload.value as Record<string, unknown>;
  return (
    typeof v.time_from === 'string' &&
    isPickupSlot(v.time_from) &&
    typeof v.time_to === 'string' &&
    isPickupSlot(v.time_to)
  );
};

export const pickupForm = (today: string) =>
  z
    .object({
      address_id: z
        .string({ error: SELECT_ADDRESS })
        .check(z.trim(), z.minLength(1, SELECT_ADDRESS), z.maxLength(64)),
      nb_packages: z.pipe(
        required(/*i18n*/ 'Number of packages'),
        z
          .string()
          .check(
            z.refine(
              (v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_PICKUP_PACKAGES,
              messages.pickups.packagesRange(MAX_PICKUP_PACKAGES),
            ),
          ),
      ),
      weight: measure(/*i18n*/ 'Weight'),
      length: measure(/*i18n*/ 'Length'),
      width: measure(/*i18n*/ 'Width'),
      height: measure(/*i18n*/ 'Height'),
      pickup_date: z.pipe(
        required(PICKUP_DATE),
        z.string().check(
          z.regex(DATE, isRequired(PICKUP_DATE)),
          z.refine((d) => d >= today, messages.pickups.dateBeforeToday),
        ),
      ),
      time_from: time(/*i18n*/ 'From time'),
      time_to: time(/*i18n*/ 'To time'),
      instruction: z.optional(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(INSTRUCTION_MAX, messages.pickups.instructionTooLong(INSTRUCTION_MAX)),
          ),
      ),
    })
    .check(
      z.refine((v) => !startAfterEnd(v.time_from, v.time_to), {
        path: ['time_to'],
        message: START_AFTER_END,
        when: bothTimes,
      }),
    );

export type PickupFormInput = {
  address_id: string;
  nb_packages: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  pickup_date: string;
  time_from: string;
  time_to: string;
  instruction: string;
};

export type ValidPickup = z.infer<ReturnType<typeof pickupForm>>;

/** The wizard's form: the fields, and the token that makes its submit count once. */
export type PickupForm = PickupFormInput & { submission: string };

export const emptyPickup = (): PickupFormInput => ({
  address_id: '',
  nb_packages: '',
  weight: '',
  length: '',
  width: '',
  height: '',
  pickup_date: '',
  time_from: '',
  time_to: '',
  instruction: '',
});
