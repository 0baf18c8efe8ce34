import { addressText } from '../../../../shared/address/display';
import {
  ADDRESS_LABELS,
  addressForm,
  emptyAddress,
  type AddressField,
  type AddressFormData,
} from '../../../../shared/forms/address';
import { fold as foldText } from '../../../../shared/text/fold';
import { issueErrors } from '../../../../shared/forms/errors';
import { toApiBody } from '../../../api/addresses';
import { resolveAddressType, resolvePlaces } from '../../support/address-places';
import type { Upstream } from '../../../upstream';
import { CSV_FIELDS } from './csv-columns';
import type { ImportRow } from './import-state';

const fold = (text: string) => foldText(text).trim();

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

/** 'Email Address: Enter a valid…', unless the message already starts with the label. */
const problem = (field: AddressField, message: string) =>
  message.startsWith(ADDRESS_LABELS[field]) ? message : `${ADDRESS_LABELS[field]}: ${message}`;

/** One record checked as the form checks it: ready (with its API body) or with its problems. */
export async function checkRow(
  up: Upstream,
  record: Record<string, string>,
  row: number,
): Promise<ImportRow> {
  const values = valuesOf(record);
  const summary = addressText({ ...values, company: values.companyName });
  const errors: string[] = [];
  for (const found of [await resolvePlaces(up, values), await resolveAddressType(up, values)]) {
    if (found) errors.push(problem(found.field, found.message));
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
