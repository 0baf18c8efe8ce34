import type { Request, Response } from 'express';
import { z } from 'zod';
import { messages } from '../../../../shared/messages';
import { MAX_PACKAGES } from '../../../../shared/shipment-wizard/constants';
import type { WizardOption } from '../../../../shared/shipment-wizard/products';
import { LAST_STEP } from '../../../../shared/shipment-wizard/steps';
import {
  emptyPackage,
  emptyValues,
  type PackageValues,
  type WizardValues,
} from '../../../../shared/shipment-wizard/values';
import {
  allDelivered,
  ASKED_FLASH,
  endKinds,
  isDeliveredStatus,
  returnReference,
  type FromShipment,
  type ReturnOf,
} from '../../../../shared/shipments/returns';
import { consigneeText, linkedConsignees } from '../../../api/consignees';
import { creationPayload } from '../../../api/shipment-creation';
import { enums } from '../../../api/geo';
import type { ApiAddress } from '../../../api/addresses';
import { shipmentToCopy, type CopiedEnd, type ShipmentToCopy } from '../../../api/shipment-copy';
import { listShipments } from '../../../api/shipments';
import { toast } from '../../../http/toast';
import { validated } from '../../../http/validate';
import { flash } from '../../../inertia';
import { urlFor } from '../../../routing/url';
import { requireAccount, type AccountContext } from '../../support/account-context';
import { addressesWithOptions } from '../../support/address-options';
import { currentDraft, inProgress, startDraft } from './draft-state';

type AddressWithOption = Awaited<ReturnType<typeof addressesWithOptions>>[number];

/**
 * The one way to start a draft from a shipment: 'Ship again' copies it as
 * far as the provider gives it; 'Create return' copies it with the ends
 * swapped (picked up where it was delivered, delivered where it was picked up, the same
 * consignee and packages) and an Order Reference `RET-…`. The contract's detail carries each
 * end's city, first line and attention and each package's commodity; a provider that gives
 * more (ids, product, services, package sizes) has it copied too. What cannot be found is
 * left empty, and named.
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

export interface CopiedDraft {
  values: WizardValues;
  uncopied: Uncopied[];
}

/** Every package delivered, by the detail's status (slug when given, else its label). */
export const deliveredDetail = (found: ShipmentToCopy) =>
  allDelivered(
    found.packages.map((p) => ({
      delivered: isDeliveredStatus(p.last_status?.slug, p.last_status?.label ?? ''),
    })),
  );

/**
 * The new draft's values from a shipment's detail, and what could not be copied. `swapped`
 * (a return): the pickup address is the original delivery address, found among the
 * consignee addresses, and the delivery address the original pickup address, among the
 * account's own. References stay empty (the caller sets a return's).
 */
export async function copiedValues(
  account: AccountContext,
  found: ShipmentToCopy,
  swapped = false,
): Promise<CopiedDraft> {
  const { up, token, client } = account;
  const first = found.packages[0];
  const kinds = endKinds(swapped);
  // Each list asked once: the addresses come with their picker options.
  const [senders, receivers, consignees, lists] = await Promise.all([
    addressesWithOptions(account, kinds.sender),
    addressesWithOptions(account, kinds.receiver),
    found.shipment.customer_id ? linkedConsignees(up, token, client) : Promise.resolve([]),
    enums(up),
  ]);
  const values = emptyValues();
  const uncopied: Uncopied[] = [];

  /** One end of the draft from one end of the shipment, or its name among what was not copied. */
  const copyEnd = (
    to: 'sender' | 'receiver',
    from: 'sender' | 'receiver',
    list: AddressWithOption[],
  ) => {
    const addresses = list.map((a) => a.address);
    const address = findAddress(addresses, found.shipment[`${from}_address_id`], first?.[from]);
    const option = list.find((a) => a.address === address)?.option;
    if (!option)
      return uncopied.push(to === 'sender' ? 'the pickup address' : 'the delivery address');
    values[`${to}AddressId`] = option.value;
    values[`${to}AddressText`] = option.label;
    values[`${to}Country`] = option.country;
  };

  copyEnd('sender', swapped ? 'receiver' : 'sender', senders);

  const consignee = consignees.find((c) => c.id === found.shipment.customer_id);
  if (consignee) {
    values.customerId = consignee.id;
    values.customerText = consigneeText(consignee);
  } else uncopied.push('the consignee');

  copyEnd('receiver', swapped ? 'sender' : 'receiver', receivers);

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

/**
 * The original's parent AWB and Order Reference, which the contract's detail does not
 * carry: its row in the list, found by searching for one of its package AWBs. Without the
 * row (a provider whose search differs) the package's AWB stands in and the reference is
 * empty, so the return's reference is `RET-<AWB>`.
 */
async function originalNames(account: AccountContext, shipmentId: string, found: ShipmentToCopy) {
  const awb = found.packages[0]?.awb ?? '';
  if (!awb) return { awb: '', orderReference: '' };
  const { up, token, client } = account;
  const page = await listShipments(up, token, client, { page: 1, status: '', search: awb });
  const row = page.rows.find((r) => r.id === shipmentId);
  return { awb: row?.parentAwb || awb, orderReference: row?.orderReference ?? '' };
}

/** What the user asked for: a copy, or a return; the return refused unless delivered. */
async function draftFrom(
  account: AccountContext,
  shipmentId: string,
  action: FromShipment,
): Promise<(CopiedDraft & { returnOf: ReturnOf | null }) | null> {
  const { up, token, client } = account;
  const found = await shipmentToCopy(up, token, client, shipmentId);
  if (action === 'ship-again') return { ...(await copiedValues(account, found)), returnOf: null };
  if (!deliveredDetail(found)) return null;
  const [copied, original] = await Promise.all([
    copiedValues(account, found, true),
    originalNames(account, shipmentId, found),
  ]);
  copied.values.reference1 = returnReference(original.orderReference, original.awb);
  return { ...copied, returnOf: { shipmentId, awb: original.awb } };
}

/** 'Ship again' and 'Create return' ask once before they replace a draft in progress. */
const replaceForm = z.object({ replace: z.boolean().optional().catch(false) });

/**
 * The handler both actions share: a new draft filled in from the shipment, opened at the
 * Packages step. A draft in progress is replaced only once the user has confirmed it
 * (`replace`); until then the page is asked to confirm (flash `shipAgain` or
 * `createReturn`). A return of a shipment not delivered is refused with a toast, the draft
 * kept.
 */
export async function startFromShipment(req: Request, res: Response, action: FromShipment) {
  const account = requireAccount(req);
  const shipment = String(req.params.shipment);
  const { replace } = validated(req, replaceForm);
  const current = currentDraft(req);
  if (current && inProgress(current.values) && !replace) {
    flash(req, { [ASKED_FLASH[action]]: { shipment, confirm: true } });
    return res.inertia.back();
  }
  const draft = await draftFrom(account, shipment, action);
  if (!draft) {
    toast(req, messages.returns.notDelivered, 'error');
    return res.inertia.back();
  }
  const { values, uncopied, returnOf } = draft;
  startDraft(req, values, LAST_STEP, returnOf);
  const said = returnOf
    ? uncopied.length
      ? messages.returns.partly(returnOf.awb, uncopied)
      : messages.returns.started(returnOf.awb)
    : uncopied.length
      ? messages.shipAgain.partly(uncopied)
      : messages.shipAgain.started;
  toast(req, said, uncopied.length ? 'info' : 'success');
  res.redirect(303, urlFor('create-shipment'));
}
