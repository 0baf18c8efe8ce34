import { normaliseHsCode } from '../customs/item-rules';
import { FREIGHT_PAYMENT_METHOD, FREIGHT_PAYMENT_TYPE, DEFAULT_ITEM_CURRENCY } from './constants';
import { productGroupOf, type ShipmentMode } from './mode';
import { customsPaymentMethod } from './products';
import { hasCod, type ItemValues, type PackageValues, type WizardValues } from './values';

/** The creation body of spec §7 (POST /clients/{client}/shipments). */
export interface Money {
  value: number | null;
  unit: string | null;
}

export interface CreationItem {
  skuCode: string;
  hsnCode: string;
  description: string;
  originCountry: string;
  quantity: number;
  unitPrice: Money;
  declaredUnitAmount: Money;
}

export interface CreationPackage {
  reference: string | null;
  description: string;
  dimensions: {
    unit: string | null;
    height: number | null;
    length: number | null;
    width: number | null;
  };
  weight: { unit: string; value: number | null };
  declaredAmount: Money;
  codAmount: Money;
  items: CreationItem[];
  type: string;
  commodity_type: string;
}

export interface CreationBody {
  shipment: {
    reference1: string | null;
    billingReference: string | null;
    productGroup: 'EXP' | 'DOM';
    productCode: string;
    insurance: boolean;
    dutiable: boolean;
    customs: {
      paymentType: string | null;
      paymentMethod: string | null;
      /**
       * Extension, international only: what the commercial invoice prints
       * (shared/customs/invoice.ts); a provider without it ignores them.
       */
      reasonForExport?: string;
      signerName?: string;
      /** '' where not given (the destination does not ask for them). */
      exporterTaxNumber?: string;
      importerTaxNumber?: string;
    };
    freight: { paymentType: string; paymentMethod: string };
    addedServices: string[];
    /** Extension: the provider e-mails the consignee the public tracking link. */
    notifyConsignee: boolean;
    /** Extension: the quote the customer saw; the provider books at its price while valid. */
    quoteId?: string;
  };
  packages: CreationPackage[];
  customerId: string;
  receiverAddressId: string;
  senderAddressId: string;
}

/** A typed number ('12.5'); blank or unreadable is null. */
export function toNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** spec §9: a quantity not above 0 (or missing) is sent as 1. */
export function itemQuantity(text: string): number {
  const value = toNumber(text);
  return value === null || value <= 0 ? 1 : value;
}

/** spec §9: an item currency left empty is sent as USD. */
export const itemCurrency = (unit: string | null | undefined) =>
  unit === null || unit === undefined || unit.trim() === '' ? DEFAULT_ITEM_CURRENCY : unit;

function toItem(item: ItemValues): CreationItem {
  return {
    skuCode: item.skuCode.trim(),
    // Digits only, as customs read it: '4202.21' is sent as 420221 (shared/customs/item-rules.ts).
    hsnCode: normaliseHsCode(item.hsnCode),
    description: item.description.trim(),
    originCountry: item.originCountry,
    quantity: itemQuantity(item.quantity),
    unitPrice: { value: toNumber(item.unitPrice), unit: itemCurrency(item.unitPriceCurrency) },
    declaredUnitAmount: {
      value: toNumber(item.declaredUnitAmount),
      unit: itemCurrency(item.declaredUnitAmountCurrency),
    },
  };
}

function toPackage(pkg: PackageValues, international: boolean, cod: boolean): CreationPackage {
  return {
    reference: textOrNull(pkg.reference),
    description: pkg.description.trim(),
    // Domestic packages are not measured (spec §4: dimensions are international only).
    dimensions: international
      ? {
          unit: textOrNull(pkg.dimensionsUnit),
          height: toNumber(pkg.height),
          length: toNumber(pkg.length),
          width: toNumber(pkg.width),
        }
      : { unit: null, height: null, length: null, width: null },
    weight: { unit: pkg.weightUnit, value: toNumber(pkg.weight) },
    declaredAmount: {
      value: toNumber(pkg.declaredAmount),
      unit: textOrNull(pkg.declaredAmountUnit),
    },
    codAmount: cod
      ? { value: toNumber(pkg.codAmount), unit: textOrNull(pkg.codAmountUnit) }
      : { value: null, unit: null },
    items: international ? pkg.items.map(toItem) : [],
    type: pkg.type,
    commodity_type: pkg.commodityType,
  };
}

/**
 * The wizard's values as the provider's creation body. `mode` is the server's own reading
 * of the two addresses, never the browser's word.
 */
export function toCreationBody(values: WizardValues, mode: ShipmentMode): CreationBody {
  const international = mode === 'international';
  const cod = hasCod(values);
  return {
    shipment: {
      reference1: textOrNull(values.reference1),
      billingReference: textOrNull(values.billingReference),
      productGroup: productGroupOf(mode),
      productCode: values.productCode,
      insurance: values.insurance,
      dutiable: international,
      customs: international
        ? {
            paymentType: values.customPaymentType,
            paymentMethod: customsPaymentMethod(values.customPaymentType),
            // A booking planned before these existed (an import's rows) carries none.
            reasonForExport: values.exportReason ?? '',
            signerName: (values.signerName ?? '').trim(),
            exporterTaxNumber: (values.exporterTaxNumber ?? '').trim(),
            importerTaxNumber: (values.importerTaxNumber ?? '').trim(),
          }
        : { paymentType: null, paymentMethod: null },
      freight: { paymentType: FREIGHT_PAYMENT_TYPE, paymentMethod: FREIGHT_PAYMENT_METHOD },
      addedServices: [...values.services],
      notifyConsignee: values.notifyConsignee === true,
      ...(values.quoteId?.trim() ? { quoteId: values.quoteId.trim() } : {}),
    },
    packages: values.packages.map((pkg) => toPackage(pkg, international, cod)),
    customerId: values.customerId,
    receiverAddressId: values.receiverAddressId,
    senderAddressId: values.senderAddressId,
  };
}
