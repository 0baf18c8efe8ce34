import * as z from 'zod/mini';
import { fill } from '../i18n/wording';
import { messages } from '../messages';
import { email, required } from './fields';
import { phone } from './phone';

/**
 * spec §2.6 and §5: the one address form, in its order and with its labels. Field names
 * are the interface's own (companyName, phoneNumber, postalCode, addressType); the API's
 * names are mapped in server/api/addresses.ts.
 */
export const ADDRESS_LABELS = {
  attention: /*i18n*/ 'Attention',
  companyName: /*i18n*/ 'Company Name',
  email: /*i18n*/ 'Email Address',
  phoneNumber: /*i18n*/ 'Phone Number',
  label: /*i18n*/ 'Label',
  address1: /*i18n*/ 'Address 1',
  address2: /*i18n*/ 'Address 2',
  country: /*i18n*/ 'Country',
  province: /*i18n*/ 'Province',
  city: /*i18n*/ 'City',
  postalCode: /*i18n*/ 'Postal Code',
  addressType: /*i18n*/ 'Address Type',
} as const;

export type AddressField = keyof typeof ADDRESS_LABELS;

/**
 * Beyond the spec's fields, last in the form and optional: the tax number a commercial
 * invoice prints for the address (the provider's customs extension, docs/customs.md). A
 * provider without it is sent no tax number.
 */
export const TAX_NUMBER_LABEL = /*i18n*/ 'Tax number (VAT, EORI)';
export const TAX_NUMBER_MAX = 50;

/** The form's values as typed: country, province and city hold list ids or free text. */
export type AddressFormData = Record<AddressField, string> & { taxNumber?: string };

/** Client addresses are the account's own; customer addresses are its consignees'. */
export type AddressKind = 'client' | 'customer';

export const emptyAddress = (): AddressFormData => ({
  attention: '',
  companyName: '',
  email: '',
  phoneNumber: '',
  label: '',
  address1: '',
  address2: '',
  country: '',
  province: '',
  city: '',
  postalCode: '',
  addressType: '',
  taxNumber: '',
});

const L = ADDRESS_LABELS;

const optionalText = () => z.optional(z.string().check(z.trim()));

const optionalEmail = () =>
  z.optional(
    z.union([z.literal(''), z.string().check(z.trim(), z.email(messages.form.invalidEmail))]),
  );

const common = {
  attention: required(L.attention),
  companyName: required(L.companyName),
  phoneNumber: phone(L.phoneNumber),
  address1: required(L.address1),
  address2: optionalText(),
  country: required(L.country),
  province: required(L.province),
  city: required(L.city),
  postalCode: required(L.postalCode),
  addressType: required(L.addressType),
  taxNumber: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(
        TAX_NUMBER_MAX,
        fill(/*i18n*/ '{label} may be at most {max} characters', {
          label: TAX_NUMBER_LABEL,
          max: TAX_NUMBER_MAX,
        }),
      ),
      z.regex(
        /^([A-Za-z0-9][A-Za-z0-9 ./-]*)?$/,
        fill(/*i18n*/ '{label} may hold letters, digits, spaces, dots, dashes and slashes', {
          label: TAX_NUMBER_LABEL,
        }),
      ),
    ),
  ),
};

/** The account's own address: every field but Address 2 is required. */
export const addressForm = z.object({
  ...common,
  email: email(L.email),
  label: required(L.label),
});

/** A consignee's address: Label and Email are optional (Email still checked when given). */
export const customerAddressForm = z.object({
  ...common,
  email: optionalEmail(),
  label: optionalText(),
});

export const addressFormFor = (kind: AddressKind) =>
  kind === 'client' ? addressForm : customerAddressForm;

export type ValidAddress = z.output<typeof addressForm> | z.output<typeof customerAddressForm>;

/** Import CSV: the file as the browser read it; its rows are checked on the server. */
export const csvUploadForm = z.object({
  fileName: z.string().check(z.regex(/\.csv$/i, messages.address.fileType)),
  content: z.string(),
});
