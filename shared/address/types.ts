import type { AddressFormData } from '../forms/address';

/** An entry of a geo or enum list as the selects show it. */
export interface Option {
  value: string;
  label: string;
}

/** The places of an address by name, as the lists name them (or as typed when free text). */
export interface PlaceNames {
  country: string;
  province: string;
  city: string;
}

/** One address as the Address Book shows it: every place by name, never a raw id. */
export interface AddressCard extends PlaceNames {
  id: string;
  label: string;
  company: string;
  attention: string;
  address1: string;
  address2: string;
  phone: string;
  email: string;
  postalCode: string;
  addressType: string;
  defaultPickup: boolean;
  defaultShipping: boolean;
}

/** What the popup form hands back to the page that opened it. */
export interface CreatedAddress {
  id: string;
  text: string;
}

/** An address being edited: the form's values and the saved places' names for the selects. */
export interface EditableAddress {
  id: string;
  values: AddressFormData;
  places: PlaceNames;
}
