import {
  ADDRESS_LABELS,
  customerAddressForm,
  emptyAddress,
  type AddressField,
  type AddressFormData,
} from '../../../../shared/forms/address';
import { issueErrors } from '../../../../shared/forms/errors';
import { consigneeForm } from '../../../../shared/forms/shipment';
import type { WizardValues } from '../../../../shared/shipment-wizard/values';
import { toApiBody } from '../../../api/addresses';
import type { Upstream } from '../../../upstream';
import { resolveAddressType, resolvePlaces } from '../../support/address-places';
import { findConsignee, labelKey } from './import-book';
import { DELIVERY_FIELDS, RowChecker, TO_CREATE, type RowPlan } from './import-row-checker';

/**
 * Who a row of a shipments file is between: the shipper (one of the account's addresses,
 * by label), the consignee (linked, or to be created) and the delivery address (by label,
 * or created from the row's Delivery columns).
 */

export function checkShipper(c: RowChecker, values: WizardValues) {
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

export function checkConsignee(c: RowChecker, values: WizardValues, plan: Partial<RowPlan>) {
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
export async function checkDelivery(
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
