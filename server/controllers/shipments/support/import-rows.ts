import type { Option } from '../../../../shared/address/types';
import {
  ADDRESS_LABELS,
  customerAddressForm,
  emptyAddress,
  type AddressField,
  type AddressFormData,
} from '../../../../shared/forms/address';
import { issueErrors } from '../../../../shared/forms/errors';
import { consigneeForm, shipmentWizardForm } from '../../../../shared/forms/shipment';
import { headerOf, ITEM_FIELDS } from '../../../../shared/shipment-import/columns';
import type { RowProblem, RowSummary } from '../../../../shared/shipment-import/types';
import { MAX_ITEMS } from '../../../../shared/shipment-wizard/constants';
import { productsFor } from '../../../../shared/shipment-wizard/products';
import { shipmentMode } from '../../../../shared/shipment-wizard/mode';
import {
  emptyItem,
  emptyPackage,
  emptyValues,
  type ItemValues,
  type WizardValues,
} from '../../../../shared/shipment-wizard/values';
import { toApiBody, type AddressBody } from '../../../api/addresses';
import type { Upstream } from '../../../upstream';
import { findOption, resolveAddressType, resolvePlaces } from '../../support/address-places';
import { findConsignee, labelKey, type AccountBook } from './import-book';

/**
 * One row of a shipments file checked as the wizard checks a draft: the same schema and
 * the same words (shared/forms/shipment.ts), each problem under the file's column. Names
 * in the file (addresses by label, products, units, countries) become the ids the wizard
 * would have picked; what does not exist yet (a consignee, a delivery address) is planned,
 * to be created when the row is sent.
 */

/** A row ready to send: the wizard's values, and what must be created first. */
export interface RowPlan {
  values: WizardValues;
  newConsignee?: { name: string; phone: string; email: string };
  newAddress?: { label: string; body: AddressBody };
}

export interface CheckedRow {
  summary: RowSummary;
  errors: RowProblem[];
  plan?: RowPlan;
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
function pickOption(list: readonly Option[], text: string): Option | undefined {
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

const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['', 'no', 'n', 'false', '0']);

class RowChecker {
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
    if (!found)
      this.problem(key, `"${text}" is not one of: ${(list ?? []).map((o) => o.value).join(', ')}`);
    return found?.value ?? '';
  }
}

function checkShipper(c: RowChecker, values: WizardValues) {
  const label = c.cell('shipper');
  if (!label) return c.problem('shipper', 'Shipper Address is required');
  const own = c.book.own.get(labelKey(label));
  if (!own) return c.problem('shipper', `none of your addresses has the label "${label}"`);
  Object.assign(values, {
    senderAddressId: own.value,
    senderAddressText: own.label,
    senderCountry: own.country,
  });
}

function checkConsignee(c: RowChecker, values: WizardValues, plan: Partial<RowPlan>) {
  const form = {
    name: c.cell('consigneeName'),
    phone: c.cell('consigneePhone'),
    email: c.cell('consigneeEmail'),
  };
  const parsed = consigneeForm.safeParse(form);
  if (!parsed.success) {
    const keys = { name: 'consigneeName', phone: 'consigneePhone', email: 'consigneeEmail' };
    for (const [field, message] of Object.entries(issueErrors(parsed.error.issues))) {
      c.problem(keys[field as keyof typeof keys] ?? 'consigneeName', message);
    }
    return;
  }
  const known = findConsignee(c.book.consignees, parsed.data.name, parsed.data.phone);
  if (known) {
    values.customerId = known.id;
  } else {
    values.customerId = TO_CREATE;
    plan.newConsignee = { ...parsed.data, email: parsed.data.email.trim() };
  }
  values.customerText = parsed.data.name;
}

/**
 * The delivery address by label; else created from the row's Delivery columns. Returns the
 * label, which the preview and the result show as the row's destination either way.
 */
async function checkDelivery(
  up: Upstream,
  c: RowChecker,
  values: WizardValues,
  plan: Partial<RowPlan>,
): Promise<string> {
  const label = c.cell('delivery');
  if (!label) {
    c.problem('delivery', 'Delivery Address is required');
    return '';
  }
  const known = c.book.delivery.get(labelKey(label));
  if (known) {
    Object.assign(values, {
      receiverAddressId: known.value,
      receiverAddressText: known.label,
      receiverCountry: known.country,
    });
    return label;
  }
  const form: AddressFormData = emptyAddress();
  for (const [field, key] of Object.entries(DELIVERY_FIELDS)) {
    form[field as AddressField] = c.cell(key);
  }
  if (!form.address1 && !form.country && !form.city) {
    c.problem(
      'delivery',
      `no consignee address has the label "${label}"; fill in the Delivery columns to create it`,
    );
    return label;
  }
  // A new address with no type is a home, the commonest case of a shop's consignees.
  form.addressType ||= 'residential';
  for (const found of [await resolvePlaces(up, form), await resolveAddressType(up, form)]) {
    if (found) c.problem(DELIVERY_FIELDS[found.field], found.message);
  }
  const parsed = customerAddressForm.safeParse(form);
  if (!parsed.success) {
    for (const [field, message] of Object.entries(issueErrors(parsed.error.issues))) {
      const key = DELIVERY_FIELDS[field as AddressField] ?? 'delivery';
      const name = ADDRESS_LABELS[field as AddressField];
      c.problem(key, name && !message.startsWith(name) ? `${name}: ${message}` : message);
    }
  }
  if (!parsed.success || c.errors.length) return label;
  Object.assign(values, {
    receiverAddressId: TO_CREATE,
    receiverAddressText: `${label} (new)`,
    receiverCountry: form.country,
  });
  plan.newAddress = { label, body: toApiBody(parsed.data) };
  return label;
}

function checkProduct(c: RowChecker, values: WizardValues) {
  const text = c.cell('productCode');
  if (!text) return;
  const mode = shipmentMode(values);
  const offered = productsFor(c.book.payload.products, mode);
  const product = pickOption(offered, text);
  if (product) return void (values.productCode = product.value);
  const other = pickOption(c.book.payload.products, text);
  c.problem(
    'productCode',
    other
      ? `${other.label} is not offered for a ${mode} shipment`
      : `"${text}" is not a product your account may use`,
  );
}

function checkServices(c: RowChecker, values: WizardValues) {
  const names = c
    .cell('services')
    .split(/[|,;]/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names) {
    const service = pickOption(c.book.payload.added_services, name);
    if (service) values.services.push(service.value);
    else c.problem('services', `"${name}" is not an added service`);
  }
  const insurance = labelKey(c.cell('insurance'));
  if (YES.has(insurance)) values.insurance = true;
  else if (!NO.has(insurance)) c.problem('insurance', 'write Yes or No');
}

function itemsOf(c: RowChecker): ItemValues[] {
  const items: ItemValues[] = [];
  for (let n = 1; n <= MAX_ITEMS; n++) {
    const cells = ITEM_FIELDS.map(([field]) => c.cell(`item${n}.${field}`));
    if (cells.every((cell) => cell === '')) continue;
    const item = emptyItem(`i${n}`);
    for (const [field] of ITEM_FIELDS) item[field] = c.cell(`item${n}.${field}`);
    const country = item.originCountry;
    if (country) {
      const found = c.book.countries.find(
        (k) =>
          k.id === country ||
          labelKey(k.name) === labelKey(country) ||
          labelKey(k.iso2 ?? '') === labelKey(country),
      );
      if (found) Object.assign(item, { originCountry: found.id, originCountryName: found.name });
      else c.problem(`item${n}.originCountry`, `unknown country "${country}"`);
    }
    const currencies = c.book.payload.currencies;
    item.unitPriceCurrency = c.option(`item${n}.unitPriceCurrency`, currencies);
    item.declaredUnitAmountCurrency = c.option(`item${n}.declaredUnitAmountCurrency`, currencies);
    items.push(item);
  }
  return items;
}

function checkPackage(c: RowChecker, values: WizardValues) {
  const international = shipmentMode(values) === 'international';
  const { enums, payload } = c.book;
  const pkg = emptyPackage(false, 'p1');
  Object.assign(pkg, {
    reference: c.cell('packageReference'),
    description: c.cell('description'),
    type: c.option('type', enums.package_types),
    commodityType: c.option('commodityType', enums.commodity_types),
    weight: c.cell('weight'),
    weightUnit: c.option('weightUnit', enums.weight_units),
    declaredAmount: c.cell('declaredAmount'),
    declaredAmountUnit: c.option('declaredAmountUnit', payload.currencies),
    codAmount: c.cell('codAmount'),
    codAmountUnit: c.option('codAmountUnit', payload.currencies),
    dimensionsUnit: c.option('dimensionsUnit', enums.dimension_units),
    height: c.cell('height'),
    length: c.cell('length'),
    width: c.cell('width'),
    // Domestic shipments carry no customs items (as the wizard clears them).
    items: international ? itemsOf(c) : [],
  });
  values.packages = [pkg];
  if (international) {
    values.customPaymentType = c.option('customPaymentType', enums.customs_payment_type);
  }
}

/** One data row (column key → cell) checked; `row` is its spreadsheet row number. */
export async function checkRow(
  up: Upstream,
  book: AccountBook,
  record: Record<string, string>,
  row: number,
): Promise<CheckedRow> {
  const c = new RowChecker(record, book);
  const values = emptyValues();
  const plan: Partial<RowPlan> = {};
  values.reference1 = c.cell('reference1');
  values.billingReference = c.cell('billingReference');
  checkShipper(c, values);
  checkConsignee(c, values, plan);
  const destination = await checkDelivery(up, c, values, plan);
  checkProduct(c, values);
  checkServices(c, values);
  checkPackage(c, values);
  const parsed = shipmentWizardForm.safeParse(values);
  if (!parsed.success) {
    for (const [path, message] of Object.entries(issueErrors(parsed.error.issues))) {
      c.problem(columnOfPath(path), message);
    }
  }
  const summary: RowSummary = {
    row,
    consignee: c.cell('consigneeName'),
    destination,
    reference: values.reference1,
  };
  if (!parsed.success || c.errors.length) return { summary, errors: c.errors };
  return { summary, errors: [], plan: { ...plan, values: parsed.data } };
}
