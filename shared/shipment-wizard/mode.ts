import { emptyItem, type PackageValues, type WizardValues } from './values';

/**
 * spec §4 shipment mode: international (dutiable, product group EXP) when the pickup and
 * delivery addresses are in different countries, domestic (DOM) otherwise.
 */
export type ShipmentMode = 'international' | 'domestic';

export function shipmentMode(
  values: Pick<WizardValues, 'senderCountry' | 'receiverCountry'>,
): ShipmentMode {
  const { senderCountry, receiverCountry } = values;
  return senderCountry !== '' && receiverCountry !== '' && senderCountry !== receiverCountry
    ? 'international'
    : 'domestic';
}

export const productGroupOf = (mode: ShipmentMode) => (mode === 'international' ? 'EXP' : 'DOM');

export const MODE_LABELS: Record<ShipmentMode, string> = {
  international: 'International (EXP)',
  domestic: 'Domestic (DOM)',
};

/**
 * spec §4: switching to international gives every package without items an empty one to
 * fill in; switching to domestic clears the items (domestic packages carry none).
 */
export function packagesForMode(packages: PackageValues[], mode: ShipmentMode): PackageValues[] {
  return packages.map((pkg) => {
    if (mode === 'domestic') return pkg.items.length ? { ...pkg, items: [] } : pkg;
    return pkg.items.length ? pkg : { ...pkg, items: [emptyItem()] };
  });
}

export interface ChosenAddress {
  value: string;
  label: string;
  country: string;
}

/**
 * The values after the pickup ('sender') or delivery ('receiver') address changes, and
 * the new mode when it switched (spec §4): the packages' items follow the mode, a product
 * of the other group no longer fits, and customs apply only abroad.
 */
export function withAddress(
  values: WizardValues,
  which: 'sender' | 'receiver',
  address: ChosenAddress | null,
): { values: WizardValues; switchedTo: ShipmentMode | null } {
  const before = shipmentMode(values);
  const next: WizardValues = {
    ...values,
    [`${which}AddressId`]: address?.value ?? '',
    [`${which}AddressText`]: address?.label ?? '',
    [`${which}Country`]: address?.country ?? '',
  };
  const after = shipmentMode(next);
  if (after === before) return { values: next, switchedTo: null };
  return {
    values: {
      ...next,
      packages: packagesForMode(next.packages, after),
      productCode: '',
      customPaymentType: after === 'domestic' ? '' : next.customPaymentType,
    },
    switchedTo: after,
  };
}
