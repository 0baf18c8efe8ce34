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
