import { z } from 'zod';
import { MAX_ITEMS, MAX_PACKAGES } from '../../../../shared/shipment-wizard/constants';

/**
 * What the browser may store as a draft: the wizard's shape with bounded sizes, nothing
 * else (the rules of each step are checked when it is submitted).
 */
const text = (max = 255) => z.string().max(max).catch('');
const key = z.string().max(40);

const item = z.object({
  key,
  skuCode: text(64),
  hsnCode: text(32),
  description: text(),
  originCountry: text(64),
  originCountryName: text(),
  quantity: text(20),
  unitPrice: text(20),
  unitPriceCurrency: text(10),
  declaredUnitAmount: text(20),
  declaredUnitAmountCurrency: text(10),
});

const pkg = z.object({
  key,
  reference: text(64),
  description: text(),
  type: text(40),
  commodityType: text(40),
  weight: text(20),
  weightUnit: text(10),
  declaredAmount: text(20),
  declaredAmountUnit: text(10),
  codAmount: text(20),
  codAmountUnit: text(10),
  dimensionsUnit: text(10),
  height: text(20),
  length: text(20),
  width: text(20),
  items: z.array(item).max(MAX_ITEMS),
});

export const draftValues = z.object({
  senderAddressId: text(64),
  senderAddressText: text(500),
  senderCountry: text(64),
  customerId: text(64),
  customerText: text(500),
  reference1: text(64),
  billingReference: text(64),
  receiverAddressId: text(64),
  receiverAddressText: text(500),
  receiverCountry: text(64),
  productCode: text(20),
  services: z.array(z.string().max(40)).max(20).catch([]),
  insurance: z.boolean().catch(false),
  notifyConsignee: z.boolean().catch(false),
  customPaymentType: text(40),
  // The customs details came later: a draft saved before them reads them as '' (not chosen).
  exportReason: text(20),
  exportReasonChosen: z.boolean().optional().catch(undefined),
  signerName: text(100),
  exporterTaxNumber: text(40),
  importerTaxNumber: text(40),
  packages: z.array(pkg).min(1).max(MAX_PACKAGES),
  quoteId: text(64).optional(),
});

export const draftBody = z.object({
  draftId: z.string().min(1).max(64),
  step: z.number().int().min(0).max(20),
  values: draftValues,
});

/** The draft a submit comes from (query string): one draft creates one shipment. */
export const submitQuery = z.object({ draft: z.string().min(1).max(64) });
