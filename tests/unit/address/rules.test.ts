import { describe, expect, it } from 'vitest';
import { addressText, createdAddressFrom, placeLine } from '../../../shared/address/display';
import { matchesSearch } from '../../../shared/address/search';
import type { AddressCard } from '../../../shared/address/types';
import { addressForm, customerAddressForm, emptyAddress } from '../../../shared/forms/address';
import { fieldErrors } from '../../../shared/forms/fields';

const card: AddressCard = {
  id: 'a1',
  label: 'Head Office',
  company: 'Cedar Line Trading',
  attention: 'Rana Haddad',
  address1: '12 Port Street',
  address2: '',
  city: 'Beirut',
  province: 'Beirut Governorate',
  country: 'Lebanon',
  postalCode: '2038',
  phone: '+96170123456',
  email: 'rana@cedar.test',
  addressType: 'Business',
  defaultPickup: false,
  defaultShipping: false,
};

describe('the Address Book search', () => {
  it('finds every word in some visible field, ignoring case and accents', () => {
    expect(matchesSearch(card, '')).toBe(true);
    expect(matchesSearch(card, 'cedar BEIRUT')).toBe(true);
    expect(matchesSearch(card, 'rana@cedar')).toBe(true);
    expect(matchesSearch({ ...card, city: 'Zürich' }, 'zurich')).toBe(true);
    expect(matchesSearch(card, 'cedar paris')).toBe(false);
    // The id is not a visible field.
    expect(matchesSearch(card, 'a1')).toBe(false);
  });
});

describe('an address as one line', () => {
  it('names who, then the street and places, skipping what is empty', () => {
    expect(placeLine(card)).toBe('Beirut, Beirut Governorate, Lebanon');
    expect(addressText(card)).toBe(
      'Head Office - Cedar Line Trading, 12 Port Street, Beirut, Beirut Governorate, Lebanon',
    );
    expect(addressText({ ...card, label: '', company: '', province: '' })).toBe(
      'Rana Haddad, 12 Port Street, Beirut, Lebanon',
    );
  });

  it('reads the popup’s flash data only when it has the right shape', () => {
    expect(createdAddressFrom({ createdAddress: { id: 'x', text: 'y' } })).toEqual({
      id: 'x',
      text: 'y',
    });
    expect(createdAddressFrom({ createdAddress: { id: 1, text: 'y' } })).toBeNull();
    expect(createdAddressFrom({ toasts: [] })).toBeNull();
    expect(createdAddressFrom(undefined)).toBeNull();
  });
});

describe('the address form’s rules (spec §5)', () => {
  it('requires every field of a client address but Address 2, with the form’s labels', () => {
    const result = addressForm.safeParse(emptyAddress());
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      attention: 'Attention is required',
      companyName: 'Company Name is required',
      email: 'Email Address is required',
      phoneNumber: 'Phone Number is required',
      label: 'Label is required',
      address1: 'Address 1 is required',
      country: 'Country is required',
      province: 'Province is required',
      city: 'City is required',
      postalCode: 'Postal Code is required',
      addressType: 'Address Type is required',
    });
  });

  it('lets a customer address leave Label and Email empty, but checks an Email given', () => {
    const filled = {
      ...emptyAddress(),
      attention: 'Sam',
      companyName: 'Sam & Co',
      phoneNumber: '+1 212 555 0100',
      address1: '1 Main St',
      country: 'US',
      province: 'NY',
      city: 'New York',
      postalCode: '10001',
      addressType: 'residential',
    };
    const ok = customerAddressForm.safeParse(filled);
    expect(ok.success).toBe(true);
    expect(ok.data?.phoneNumber).toBe('+12125550100');
    const bad = customerAddressForm.safeParse({ ...filled, email: 'nope', attention: '' });
    expect(fieldErrors(bad.error!)).toEqual({
      attention: 'Attention is required',
      email: 'Enter a valid email address',
    });
  });
});
