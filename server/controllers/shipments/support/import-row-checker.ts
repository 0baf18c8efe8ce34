import type { Option } from '../../../../shared/address/types';
import type { AddressField } from '../../../../shared/forms/address';
import { headerOf } from '../../../../shared/shipment-import/columns';
import { importProblems } from '../../../../shared/shipment-import/problems';
import type { RowProblem } from '../../../../shared/shipment-import/types';
import type { WizardValues } from '../../../../shared/shipment-wizard/values';
import type { Country } from '../../../api/geo';
import type { AddressBody } from '../../../api/addresses';
import { findOption } from '../../support/address-places';
import { labelKey, type AccountBook } from './import-book';

/** A row ready to send: the wizard's values, and what must be created first. */
export interface RowPlan {
  values: WizardValues;
  newConsignee?: { name: string; phone: string; email: string };
  newAddress?: { label: string; body: AddressBody };
}

/** Stands for the id of what the row creates, until it is created (import-job.ts). */
export const TO_CREATE = 'new';

/** The address form's fields → the file's Delivery columns. */
export const DELIVERY_FIELDS: Record<AddressField, string> = {
  label: 'delivery',
  companyName: 'deliveryCompany',
  attention: 'deliveryAttention',
  address1: 'deliveryAddress1',
  address2: 'deliveryAddress2',
  city: 'deliveryCity',
  province: 'deliveryProvince',
  country: 'deliveryCountry',
  postalCode: 'deliveryPostalCode',
  phoneNumber: 'deliveryPhone',
  email: 'deliveryEmail',
  addressType: 'deliveryType',
};

/** The wizard's field (dot path) → the file's column key. */
export function columnOfPath(path: string): string {
  const item = /^packages\.0\.items\.(\d+)\.(\w+)$/.exec(path);
  if (item) return `item${Number(item[1]) + 1}.${item[2]}`;
  if (path === 'packages.0.items') return 'item1.skuCode';
  const pkg = /^packages\.0\.(\w+)$/.exec(path);
  if (pkg) return pkg[1] === 'reference' ? 'packageReference' : pkg[1]!;
  const top: Record<string, string> = {
    senderAddressId: 'shipper',
    customerId: 'consigneeName',
    receiverAddressId: 'delivery',
  };
  return top[path] ?? path;
}

/** An option by its value, its label, or the short form in its label: 'kg' for 'Kilograms (kg)'. */
export function pickOption(list: readonly Option[], text: string): Option | undefined {
  const wanted = labelKey(text);
  return (
    findOption(list, text) ??
    list.find(
      (o) =>
        labelKey(o.value) === wanted ||
        labelKey(/\(([^)]+)\)\s*$/.exec(o.label)?.[1] ?? '') === wanted ||
        labelKey(o.label.split(' - ')[0] ?? '') === wanted,
    )
  );
}

/** A country written in a file: by the provider's id, its name or its ISO code. */
export function countryOf(countries: readonly Country[], text: string): Country | undefined {
  const wanted = labelKey(text);
  return countries.find(
    (k) => k.id === text || labelKey(k.name) === wanted || labelKey(k.iso2 ?? '') === wanted,
  );
}

/** One data row being checked: its cells by column key, and its problems, one per column. */
export class RowChecker {
  readonly errors: RowProblem[] = [];
  private readonly reported = new Set<string>();

  constructor(
    private readonly record: Record<string, string>,
    readonly book: AccountBook,
  ) {}

  cell = (key: string) => this.record[key] ?? '';

  problem(key: string, message: string) {
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.errors.push({ column: headerOf(key), message });
  }

  /** A list value by name; a name the list lacks is a problem, an empty cell stays empty. */
  option(key: string, list: readonly Option[] | undefined): string {
    const text = this.cell(key);
    if (!text) return '';
    const found = pickOption(list ?? [], text);
    const values = (list ?? []).map((o) => o.value);
    if (!found) this.problem(key, importProblems.notOneOf(text, values));
    return found?.value ?? '';
  }
}
