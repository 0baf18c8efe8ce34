import { z } from 'zod';
import { ADDRESS_TYPES, values } from '../domain/catalog';
import { countryName, listCities, listProvinces } from '../geo';
import {
  emailField,
  oneOf,
  optionalEmail,
  optionalText,
  phoneField,
  requiredText,
} from '../http/fields';
import type { AddressKind } from '../store/addresses';

/**
 * A VAT, EORI or tax id as written (letters, digits, spaces, dots, dashes, slashes), at
 * most 50 characters; blank or left out is null. Shipments take it for one booking too.
 */
export const taxNumberField = (label: string) =>
  optionalText(label, 50).refine(
    (value) => value === null || /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/.test(value),
    `${label} may hold letters, digits, spaces, dots, dashes and slashes`,
  );

/**
 * spec §5: every field but address2 is required; for consignee (customer) addresses label
 * and e-mail are optional. Country, province and city must be ids from the geo lists when
 * those lists have entries, free text otherwise.
 */
export function addressSchema(kind: AddressKind) {
  return z
    .object({
      label: kind === 'client' ? requiredText('Label', 100) : optionalText('Label', 100),
      company: requiredText('Company name', 150),
      attention: requiredText('Attention', 150),
      address1: requiredText('Address 1'),
      address2: optionalText('Address 2'),
      email: kind === 'client' ? emailField() : optionalEmail(),
      phone: phoneField(),
      area_code: requiredText('Postal code', 12).regex(
        /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
        'Postal code may hold letters, digits, spaces and dashes',
      ),
      country: requiredText('Country', 100),
      province: requiredText('Province', 100),
      city: requiredText('City', 100),
      address_type: oneOf('Address type', values(ADDRESS_TYPES)),
      /** Extension (docs/customs.md): VAT, EORI or tax id, printed on commercial invoices. */
      tax_number: taxNumberField('Tax number'),
    })
    .superRefine((address, ctx) => {
      if (!countryName(address.country)) {
        ctx.addIssue({
          code: 'custom',
          path: ['country'],
          message: 'The selected country is invalid',
        });
        return;
      }
      const provinces = listProvinces(address.country);
      if (provinces.length && !provinces.some((p) => p.id === address.province)) {
        ctx.addIssue({
          code: 'custom',
          path: ['province'],
          message: 'The selected province is invalid',
        });
        return;
      }
      const cities = listCities(address.country, provinces.length ? address.province : null);
      if (cities.length && !cities.some((c) => c.id === address.city)) {
        ctx.addIssue({ code: 'custom', path: ['city'], message: 'The selected city is invalid' });
      }
    });
}

export type AddressInput = z.output<ReturnType<typeof addressSchema>>;
