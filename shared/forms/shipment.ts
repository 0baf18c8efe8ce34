import * as z from 'zod/mini';
import { itemMessages } from '../customs/item-messages';
import {
  isHsCode,
  isPositiveAmount,
  isVagueDescription,
  isWholeQuantity,
  packageTotals,
  type DeclaredPackage,
} from '../customs/item-rules';
import { MAX_ITEMS, MAX_PACKAGES } from '../shipment-wizard/constants';
import { shipmentMode } from '../shipment-wizard/mode';
import { hasCod, type WizardValues } from '../shipment-wizard/values';
import { EXPORT_REASONS } from '../customs/invoice';
import { requiresTaxNumber, TAX_NUMBER_MAX } from '../customs/tax-numbers';
import { messages } from '../messages';
import type { IssueLike } from './errors';
import { fill } from '../i18n/wording';
import { isRequired, required } from './fields';
import { phone } from './phone';

/**
 * The Create Shipment wizard's rules with the messages of spec §5. Which fields a package
 * needs depends on the shipment mode (international: dimensions and items) and on the
 * added services (COD: the COD amount), so the schema is chosen from the values each time.
 */

const SELECT_ADDRESS = /*i18n*/ 'please select an address';

const text = (max = 255) => z.string().check(z.maxLength(max));
/** Chosen from a picker: empty means nothing chosen yet. */
const chosen = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message));

const amount = (label: string) =>
  z.pipe(
    required(label),
    z.string().check(z.regex(/^\d+(\.\d+)?$/, messages.shipment.notANumber(label))),
  );

/** A rule of item-rules.ts on a field that has passed its own checks (required, a number). */
const holds = (test: (text: string) => boolean, message: string) =>
  z.string().check(z.refine(test, message));

/** The customs item rules (shared/customs/item-rules.ts), with the wizard's spec §5 ones. */
const item = z.object({
  key: text(40),
  skuCode: z.pipe(required(/*i18n*/ 'SKU Code'), text(64)),
  // Labelled 'HSN Code' as the spec's form names it; checked as customs read an HS code.
  hsnCode: z.pipe(
    z.pipe(required(/*i18n*/ 'HSN Code'), text(32)),
    holds(isHsCode, itemMessages.hsCode(/*i18n*/ 'HSN Code')),
  ),
  description: z.pipe(
    z.pipe(required(/*i18n*/ 'Description'), text()),
    holds((text) => !isVagueDescription(text), itemMessages.vagueDescription),
  ),
  originCountry: required(/*i18n*/ 'Origin Country'),
  originCountryName: text(),
  quantity: z.pipe(
    amount(/*i18n*/ 'Quantity'),
    holds(isWholeQuantity, itemMessages.wholeQuantity(/*i18n*/ 'Quantity')),
  ),
  unitPrice: z.pipe(
    amount(/*i18n*/ 'Unit Price'),
    holds(isPositiveAmount, itemMessages.positiveAmount(/*i18n*/ 'Unit Price')),
  ),
  unitPriceCurrency: chosen(isRequired(/*i18n*/ 'Currency')),
  declaredUnitAmount: amount(/*i18n*/ 'Declared Unit Amount'),
  declaredUnitAmountCurrency: chosen(isRequired(/*i18n*/ 'Currency')),
});

const basePackage = {
  key: text(40),
  reference: text(64),
  description: z.pipe(required(/*i18n*/ 'Description'), text()),
  type: required(/*i18n*/ 'Type'),
  commodityType: required(/*i18n*/ 'Commodity Type'),
  weight: amount(/*i18n*/ 'Weight'),
  weightUnit: required(/*i18n*/ 'Weight Unit'),
  declaredAmount: amount(/*i18n*/ 'Declared Amount'),
  declaredAmountUnit: required(/*i18n*/ 'Declared Amount Unit'),
  codAmount: text(20),
  codAmountUnit: text(10),
  dimensionsUnit: text(10),
  height: text(20),
  length: text(20),
  width: text(20),
  items: z.array(z.unknown()),
};

const codFields = {
  codAmount: amount(/*i18n*/ 'COD Amount'),
  codAmountUnit: required(/*i18n*/ 'COD Amount Unit'),
};
const internationalFields = {
  dimensionsUnit: required(/*i18n*/ 'Dimensions Unit'),
  height: amount(/*i18n*/ 'Height'),
  length: amount(/*i18n*/ 'Length'),
  width: amount(/*i18n*/ 'Width'),
  items: z
    .array(item)
    .check(
      z.minLength(1, messages.shipment.itemRequired),
      z.maxLength(MAX_ITEMS, messages.shipment.tooManyItems(MAX_ITEMS)),
    ),
};

type PackageTotals = Omit<DeclaredPackage, 'items'> & { items: readonly unknown[] };

/**
 * An international package's declared amount is its items' total (within a cent per item):
 * where they differ, Declared Amount says by how much (shared/customs/item-rules.ts).
 */
const declaredAmountAgrees = z.superRefine((pkg: PackageTotals, ctx) => {
  // Only international packages are checked, and their items are the item schema's.
  const totals = packageTotals(pkg as DeclaredPackage);
  if (!totals || totals.agree) return;
  ctx.issues.push({
    code: 'custom',
    path: ['declaredAmount'],
    message: itemMessages.totalsDiffer(totals, pkg.declaredAmountUnit.trim()),
    input: pkg.declaredAmount,
  });
});

function atMost(label: string, max: number) {
  const message = fill(/*i18n*/ '{label} must be at most {max} characters', { label, max });
  return z.string().check(z.maxLength(max, message));
}

/**
 * The commercial invoice's customs details (shared/customs/invoice.ts), asked of
 * international shipments only: the reason for export and the signer always, the tax
 * numbers of both parties where the destination asks for them (shared/customs/tax-numbers.ts).
 * A domestic shipment keeps whatever it holds, unchecked but bounded.
 */
const SIGNER_MAX = 100;
function customsFields(international: boolean, taxNumbers: boolean) {
  const taxNumber = (label: string) =>
    international && taxNumbers
      ? z.pipe(required(label), atMost(label, TAX_NUMBER_MAX))
      : atMost(label, TAX_NUMBER_MAX);
  return {
    exportReason: international
      ? z.enum(EXPORT_REASONS, { error: isRequired(/*i18n*/ 'Reason for export') })
      : text(20),
    // Drafts kept from before the choice existed carry none: the reason then follows the
    // packages' commodity types.
    exportReasonChosen: z.optional(z.boolean()),
    signerName: international
      ? z.pipe(required(/*i18n*/ 'Signed by'), atMost(/*i18n*/ 'Signed by', SIGNER_MAX))
      : text(SIGNER_MAX),
    exporterTaxNumber: taxNumber(/*i18n*/ 'Shipper tax number'),
    importerTaxNumber: taxNumber(/*i18n*/ 'Consignee tax number'),
  };
}

function schemaFor(international: boolean, cod: boolean, taxNumbers = false) {
  const fields = z.object({
    ...basePackage,
    ...(cod ? codFields : {}),
    ...(international ? internationalFields : {}),
  });
  const pkg = international ? fields.check(declaredAmountAgrees) : fields;
  return z.object({
    senderAddressId: chosen(SELECT_ADDRESS),
    senderAddressText: text(500),
    senderCountry: text(64),
    customerId: chosen(isRequired(/*i18n*/ 'Customer')),
    customerText: text(500),
    reference1: text(64),
    billingReference: text(64),
    receiverAddressId: chosen(SELECT_ADDRESS),
    receiverAddressText: text(500),
    receiverCountry: text(64),
    productCode: chosen(isRequired(/*i18n*/ 'Product code')),
    services: z.array(text(40)).check(z.maxLength(20)),
    insurance: z.boolean(),
    // Drafts kept from before the choice existed carry none: it is then off.
    notifyConsignee: z.optional(z.boolean()),
    customPaymentType: international
      ? chosen(isRequired(/*i18n*/ 'Custom payment type'))
      : text(40),
    ...customsFields(international, taxNumbers),
    quoteId: z.optional(text(64)),
    packages: z
      .array(pkg)
      .check(
        z.minLength(1, messages.shipment.packageRequired),
        z.maxLength(MAX_PACKAGES, messages.shipment.tooManyPackages(MAX_PACKAGES)),
      ),
  });
}

const schemas = {
  domestic: schemaFor(false, false),
  domesticCod: schemaFor(false, true),
  international: schemaFor(true, false),
  internationalCod: schemaFor(true, true),
  internationalTax: schemaFor(true, false, true),
  internationalCodTax: schemaFor(true, true, true),
};

type Decidable = Pick<WizardValues, 'senderCountry' | 'receiverCountry' | 'services'>;

function pick(values: Decidable, taxNumbers: boolean) {
  const international = shipmentMode(values) === 'international';
  const cod = hasCod(values);
  if (international && taxNumbers && requiresTaxNumber(values.receiverCountry)) {
    return cod ? schemas.internationalCodTax : schemas.internationalTax;
  }
  if (international) return cod ? schemas.internationalCod : schemas.international;
  return cod ? schemas.domesticCod : schemas.domestic;
}

const decidable = (data: unknown): Decidable => {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Partial<Decidable>;
  return {
    senderCountry: typeof d.senderCountry === 'string' ? d.senderCountry : '',
    receiverCountry: typeof d.receiverCountry === 'string' ? d.receiverCountry : '',
    services: Array.isArray(d.services) ? d.services.filter((s) => typeof s === 'string') : [],
  };
};

export type ShipmentCheck =
  { success: true; data: WizardValues } | { success: false; error: { issues: IssueLike[] } };

/**
 * The wizard's form schema, for the form hook and the server alike: the rules of the mode
 * and services the values themselves say (the server decides the mode from the addresses
 * before it checks).
 */
export const shipmentWizardForm = {
  /**
   * `taxNumbers: false` leaves the tax numbers optional wherever the shipment goes: a row of
   * a shipments file has no column for them and books without them.
   */
  safeParse(data: unknown, { taxNumbers = true }: { taxNumbers?: boolean } = {}): ShipmentCheck {
    const result = pick(decidable(data), taxNumbers).safeParse(data);
    return result.success
      ? { success: true, data: result.data as WizardValues }
      : { success: false, error: { issues: result.error.issues } };
  },
};

/** spec §5 new consignee: full name and phone required, email optional. */
export const consigneeForm = z.object({
  name: z.pipe(required(/*i18n*/ 'Full Name'), z.string().check(z.maxLength(150))),
  phone: phone(/*i18n*/ 'Phone'),
  email: z.union([
    z.literal(''),
    z.pipe(z.string().check(z.trim()), z.email({ error: messages.form.invalidEmail })),
  ]),
});

export type ConsigneeFormData = { name: string; phone: string; email: string };
export const emptyConsignee: ConsigneeFormData = { name: '', phone: '', email: '' };
