import type { ReturnOf } from '../shipments/returns';

/**
 * What the Create Shipment wizard holds (spec §3: creation form, service selection,
 * package and item forms). Numbers stay text while typed (the only-decimal filter keeps
 * them clean); the creation body turns them into numbers (body.ts).
 */

export type ItemValues = {
  /** Stable across inserts and removals, so React keeps each item's inputs. */
  key: string;
  skuCode: string;
  hsnCode: string;
  description: string;
  /** A country id of the geo list, with its name for the picker. */
  originCountry: string;
  originCountryName: string;
  quantity: string;
  unitPrice: string;
  unitPriceCurrency: string;
  declaredUnitAmount: string;
  declaredUnitAmountCurrency: string;
};

export type PackageValues = {
  key: string;
  reference: string;
  description: string;
  type: string;
  commodityType: string;
  weight: string;
  weightUnit: string;
  declaredAmount: string;
  declaredAmountUnit: string;
  codAmount: string;
  codAmountUnit: string;
  dimensionsUnit: string;
  height: string;
  length: string;
  width: string;
  items: ItemValues[];
};

export type WizardValues = {
  senderAddressId: string;
  senderAddressText: string;
  /** The country of each address decides the shipment mode (mode.ts). */
  senderCountry: string;
  customerId: string;
  customerText: string;
  reference1: string;
  billingReference: string;
  receiverAddressId: string;
  receiverAddressText: string;
  receiverCountry: string;
  productCode: string;
  services: string[];
  insurance: boolean;
  /** E-mail the consignee the public tracking link (an extension; on when they have one). */
  notifyConsignee: boolean;
  customPaymentType: string;
  /**
   * The commercial invoice's customs details, international only (shared/customs/invoice.ts):
   * why the goods leave (one of EXPORT_REASONS), who signs it, and the tax numbers of the
   * shipper (exporter) and consignee (importer), asked where the destination wants them
   * (shared/customs/tax-numbers.ts). '' until set.
   */
  exportReason: string;
  /**
   * True once the customer picked the reason themselves; until then it follows the
   * packages' commodity types (customs.ts). Absent in drafts saved before it existed.
   */
  exportReasonChosen?: boolean;
  signerName: string;
  exporterTaxNumber: string;
  importerTaxNumber: string;
  packages: PackageValues[];
  /**
   * The quote the customer saw for the chosen product (an extension: the provider books at
   * its price while it is valid). Set by the wizard as it books; '' or absent: none.
   */
  quoteId?: string;
};

let counter = 0;

/** A key no other package or item of this draft has. */
export function newKey(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export const emptyItem = (key = newKey()): ItemValues => ({
  key,
  skuCode: '',
  hsnCode: '',
  description: '',
  originCountry: '',
  originCountryName: '',
  quantity: '',
  unitPrice: '',
  unitPriceCurrency: '',
  declaredUnitAmount: '',
  declaredUnitAmountCurrency: '',
});

export const emptyPackage = (international: boolean, key = newKey()): PackageValues => ({
  key,
  reference: '',
  description: '',
  type: '',
  commodityType: '',
  weight: '',
  weightUnit: '',
  declaredAmount: '',
  declaredAmountUnit: '',
  codAmount: '',
  codAmountUnit: '',
  dimensionsUnit: '',
  height: '',
  length: '',
  width: '',
  items: international ? [emptyItem()] : [],
});

export const emptyValues = (): WizardValues => ({
  senderAddressId: '',
  senderAddressText: '',
  senderCountry: '',
  customerId: '',
  customerText: '',
  reference1: '',
  billingReference: '',
  receiverAddressId: '',
  receiverAddressText: '',
  receiverCountry: '',
  productCode: '',
  services: [],
  insurance: false,
  notifyConsignee: false,
  customPaymentType: '',
  exportReason: '',
  signerName: '',
  exporterTaxNumber: '',
  importerTaxNumber: '',
  packages: [emptyPackage(false)],
});

/** The added service that brings the COD amount fields (spec §9). */
export const COD_SERVICE = 'COD';

export const hasCod = (values: Pick<WizardValues, 'services'>) =>
  values.services.includes(COD_SERVICE);

/** The consignee's e-mail in their picker line, 'name (email | phone)' (spec §3); '' if none. */
export function consigneeEmail(text: string): string {
  const email = /\(([^()|]*)\|[^()]*\)\s*$/.exec(text)?.[1]?.trim() ?? '';
  return email.includes('@') ? email : '';
}

/** What the session keeps between visits: the step the user is on and every value. */
export interface ShipmentDraft {
  /** Names one attempt: a second submit of the same draft never creates a second shipment. */
  id: string;
  /** The account the draft was started under; another account starts afresh. */
  accountId: number;
  /** Index into WIZARD_STEPS. */
  step: number;
  values: WizardValues;
  /** A return of this shipment: set by the server only, never by the browser. */
  returnOf?: ReturnOf;
}
