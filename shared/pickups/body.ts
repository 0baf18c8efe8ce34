import type { ValidPickup } from '../forms/pickup';
import { pickupTimeField } from './time-windows';

/** spec §7 POST /pickup-requests body. */
export interface PickupBody {
  address_id: string;
  nb_packages: number;
  pickup_date: string;
  pickup_time: string;
  instruction: string | null;
  dimension_length: number | null;
  dimension_width: number | null;
  dimension_height: number | null;
  weight: number | null;
}

const numberOrNull = (value: string | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : Number(text);
};

/** The checked form as the pickup service takes it: numbers as numbers, blanks as null. */
export function toPickupBody(form: ValidPickup): PickupBody {
  const instruction = form.instruction?.trim() ?? '';
  return {
    address_id: form.address_id,
    nb_packages: Number(form.nb_packages),
    pickup_date: form.pickup_date,
    pickup_time: pickupTimeField(form.time_from, form.time_to),
    instruction: instruction === '' ? null : instruction,
    dimension_length: numberOrNull(form.length),
    dimension_width: numberOrNull(form.width),
    dimension_height: numberOrNull(form.height),
    weight: numberOrNull(form.weight),
  };
}

/**
 * The API's field names → the form's, for the provider's 422: each message lands under
 * the field (and so on the step) the user typed it in. The one time field goes under
 * 'Time To', where the order rule shows too.
 */
export const FORM_FIELD_OF: Record<keyof PickupBody, string> = {
  address_id: 'address_id',
  nb_packages: 'nb_packages',
  pickup_date: 'pickup_date',
  pickup_time: 'time_to',
  instruction: 'instruction',
  dimension_length: 'length',
  dimension_width: 'width',
  dimension_height: 'height',
  weight: 'weight',
};

/** Provider errors under the form's names; unknown fields go above the form. */
export function formErrorsOf(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [api, message] of Object.entries(fields)) {
    const key = FORM_FIELD_OF[api as keyof PickupBody] ?? 'form';
    out[key] ??= message;
  }
  return out;
}
