import { describe, expect, it } from 'vitest';
import { maskPhone } from '../../../shared/accounts/phone-mask';
import { earliestToday, localToday } from '../../../shared/pickups/dates';
import { addAccountForm } from '../../../shared/forms/accounts';
import { fieldErrors } from '../../../shared/forms/fields';
import {
  changePasswordForm,
  pickupPreferencesForm,
  profileForm,
} from '../../../shared/forms/profile';

const errorsOf = (
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : fieldErrors(parsed.error as never);
};

describe('phone masking (spec §9)', () => {
  it('keeps the first 4 characters with a +, 3 without, then 5 dots and the last 2', () => {
    expect(maskPhone('+96170400501')).toBe('+961.....01');
    expect(maskPhone('70400501')).toBe('704.....01');
    expect(maskPhone('+44 20 7140 0502')).toBe('+442.....02');
  });

  it('leaves a phone the provider already masked as it is, and never shows a short one whole', () => {
    expect(maskPhone('+961.....01')).toBe('+961.....01');
    expect(maskPhone('+96•••••01')).toBe('+96•••••01');
    expect(maskPhone('12345')).toBe('1.....');
    expect(maskPhone('')).toBeNull();
    expect(maskPhone(null)).toBeNull();
  });
});

describe('account and profile forms', () => {
  it('Add Account: required, digits only', () => {
    expect(errorsOf(addAccountForm, { account_number: '' })).toEqual({
      account_number: 'Account Number is required',
    });
    expect(errorsOf(addAccountForm, { account_number: '12 3a' })).toEqual({
      account_number: 'Account Number must contain digits only',
    });
    expect(errorsOf(addAccountForm, { account_number: '200400501' })).toEqual({});
  });

  it('Edit Profile: both names required', () => {
    expect(errorsOf(profileForm, { first_name: ' ', last_name: '' })).toEqual({
      first_name: 'First Name is required',
      last_name: 'Last Name is required',
    });
  });

  it('Change Password: all required, the confirmation matching, checked together', () => {
    expect(errorsOf(changePasswordForm, {})).toEqual({
      old_password: 'Old Password is required',
      new_password: 'New Password is required',
      new_password_confirmation: 'Confirm Password is required',
    });
    expect(
      errorsOf(changePasswordForm, {
        old_password: '',
        new_password: 'Long-enough1',
        new_password_confirmation: 'Long-enough2',
      }),
    ).toEqual({
      old_password: 'Old Password is required',
      new_password_confirmation: 'Passwords do not match',
    });
  });
});

describe('pickup preferences (spec §5 pickup rules)', () => {
  const form = pickupPreferencesForm('2030-05-10');
  const valid = { address: '7', date: '2030-05-10', time_from: '09:00', time_to: '09:30' };

  it('accepts today and a start before the end', () => {
    expect(errorsOf(form, valid)).toEqual({});
  });

  it('refuses a date before today and a start not before the end', () => {
    expect(errorsOf(form, { ...valid, date: '2030-05-09' })).toEqual({
      date: 'The pickup date cannot be before today',
    });
    expect(errorsOf(form, { ...valid, time_from: '12:00', time_to: '12:00' })).toEqual({
      time_to: 'Start time cannot be after end time',
    });
  });

  it('names each missing part as the pickup wizard does', () => {
    expect(errorsOf(form, {})).toEqual({
      address: 'Please select an address',
      date: 'Pickup date is required',
      time_from: 'From time is required',
      time_to: 'To time is required',
    });
  });

  it('the server accepts any date that is still today somewhere', () => {
    const lateUtc = new Date('2030-05-10T23:30:00Z');
    expect(earliestToday(lateUtc)).toBe('2030-05-10');
    const earlyUtc = new Date('2030-05-10T02:00:00Z');
    // 02:00 UTC is still 9 May at UTC-12.
    expect(earliestToday(earlyUtc)).toBe('2030-05-09');
    expect(localToday(new Date(2030, 4, 10, 23, 59))).toBe('2030-05-10');
  });
});
