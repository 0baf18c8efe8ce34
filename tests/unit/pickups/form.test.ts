import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../shared/forms/fields';
import { emptyPickup, pickupForm } from '../../../shared/forms/pickup';
import { formErrorsOf, toPickupBody } from '../../../shared/pickups/body';
import { pickupDateLabel, preferredDate } from '../../../shared/pickups/dates';
import { PICKUP_STEPS, pickupSteps } from '../../../shared/pickups/steps';

const TODAY = '2026-11-23';
const schema = pickupForm(TODAY);
const valid = {
  ...emptyPickup(),
  address_id: 'a1',
  nb_packages: '2',
  pickup_date: '2026-11-24',
  time_from: '08:00',
  time_to: '12:00',
};

const errorsOf = (data: Record<string, unknown>) => {
  const result = schema.safeParse(data);
  return result.success ? {} : fieldErrors(result.error);
};

describe('the pickup form (spec §5)', () => {
  it("gives every step's message on an empty form", () => {
    expect(errorsOf(emptyPickup())).toEqual({
      address_id: 'Please select an address',
      nb_packages: 'Number of packages is required',
      pickup_date: 'Pickup date is required',
      time_from: 'From time is required',
      time_to: 'To time is required',
    });
  });

  it('takes 1 to 6 packages', () => {
    expect(errorsOf({ ...valid, nb_packages: '1' })).toEqual({});
    expect(errorsOf({ ...valid, nb_packages: '6' })).toEqual({});
    expect(errorsOf({ ...valid, nb_packages: '0' }).nb_packages).toMatch(/between 1 and 6/);
    expect(errorsOf({ ...valid, nb_packages: '7' }).nb_packages).toMatch(/between 1 and 6/);
  });

  it('refuses a date before today, takes today', () => {
    expect(errorsOf({ ...valid, pickup_date: TODAY })).toEqual({});
    expect(errorsOf({ ...valid, pickup_date: '2026-11-22' }).pickup_date).toBe(
      'The pickup date cannot be earlier than today',
    );
  });

  it('says a start after the end under Time To', () => {
    expect(errorsOf({ ...valid, time_from: '15:00', time_to: '10:00' })).toEqual({
      time_to: 'Start time cannot be after end time',
    });
    expect(errorsOf({ ...valid, time_from: '10:00', time_to: '10:00' }).time_to).toBe(
      'Start time cannot be after end time',
    );
  });

  it('refuses times off the grid and measures that are not numbers', () => {
    expect(errorsOf({ ...valid, time_from: '08:15' }).time_from).toMatch(/listed times/);
    expect(errorsOf({ ...valid, weight: '1.2.3' }).weight).toBe('Weight must be a number');
    expect(errorsOf({ ...valid, length: '10000' }).length).toMatch(/more than 9999/);
    expect(errorsOf({ ...valid, instruction: 'x'.repeat(501) }).instruction).toMatch(/500/);
  });
});

describe('the booking body (spec §7)', () => {
  it('sends numbers as numbers, blanks as null and one time field', () => {
    const parsed = schema.parse({ ...valid, weight: '3.5', height: '20', instruction: '  Hi ' });
    expect(toPickupBody(parsed)).toEqual({
      address_id: 'a1',
      nb_packages: 2,
      pickup_date: '2026-11-24',
      pickup_time: '08:00 - 12:00',
      instruction: 'Hi',
      dimension_length: null,
      dimension_width: null,
      dimension_height: 20,
      weight: 3.5,
    });
  });

  it("puts the provider's fields under the form's", () => {
    expect(formErrorsOf({ pickup_time: 'a', dimension_width: 'b', other: 'c' })).toEqual({
      time_to: 'a',
      width: 'b',
      form: 'c',
    });
  });
});

describe('dates and steps', () => {
  it('shows a pickup date as 25 Nov 2026, never shifted by a time zone', () => {
    expect(pickupDateLabel('2026-11-25')).toBe('25 Nov 2026');
    expect(pickupDateLabel('2026-01-01T00:00:00Z')).toBe('1 Jan 2026');
    expect(pickupDateLabel('soon')).toBe('soon');
  });

  it('uses the preferred date only when it is not past', () => {
    expect(preferredDate('2026-11-24', TODAY)).toBe('2026-11-24');
    expect(preferredDate(TODAY, TODAY)).toBe(TODAY);
    expect(preferredDate('2026-11-01', TODAY)).toBe('');
    expect(preferredDate(null, TODAY)).toBe('');
  });

  it('has four steps, three when the shipper address came from the dashboard', () => {
    expect(PICKUP_STEPS.map((s) => [s.id, s.label])).toEqual([
      ['step-1', 'Shipper Information'],
      ['step-2', 'Shipping Details'],
      ['step-3', 'Pickup Schedule'],
      ['step-4', 'Special Instructions'],
    ]);
    expect(pickupSteps(true).map((s) => s.id)).toEqual(['step-2', 'step-3', 'step-4']);
    // Every field of the form belongs to exactly one step.
    const owned = PICKUP_STEPS.flatMap((s) => s.fields).sort();
    expect(owned).toEqual(Object.keys(emptyPickup()).sort());
  });
});
