import {
  customerAddressForm,
  emptyAddress,
  type AddressField,
  type AddressFormData,
} from '../../../../shared/forms/address';
import { issueErrors } from '../../../../shared/forms/errors';
import { isRequired } from '../../../../shared/forms/fields';
import { consigneeForm } from '../../../../shared/forms/shipment';
import {
  phoneCountryCode,
  readPhone,
  westernDigits,
  type CountryCode,
} from '../../../../shared/phone/phone';
import { importProblems } from '../../../../shared/shipment-import/problems';
import type { WizardValues } from '../../../../shared/shipment-wizard/values';
import { toApiBody } from '../../../api/addresses';
import type { Upstream } from '../../../upstream';
import { resolveAddressType, resolvePlaces } from '../../support/address-places';
import { findConsignee, labelKey } from './import-book';
import {
  countryOf,
  DELIVERY_FIELDS,
  RowChecker,
  TO_CREATE,
  type RowPlan,
} from './import-row-checker';

/**
 * Who a row of a shipments file is between: the shipper (one of the account's addresses,
 * by label), the consignee (linked, or to be created) and the delivery address (by label,
 * or created from the row's Delivery columns).
 */

export function checkShipper(c: RowChecker, values: WizardValues) {
  const label = c.cell('shipper');
  if (!label) return c.problem('shipper', isRequired(/*i18n*/ 'Shipper Address'));
  const own = c.book.own.get(labelKey(label));
  if (!own) return c.problem('shipper', importProblems.noOwnAddress(label));
  Object.assign(values, {
    senderAddressId: own.value,
    senderAddressText: own.label,
    senderCountry: own.country,
  });
}

export function checkConsignee(c: RowChecker, values: WizardValues, plan: Partial<RowPlan>) {
  const form = {
    name: c.cell('consigneeName'),
    phone: phoneIn(c.cell('consigneePhone'), phoneCountry(c)),
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
export async function checkDelivery(
  up: Upstream,
  c: RowChecker,
  values: WizardValues,
  plan: Partial<RowPlan>,
): Promise<string> {
  const label = c.cell('delivery');
  if (!label) {
    c.problem('delivery', isRequired(/*i18n*/ 'Delivery Address'));
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
    c.problem('delivery', importProblems.noDeliveryAddress(label));
    return label;
  }
  form.phoneNumber = phoneIn(form.phoneNumber, phoneCountry(c));
  // A new address with no type is a home, the commonest case of a shop's consignees.
  form.addressType ||= 'residential';
  for (const found of [await resolvePlaces(up, form), await resolveAddressType(up, form)]) {
    if (found) c.problem(DELIVERY_FIELDS[found.field], found.message);
  }
  const parsed = customerAddressForm.safeParse(form);
  if (!parsed.success) {
    for (const [field, message] of Object.entries(issueErrors(parsed.error.issues))) {
      const key = DELIVERY_FIELDS[field as AddressField] ?? 'delivery';
      c.problem(key, importProblems.underField(field, message));
    }
  }
  if (!parsed.success || c.errors.length) return label;
  Object.assign(values, {
    receiverAddressId: TO_CREATE,
    receiverAddressText: importProblems.newAddress(label),
    receiverCountry: form.country,
  });
  plan.newAddress = { label, body: toApiBody(parsed.data) };
  return label;
}

/**
 * The country a row's phone numbers are read in when written without '+' or '00': the
 * delivery address's (known by its label, or written in its Delivery Country cell), else
 * the shipper's. The row's own country, as the forms read a number in the field's country.
 */
function phoneCountry(c: RowChecker): CountryCode | undefined {
  const { book } = c;
  const written = c.cell('deliveryCountry');
  const id =
    book.delivery.get(labelKey(c.cell('delivery')))?.country ??
    (written ? countryOf(book.countries, written)?.id : undefined) ??
    book.own.get(labelKey(c.cell('shipper')))?.country;
  const iso2 = book.countries.find((k) => k.id === id)?.iso2?.toUpperCase();
  return iso2 && phoneCountryCode(iso2) === iso2 ? iso2 : undefined;
}

/**
 * A phone cell as the form would send it (shared/phone/phone.ts): digits written without
 * '+' are a number of the row's country, trunk prefix and all ('03 123 456' in Lebanon),
 * and '00' in front is the dial code; a number with '+', or a cell with letters, is left
 * for the schema to judge.
 */
function phoneIn(text: string, country: CountryCode | undefined): string {
  const written = westernDigits(text).trim();
  if (!country || !/^[\d\s().\-/]*\d[\d\s().\-/]*$/.test(written)) return text;
  return readPhone(written, country).value;
}
