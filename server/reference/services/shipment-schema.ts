import { z } from 'zod';
import {
  ADDED_SERVICES,
  COMMODITY_TYPES,
  CURRENCIES,
  DEFAULT_CURRENCY,
  DIMENSION_UNITS,
  PACKAGE_TYPES,
  WEIGHT_UNITS,
  values,
} from '../domain/catalog';
import { EXPORT_REASONS } from '../domain/customs';
import {
  idField,
  oneOf,
  optionalText,
  positiveNumber,
  requiredNumber,
  requiredText,
} from '../http/fields';
import { taxNumberField } from './address-schema';

/**
 * The shipment creation body (spec §7) with the messages of spec §5. What depends on the
 * addresses (international or not) is checked afterwards, in shipment-rules.ts.
 */
const currency = (label: string) => oneOf(label, values(CURRENCIES));

/** spec §9: an item currency left empty is USD. */
const currencyOrUsd = (label: string) =>
  z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? DEFAULT_CURRENCY : value),
    currency(label),
  );

const money = (label: string, unitLabel: string) =>
  z.object(
    {
      value: requiredNumber(label).pipe(z.number().min(0, `${label} may not be negative`)),
      unit: currency(unitLabel),
    },
    { error: `${label} is required` },
  );

const optionalNumberish = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.unknown().optional(),
);

const item = z.object({
  skuCode: requiredText('SKU Code', 64),
  hsnCode: requiredText('HSN Code', 32),
  description: requiredText('Description'),
  originCountry: requiredText('Origin Country', 100),
  /** spec §9: a quantity not above 0 counts as 1. */
  quantity: requiredNumber('Quantity').transform((q) => (q <= 0 ? 1 : q)),
  unitPrice: z.object(
    {
      value: requiredNumber('Unit Price').pipe(z.number().min(0, 'Unit Price may not be negative')),
      unit: currencyOrUsd('Currency'),
    },
    { error: 'Unit Price is required' },
  ),
  declaredUnitAmount: z.object(
    {
      value: requiredNumber('Declared Unit Amount').pipe(
        z.number().min(0, 'Declared Unit Amount may not be negative'),
      ),
      unit: currencyOrUsd('Currency'),
    },
    { error: 'Declared Unit Amount is required' },
  ),
});

const pkg = z.object({
  reference: optionalText('Reference', 64),
  description: requiredText('Description'),
  type: oneOf('Type', values(PACKAGE_TYPES)),
  commodity_type: oneOf('Commodity Type', values(COMMODITY_TYPES)),
  weight: z.object(
    { value: positiveNumber('Weight'), unit: oneOf('Weight Unit', values(WEIGHT_UNITS)) },
    { error: 'Weight is required' },
  ),
  declaredAmount: money('Declared Amount', 'Declared Amount Unit'),
  dimensions: z
    .object({
      unit: optionalNumberish,
      height: optionalNumberish,
      length: optionalNumberish,
      width: optionalNumberish,
    })
    .optional(),
  codAmount: z.object({ value: optionalNumberish, unit: optionalNumberish }).nullish(),
  items: z.array(z.unknown()).nullish(),
});

/** Services may arrive as values or as the option objects a select holds. */
const addedServices = z
  .preprocess(
    (value) =>
      Array.isArray(value)
        ? value.map((entry) =>
            entry && typeof entry === 'object' && 'value' in entry
              ? (entry as { value: unknown }).value
              : entry,
          )
        : (value ?? []),
    z.array(oneOf('Added service', values(ADDED_SERVICES))),
  )
  .transform((list) => [...new Set(list)]);

const flag = z.preprocess(
  (value) => value === true || value === 1 || value === '1' || value === 'true',
  z.boolean(),
);

const payment = z
  .object({
    paymentType: optionalText('Payment type', 40),
    paymentMethod: optionalText('Payment method', 40),
  })
  .nullish();

/**
 * Customs: the payment of the contract, and the customs extension's declaration for the
 * commercial invoice (docs/customs.md): why the goods leave, who signs, and tax numbers
 * for this shipment that override the addresses'. Each may be left out.
 */
const customs = z
  .object({
    paymentType: optionalText('Payment type', 40),
    paymentMethod: optionalText('Payment method', 40),
    reasonForExport: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      oneOf('Reason for export', EXPORT_REASONS).optional(),
    ),
    signerName: optionalText('Signer name', 100),
    exporterTaxNumber: taxNumberField('Exporter tax number'),
    importerTaxNumber: taxNumberField('Importer tax number'),
  })
  .nullish();

export const shipmentBody = z.object({
  shipment: z.object(
    {
      reference1: optionalText('Order reference', 64),
      billingReference: optionalText('Billing reference', 64),
      productGroup: optionalText('Product group', 10),
      productCode: requiredText('Product code', 10),
      insurance: flag.optional().default(false),
      dutiable: flag.optional().default(false),
      customs,
      freight: payment,
      addedServices: addedServices.optional().default([]),
      /** Extension: e-mail the consignee the public tracking link (created, delivered). */
      notifyConsignee: flag.optional().default(false),
    },
    { error: 'Shipment details are required' },
  ),
  packages: z
    .array(pkg, { error: 'At least one package is required' })
    .min(1, 'At least one package is required')
    .max(50, 'A shipment holds at most 50 packages'),
  customerId: idField('Customer'),
  senderAddressId: z
    .string({ error: 'please select an address' })
    .trim()
    .min(1, 'please select an address'),
  receiverAddressId: z
    .string({ error: 'please select an address' })
    .trim()
    .min(1, 'please select an address'),
});

export type ShipmentBody = z.output<typeof shipmentBody>;

/** Dimensions and items are parsed only for international shipments. */
export const dimensionsSchema = z.object({
  unit: oneOf('Dimensions Unit', values(DIMENSION_UNITS)),
  height: positiveNumber('Height'),
  length: positiveNumber('Length'),
  width: positiveNumber('Width'),
});

export const itemsSchema = z
  .array(item, { error: 'At least one item is required' })
  .min(1, 'At least one item is required');

export const codSchema = z.object({
  value: positiveNumber('COD Amount'),
  unit: currency('COD Amount Unit'),
});
