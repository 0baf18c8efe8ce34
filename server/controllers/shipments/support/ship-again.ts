import { MAX_PACKAGES } from '../../../../shared/shipment-wizard/constants';
import type { WizardOption } from '../../../../shared/shipment-wizard/products';
import {
  emptyPackage,
  emptyValues,
  type PackageValues,
  type WizardValues,
} from '../../../../shared/shipment-wizard/values';
import { consigneeText, linkedConsignees } from '../../../api/consignees';
import { creationPayload } from '../../../api/shipment-creation';
import { enums } from '../../../api/geo';
import type { ApiAddress } from '../../../api/addresses';
import { shipmentToCopy, type CopiedEnd, type ShipmentToCopy } from '../../../api/shipment-copy';
import type { AccountContext } from '../../support/account-context';
import { addressesWithOptions } from '../../support/address-options';

type AddressWithOption = Awaited<ReturnType<typeof addressesWithOptions>>[number];

/**
 * 'Ship again' (issue 22 §4): a new draft from a shipment's detail, as far as the provider
 * gives it. The contract's detail carries each end's city, first line and attention and
 * each package's commodity; a provider that gives more (ids, product, services, package
 * sizes) has it copied too. What cannot be found is left empty, and named.
 */

export type Uncopied =
  'the pickup address' | 'the consignee' | 'the delivery address' | 'the service';

const same = (a: string | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/** The address the shipment went from or to: by id when given, else by its line and name. */
function findAddress(list: ApiAddress[], id: string, at: CopiedEnd): ApiAddress | undefined {
  if (id) return list.find((a) => a.id === id);
  if (!at?.address1) return undefined;
  return list.find((a) => same(at.address1, a.address1) && same(at.attention, a.attention));
}

/** A value of the enum list by value or by its label (the contract sends labels). */
const optionOf = (list: WizardOption[] | undefined, given: string) =>
  given ? ((list ?? []).find((o) => o.value === given || same(o.label, given))?.value ?? '') : '';

function packageOf(
  pkg: ShipmentToCopy['packages'][number],
  lists: Record<string, WizardOption[]>,
  international: boolean,
): PackageValues {
  const weight = typeof pkg.weight === 'object' ? pkg.weight : { value: pkg.weight ?? '' };
  return {
    ...emptyPackage(international),
    description: pkg.description,
    type: optionOf(lists.package_types, pkg.type),
    commodityType: optionOf(lists.commodity_types, pkg.commodity_type),
    weight: weight.value ?? '',
    weightUnit: optionOf(lists.weight_units, weight.unit || pkg.weight_unit),
    dimensionsUnit: optionOf(lists.dimension_units, pkg.dimensions?.unit ?? ''),
    length: pkg.dimensions?.length ?? '',
    width: pkg.dimensions?.width ?? '',
    height: pkg.dimensions?.height ?? '',
  };
}

export interface ShipAgainDraft {
  values: WizardValues;
  uncopied: Uncopied[];
}

/** The new draft's values, and what could not be copied. References stay empty. */
export async function shipAgainValues(
  account: AccountContext,
  shipmentId: string,
): Promise<ShipAgainDraft> {
  const { up, token, client } = account;
  const found = await shipmentToCopy(up, token, client, shipmentId);
  const first = found.packages[0];
  // Each list asked once: the addresses come with their picker options.
  const [senders, receivers, consignees, lists] = await Promise.all([
    addressesWithOptions(account, 'client'),
    addressesWithOptions(account, 'customer'),
    found.shipment.customer_id ? linkedConsignees(up, token, client) : Promise.resolve([]),
    enums(up),
  ]);
  const values = emptyValues();
  const uncopied: Uncopied[] = [];

  /** One end's address as its picker shows it, or its name among what was not copied. */
  const copyEnd = (side: 'sender' | 'receiver', list: AddressWithOption[]) => {
    const addresses = list.map((a) => a.address);
    const address = findAddress(addresses, found.shipment[`${side}_address_id`], first?.[side]);
    const option = list.find((a) => a.address === address)?.option;
    if (!option)
      return uncopied.push(side === 'sender' ? 'the pickup address' : 'the delivery address');
    values[`${side}AddressId`] = option.value;
    values[`${side}AddressText`] = option.label;
    values[`${side}Country`] = option.country;
  };

  copyEnd('sender', senders);

  const consignee = consignees.find((c) => c.id === found.shipment.customer_id);
  if (consignee) {
    values.customerId = consignee.id;
    values.customerText = consigneeText(consignee);
  } else uncopied.push('the consignee');

  copyEnd('receiver', receivers);

  const product = found.shipment.product_code;
  const payload =
    consignee && product ? await creationPayload(up, token, client, consignee.id) : null;
  if (payload?.products.some((p) => p.value === product)) {
    const offeredServices = new Set(payload.added_services.map((s) => s.value));
    values.productCode = product;
    values.services = (found.shipment.services ?? []).filter((s) => offeredServices.has(s));
    values.insurance = found.shipment.insurance ?? false;
    values.customPaymentType = found.shipment.custom_payment_type;
  } else uncopied.push('the service');

  const international =
    values.senderCountry !== '' &&
    values.receiverCountry !== '' &&
    values.senderCountry !== values.receiverCountry;
  if (found.packages.length > 0) {
    values.packages = found.packages
      .slice(0, MAX_PACKAGES)
      .map((p) => packageOf(p, lists, international));
  }
  return { values, uncopied };
}
