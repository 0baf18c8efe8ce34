import { z } from 'zod';
import type { AddressField, AddressKind, ValidAddress } from '../../shared/forms/address';
import type { AddressFormData } from '../../shared/forms/address';
import type { User } from '../../shared/types';
import { InvalidForm, UpstreamValidationError } from '../failures';
import type { Upstream } from '../upstream';
import { userSchema } from './schemas';

/** The address calls of spec §7 (main API, and the auth service's validate-address). */

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const apiAddress = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  label: text,
  company: text,
  attention: text,
  address1: text,
  address2: text,
  email: text,
  phone: text,
  area_code: text,
  city: text,
  province: text,
  country: text,
  address_type: text,
  // Extension: the customs extension's tax number (docs/customs.md); '' from a provider without it.
  tax_number: text,
});

export type ApiAddress = z.output<typeof apiAddress>;
type ApiField = Exclude<keyof ApiAddress, 'id'>;

/** The form's fields: the spec's, and the tax number of the customs extension. */
type FormField = AddressField | 'taxNumber';

/** The form's names → the API's (spec §3: the interface's own names differ for four). */
const API_NAMES: Record<FormField, ApiField> = {
  attention: 'attention',
  companyName: 'company',
  email: 'email',
  phoneNumber: 'phone',
  label: 'label',
  address1: 'address1',
  address2: 'address2',
  country: 'country',
  province: 'province',
  city: 'city',
  postalCode: 'area_code',
  addressType: 'address_type',
  taxNumber: 'tax_number',
};

const FORM_NAMES = Object.fromEntries(
  Object.entries(API_NAMES).map(([form, api]) => [api, form]),
) as Record<ApiField, FormField>;

export type AddressBody = Record<Exclude<ApiField, 'tax_number'>, string | null> & {
  tax_number?: string;
};

/**
 * The request body of the create and validate calls; blank optional fields go as null,
 * and a blank tax number not at all: a provider without the customs extension gets the
 * spec's body.
 */
export function toApiBody(form: ValidAddress): AddressBody {
  const entries = Object.entries(API_NAMES).flatMap(([field, api]) => {
    const value = form[field as FormField]?.trim() ?? '';
    if (api === 'tax_number') return value === '' ? [] : [[api, value]];
    return [[api, value === '' ? null : value]];
  });
  return Object.fromEntries(entries) as AddressBody;
}

/** An address as the form holds it (the edit page starts from this). */
export function toFormValues(address: ApiAddress): AddressFormData {
  const entries = Object.entries(API_NAMES).map(([field, api]) => [field, address[api]]);
  return Object.fromEntries(entries) as AddressFormData;
}

/**
 * A 422 from the provider lands under the form's own field names; `prefix` is where the
 * address sits in the call's body (`address.` when it is one field of a larger body).
 */
export function underFormNames(err: unknown, prefix = ''): never {
  if (!(err instanceof UpstreamValidationError)) throw err;
  const fields = Object.fromEntries(
    Object.entries(err.fields).map(([key, message]) => {
      const api = key.startsWith(prefix) ? key.slice(prefix.length) : key;
      return [FORM_NAMES[api as ApiField] ?? key, message];
    }),
  );
  throw new InvalidForm(fields);
}

const addressList = z.array(apiAddress);

const base = (client: number) => `/clients/${client}/addresses`;

export async function listAddresses(up: Upstream, token: string, client: number) {
  return (await up.main.get(base(client), { token, schema: addressList })).data;
}

/** An unknown id, or one of another account, fails as not found or forbidden (an error page). */
export async function getAddress(up: Upstream, token: string, client: number, id: string) {
  const path = `/user/clients/${client}/addresses/${encodeURIComponent(id)}`;
  return (await up.main.get(path, { token, schema: apiAddress })).data;
}

export function createAddress(
  up: Upstream,
  token: string,
  client: number,
  kind: AddressKind,
  body: AddressBody,
) {
  const path = kind === 'client' ? base(client) : `${base(client)}/customer`;
  return up.main
    .post(path, { token, body, schema: apiAddress })
    .catch((err: unknown) => underFormNames(err));
}

export async function deleteAddress(up: Upstream, token: string, client: number, id: string) {
  await up.main.delete(`${base(client)}/${encodeURIComponent(id)}`, { token });
}

/** spec §5: the provider checks an edited address first; its errors go under the fields. */
export async function validateAddress(up: Upstream, token: string, body: AddressBody) {
  await up.auth
    .post('/validate-address', { token, body })
    .catch((err: unknown) => underFormNames(err));
}

/** The user as the provider has them now (their default addresses may have changed). */
export async function currentUser(up: Upstream, token: string): Promise<User> {
  const schema = z.object({ user: userSchema });
  return (await up.auth.get('/user-details', { token, schema })).data.user;
}

export type DefaultKind = 'pickup' | 'shipping';

/** Makes `id` the user's default pickup or shipping address; the updated user comes back. */
export async function setDefaultAddress(
  up: Upstream,
  token: string,
  which: DefaultKind,
  id: string,
): Promise<User> {
  const path = which === 'pickup' ? '/user/pickup-preferences' : '/user/shipping-preferences';
  return (await up.main.post(path, { token, body: { address: id }, schema: userSchema })).data;
}
