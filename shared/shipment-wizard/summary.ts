import { MODE_LABELS, shipmentMode } from './mode';
import type { CreationPayload } from './products';
import { toNumber } from './body';
import type { WizardValues } from './values';

/** What the summary beside the last step says will be created. */
export interface ShipmentSummary {
  from: string;
  to: string;
  consignee: string;
  mode: string;
  product: string;
  services: string[];
  packages: number;
  /** Per unit ('3.5 kg', '2 lb'), as the packages give them. */
  weight: string;
  /** Per currency ('120 USD'). */
  declared: string;
  /** International only: the commercial invoice's customs details ('' where not given). */
  customs?: {
    reason: string;
    signer: string;
    shipperTaxNumber: string;
    consigneeTaxNumber: string;
  };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Sums per unit, in the order units first appear; blank or unreadable amounts count 0. */
export function totals(entries: ReadonlyArray<{ value: string; unit: string }>): string {
  const sums = new Map<string, number>();
  for (const { value, unit } of entries) {
    if (!unit) continue;
    sums.set(unit, (sums.get(unit) ?? 0) + (toNumber(value) ?? 0));
  }
  return [...sums].map(([unit, sum]) => `${round(sum)} ${unit}`).join(' + ') || '—';
}

export function summarize(values: WizardValues, payload: CreationPayload): ShipmentSummary {
  const labelOf = (list: ReadonlyArray<{ value: string; label: string }>, value: string) =>
    list.find((o) => o.value === value)?.label ?? value;
  return {
    from: values.senderAddressText || '—',
    to: values.receiverAddressText || '—',
    consignee: values.customerText || '—',
    mode: MODE_LABELS[shipmentMode(values)],
    product: values.productCode ? labelOf(payload.products, values.productCode) : '—',
    services: values.services.map((s) => labelOf(payload.added_services, s)),
    packages: values.packages.length,
    weight: totals(values.packages.map((p) => ({ value: p.weight, unit: p.weightUnit }))),
    declared: totals(
      values.packages.map((p) => ({ value: p.declaredAmount, unit: p.declaredAmountUnit })),
    ),
    ...(shipmentMode(values) === 'international' && {
      customs: {
        reason: values.exportReason,
        signer: values.signerName.trim(),
        shipperTaxNumber: values.exporterTaxNumber.trim(),
        consigneeTaxNumber: values.importerTaxNumber.trim(),
      },
    }),
  };
}
