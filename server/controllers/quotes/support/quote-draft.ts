import type { QuotePlace, QuoteValues } from '../../../../shared/forms/quote';
import type { WizardOption } from '../../../../shared/shipment-wizard/products';
import { MAX_PACKAGES } from '../../../../shared/shipment-wizard/constants';
import {
  emptyPackage,
  emptyValues,
  type WizardValues,
} from '../../../../shared/shipment-wizard/values';
import type { ApiAddress } from '../../../api/addresses';
import { enums } from '../../../api/geo';
import type { AccountContext } from '../../support/account-context';
import { addressesWithOptions } from '../../support/address-options';

/**
 * The wizard's values from a quote and the service chosen in it ('Ship this'): the lane as
 * the account's own addresses give it (an address of theirs in the quote's origin city to
 * pick up from, a consignee's in its destination city to deliver to), the packages, one per
 * piece, and the product. What has no match is left to choose, and named.
 */

export type NotFilled = 'the pickup address' | 'the delivery address' | 'the consignee';

type Listed = Awaited<ReturnType<typeof addressesWithOptions>>[number];

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** An address in the place's city, else in its country (the mode and the price follow it). */
function addressIn(list: Listed[], place: QuotePlace, preferred?: string | null): Listed | null {
  const inCity = (a: ApiAddress) => a.country === place.country && same(a.city, place.city);
  const matches = list.filter((l) => inCity(l.address));
  return matches.find((l) => l.address.id === preferred) ?? matches[0] ?? null;
}

/** A unit of the provider's list by its value or its label ('kg' or 'Kilograms (kg)'). */
const unitOf = (list: WizardOption[] | undefined, unit: string) =>
  (list ?? []).find((o) => same(o.value, unit) || o.label.toLowerCase().includes(`(${unit})`))
    ?.value ?? '';

export async function quoteDraftValues(
  account: AccountContext,
  quote: QuoteValues,
  product: string,
  preferredSender: string | null,
): Promise<{ values: WizardValues; notFilled: NotFilled[] }> {
  const [senders, receivers, lists] = await Promise.all([
    addressesWithOptions(account, 'client'),
    addressesWithOptions(account, 'customer'),
    enums(account.up),
  ]);
  const values = emptyValues();
  const notFilled: NotFilled[] = [];
  const sender = addressIn(senders, quote.origin, preferredSender);
  if (sender) {
    values.senderAddressId = sender.option.value;
    values.senderAddressText = sender.option.label;
    values.senderCountry = sender.option.country;
  } else notFilled.push('the pickup address');
  // The consignee is the customer's to choose; their addresses follow.
  notFilled.push('the consignee');
  const receiver = addressIn(receivers, quote.destination);
  if (receiver) {
    values.receiverAddressId = receiver.option.value;
    values.receiverAddressText = receiver.option.label;
    values.receiverCountry = receiver.option.country;
  } else notFilled.push('the delivery address');
  values.productCode = product;

  const international = quote.origin.country !== quote.destination.country;
  const pieces = quote.packages.flatMap((pkg) =>
    Array.from({ length: Number(pkg.count) || 1 }, () => pkg),
  );
  values.packages = pieces.slice(0, MAX_PACKAGES).map((pkg) => {
    const measured = pkg.length !== '' && pkg.width !== '' && pkg.height !== '';
    return {
      ...emptyPackage(international),
      weight: pkg.weight,
      weightUnit: unitOf(lists.weight_units, pkg.weightUnit),
      ...(measured && {
        dimensionsUnit: unitOf(lists.dimension_units, pkg.dimensionsUnit),
        length: pkg.length,
        width: pkg.width,
        height: pkg.height,
      }),
    };
  });
  return { values, notFilled };
}
