import { ADDRESS_LABELS, type AddressField } from '../forms/address';
import { fill } from '../i18n/wording';
import type { ShipmentMode } from '../shipment-wizard/mode';

/**
 * What the shipments import says of a row's cells beyond the wizard's own rules: whole
 * messages filled with the row's values, so that the preview says them in the reader's
 * language (`say`, docs/i18n.md), the values that are messages (a field's label, the
 * shipment's mode) too. Written here, in the catalogs the import page loads.
 */

/** The shipment's mode as a problem names it: 'not offered for a domestic shipment'. */
const MODES: Record<ShipmentMode, string> = {
  domestic: /*i18n*/ 'domestic',
  international: /*i18n*/ 'international',
};

/**
 * A new delivery address's problem under its form field's name, when the message does not
 * name it: 'Email Address: Enter a valid email address'. One message per field: a message
 * with no words of its own ('{label}: {message}') is not one `say` can find again.
 */
const UNDER_FIELD: Record<AddressField, string> = {
  attention: /*i18n*/ 'Attention: {message}',
  companyName: /*i18n*/ 'Company Name: {message}',
  email: /*i18n*/ 'Email Address: {message}',
  phoneNumber: /*i18n*/ 'Phone Number: {message}',
  label: /*i18n*/ 'Label: {message}',
  address1: /*i18n*/ 'Address 1: {message}',
  address2: /*i18n*/ 'Address 2: {message}',
  country: /*i18n*/ 'Country: {message}',
  province: /*i18n*/ 'Province: {message}',
  city: /*i18n*/ 'City: {message}',
  postalCode: /*i18n*/ 'Postal Code: {message}',
  addressType: /*i18n*/ 'Address Type: {message}',
};

export const importProblems = {
  /** A list's cell (a unit, a currency, a type) that names none of the list's values. */
  notOneOf: (text: string, values: readonly string[]) =>
    fill(/*i18n*/ '"{text}" is not one of: {options}', { text, options: values.join(', ') }),
  /** A product of the account's, but not for the row's mode; `product` is its label. */
  productNotForMode: (product: string, mode: ShipmentMode) =>
    fill(/*i18n*/ '{product} is not offered for a {mode} shipment', {
      product,
      mode: MODES[mode],
    }),
  unknownProduct: (text: string) =>
    fill(/*i18n*/ '"{text}" is not a product your account may use', { text }),
  unknownService: (name: string) => fill(/*i18n*/ '"{name}" is not an added service', { name }),
  yesOrNo: /*i18n*/ 'write Yes or No',
  unknownCountry: (country: string) => fill(/*i18n*/ 'unknown country "{country}"', { country }),
  noOwnAddress: (label: string) =>
    fill(/*i18n*/ 'none of your addresses has the label "{label}"', { label }),
  noDeliveryAddress: (label: string) =>
    fill(
      /*i18n*/ 'no consignee address has the label "{label}"; fill in the Delivery columns to create it',
      { label },
    ),
  /** `message` named by the address form's field it is about, unless it names it itself. */
  underField: (field: string, message: string) => {
    const label: string | undefined = ADDRESS_LABELS[field as AddressField];
    return label && !message.startsWith(label)
      ? fill(UNDER_FIELD[field as AddressField], { message })
      : message;
  },
  /** The delivery address a row creates, as the row's draft names it. */
  newAddress: (label: string) => fill(/*i18n*/ '{label} (new)', { label }),
};

/**
 * The places of a new delivery address that the provider's lists lack
 * (server/controllers/support/address-places.ts writes the same words): marked here so
 * that the import's preview says them in the reader's language too.
 */
export const placeProblems = {
  unknownCountry: importProblems.unknownCountry,
  notInCountry: (text: string, country: string) =>
    fill(/*i18n*/ '"{text}" is not in {country}', { text, country }),
  notOnList: (text: string) => fill(/*i18n*/ '"{text}" is not on our list', { text }),
  unknownType: (text: string) => fill(/*i18n*/ 'unknown type "{text}"', { text }),
};
