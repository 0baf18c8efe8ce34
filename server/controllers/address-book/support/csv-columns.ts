import { ADDRESS_LABELS, type AddressField } from '../../../../shared/forms/address';
import type { AddressCard } from '../../../../shared/address/types';

/**
 * The columns of the address CSV, export and import alike, named by the form's labels.
 * Places and the address type are written by name; import also takes ISO country codes.
 */
export const CSV_FIELDS: readonly AddressField[] = [
  'label',
  'companyName',
  'attention',
  'address1',
  'address2',
  'city',
  'province',
  'country',
  'postalCode',
  'phoneNumber',
  'email',
  'addressType',
];

export const CSV_HEADER = CSV_FIELDS.map((field) => ADDRESS_LABELS[field]);

const CARD_KEYS: Record<AddressField, keyof AddressCard> = {
  label: 'label',
  companyName: 'company',
  attention: 'attention',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  province: 'province',
  country: 'country',
  postalCode: 'postalCode',
  phoneNumber: 'phone',
  email: 'email',
  addressType: 'addressType',
};

export const csvRow = (card: AddressCard) => CSV_FIELDS.map((f) => String(card[CARD_KEYS[f]]));
