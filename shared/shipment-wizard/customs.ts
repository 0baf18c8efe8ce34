import { EXPORT_REASONS, type ExportReason } from '../customs/invoice';
import { requiresTaxNumber } from '../customs/tax-numbers';
import { shipmentMode } from './mode';
import type { PackageValues, WizardValues } from './values';

/**
 * The customs details' defaults (the commercial invoice, shared/customs/invoice.ts): the
 * reason for export follows the packages' commodity types until the customer picks one,
 * the signer is the signed-in user, and each party's tax number comes from its address
 * where the address book gives one.
 */

/** The provider's commodity types (its enums) that say why the goods travel. */
const REASON_OF_COMMODITY: Record<string, ExportReason> = {
  gift: 'gift',
  commercial_sample: 'sample',
  returned_goods: 'return',
};

/** The reason one commodity type gives: gift, sample, return, otherwise a sale. */
export const reasonForCommodity = (commodityType: string): ExportReason =>
  REASON_OF_COMMODITY[commodityType.trim()] ?? 'sale';

/**
 * The shipment's reason from its packages: the one reason all packages with a commodity
 * type give; a sale when none is chosen yet or when they differ (one invoice, one reason).
 */
export function defaultExportReason(packages: ReadonlyArray<Pick<PackageValues, 'commodityType'>>) {
  const reasons = new Set(
    packages
      .filter((p) => p.commodityType.trim() !== '')
      .map((p) => reasonForCommodity(p.commodityType)),
  );
  return reasons.size === 1 ? [...reasons][0]! : 'sale';
}

export const isExportReason = (value: unknown): value is ExportReason =>
  typeof value === 'string' && (EXPORT_REASONS as readonly string[]).includes(value);

/** The signer the profile gives: the user's first and last name. */
export function signerOf(
  user: { first_name?: string | null; last_name?: string | null } | null | undefined,
): string {
  return [user?.first_name, user?.last_name]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ')
    .slice(0, 100);
}

/** Whether the shipment must name both parties' tax numbers (its destination asks). */
export const taxNumbersRequired = (
  values: Pick<WizardValues, 'senderCountry' | 'receiverCountry'>,
) => shipmentMode(values) === 'international' && requiresTaxNumber(values.receiverCountry);

/**
 * The values with the reason the packages give, unless the customer chose one. The same
 * object comes back when nothing changes, so a caller can tell.
 */
export function withDefaultReason(values: WizardValues): WizardValues {
  if (values.exportReasonChosen === true && isExportReason(values.exportReason)) return values;
  const reason = defaultExportReason(values.packages);
  return reason === values.exportReason ? values : { ...values, exportReason: reason };
}

/**
 * The values with every default the customer has not overridden: the reason, and the
 * profile's signer where none is written (a draft as the wizard opens with it, an imported
 * row). A draft kept from before the customs details existed gets them, empty.
 */
export function withCustomsDefaults(values: WizardValues, signer: string): WizardValues {
  const kept: Partial<WizardValues> = values;
  const whole: WizardValues = {
    ...values,
    exportReason: kept.exportReason ?? '',
    signerName: kept.signerName ?? '',
    exporterTaxNumber: kept.exporterTaxNumber ?? '',
    importerTaxNumber: kept.importerTaxNumber ?? '',
  };
  const reasoned = withDefaultReason(whole);
  return reasoned.signerName.trim() === '' ? { ...reasoned, signerName: signer } : reasoned;
}

/**
 * The values after a party's address is chosen: its tax number, where the address book
 * gives one, replaces the one written (another address, another party's number); an
 * address without one leaves what the customer wrote.
 */
export function withTaxNumber(
  values: WizardValues,
  which: 'sender' | 'receiver',
  taxNumber: string | null | undefined,
): WizardValues {
  const given = (taxNumber ?? '').trim().slice(0, 40);
  if (given === '') return values;
  return which === 'sender'
    ? { ...values, exporterTaxNumber: given }
    : { ...values, importerTaxNumber: given };
}
