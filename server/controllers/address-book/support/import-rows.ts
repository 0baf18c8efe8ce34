import { addressText } from '../../../../shared/address/display';
import type { Option } from '../../../../shared/address/types';
import {
  ADDRESS_LABELS,
  addressForm,
  emptyAddress,
  type AddressField,
  type AddressFormData,
} from '../../../../shared/forms/address';
import { issueErrors } from '../../../../shared/forms/errors';
import { toApiBody } from '../../../api/addresses';
import { allCountries, cities, enums, provinces } from '../../../api/geo';
import type { Upstream } from '../../../upstream';
import { CSV_FIELDS } from './csv-columns';
import type { ImportRow } from './import-state';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** The columns a file must have (Address 2 may be left out), by their header names. */
export function missingColumns(header: readonly string[]): string[] {
  const present = new Set(header.map(fold));
  return CSV_FIELDS.filter((f) => f !== 'address2')
    .map((f) => ADDRESS_LABELS[f])
    .filter((label) => !present.has(fold(label)));
}

/** A record's cells under the form's field names (headers matched without regard to case). */
function valuesOf(record: Record<string, string>): AddressFormData {
  const byHeader = new Map(Object.entries(record).map(([k, v]) => [fold(k), v]));
  const values = emptyAddress();
  for (const field of CSV_FIELDS) values[field] = byHeader.get(fold(ADDRESS_LABELS[field])) ?? '';
  return values;
}

const find = (list: readonly Option[], text: string) =>
  list.find((o) => o.value === text || fold(o.label) === fold(text));

/** 'Email Address: Enter a valid…', unless the message already starts with the label. */
const problem = (field: AddressField, message: string) =>
  message.startsWith(ADDRESS_LABELS[field]) ? message : `${ADDRESS_LABELS[field]}: ${message}`;

/**
 * Names (or ISO codes) of the file → the ids the API keeps; a list without entries takes
 * the text as it is, as the form's free-text fields do.
 */
async function resolvePlaces(up: Upstream, values: AddressFormData, errors: string[]) {
  if (!values.country) return;
  const countries = await allCountries(up);
  const wanted = fold(values.country);
  const country = countries.find(
    (c) => c.id === values.country || fold(c.name) === wanted || fold(c.iso2 ?? '') === wanted,
  );
  if (!country) return void errors.push(problem('country', `unknown country "${values.country}"`));
  values.country = country.id;
  const provinceList = await provinces(up, country.id);
  if (provinceList.length && values.province) {
    const province = find(provinceList, values.province);
    if (!province) {
      return void errors.push(
        problem('province', `"${values.province}" is not in ${country.name}`),
      );
    }
    values.province = province.value;
  }
  const cityList = await cities(up, country.id, provinceList.length ? values.province : null);
  if (cityList.length && values.city) {
    const city = find(cityList, values.city);
    if (!city) return void errors.push(problem('city', `"${values.city}" is not on our list`));
    values.city = city.value;
  }
}

/** One record checked as the form checks it: ready (with its API body) or with its problems. */
export async function checkRow(
  up: Upstream,
  record: Record<string, string>,
  row: number,
): Promise<ImportRow> {
  const values = valuesOf(record);
  const summary = addressText({ ...values, company: values.companyName });
  const errors: string[] = [];
  await resolvePlaces(up, values, errors);
  if (values.addressType) {
    const type = find((await enums(up)).address_types ?? [], values.addressType);
    if (type) values.addressType = type.value;
    else errors.push(problem('addressType', `unknown type "${values.addressType}"`));
  }
  const parsed = addressForm.safeParse(values);
  if (!parsed.success) {
    const failed = issueErrors(parsed.error.issues);
    for (const field of CSV_FIELDS) {
      const message = failed[field];
      if (message && !errors.some((e) => e.startsWith(ADDRESS_LABELS[field]))) {
        errors.push(problem(field, message));
      }
    }
  }
  return parsed.success && !errors.length
    ? { row, summary, errors, body: toApiBody(parsed.data) }
    : { row, summary, errors };
}
