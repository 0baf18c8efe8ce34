import type { z } from 'zod';
import { CUSTOMS_PAYMENT_METHOD, PRODUCTS, type Product } from '../domain/catalog';
import { invalid, type FieldErrors } from '../http/errors';
import { fieldErrors } from '../http/validate';
import type { AddressRow } from '../store/addresses';
import type { ItemFields, PackageFields } from '../store/shipments';
import { codSchema, dimensionsSchema, itemsSchema, type ShipmentBody } from './shipment-schema';

export interface ShipmentPlan {
  international: boolean;
  product: Product;
  customs: { paymentType: string; paymentMethod: string } | null;
  insurance: boolean;
  addedServices: string[];
  packages: PackageFields[];
}

/** Shipment-level fields are reported without the 'shipment.' prefix, as the form names them. */
export function apiFieldName(path: string): string {
  return path.startsWith('shipment.') ? path.slice('shipment.'.length) : path;
}

function collect<S extends z.ZodType>(
  schema: S,
  input: unknown,
  prefix: string,
  errors: FieldErrors,
): z.output<S> | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const [key, message] of Object.entries(fieldErrors(result.error))) {
    const name = key === 'body' ? prefix : `${prefix}.${key}`;
    errors[name] ??= message;
  }
  return undefined;
}

/**
 * The rules that depend on where the shipment goes (spec §4/§5/§9): international when the
 * sender's and receiver's countries differ, with product group EXP, a customs payment type,
 * dimensions and customs items; domestic (DOM) shipments carry no items.
 */
export function planShipment(
  body: ShipmentBody,
  sender: AddressRow,
  receiver: AddressRow,
): ShipmentPlan {
  const errors: FieldErrors = {};
  const international = sender.country !== receiver.country;
  const group = international ? 'EXP' : 'DOM';
  const { shipment } = body;

  if (shipment.productGroup && shipment.productGroup !== group) {
    errors.productGroup = international
      ? 'Shipments between countries use product group EXP'
      : 'Shipments within a country use product group DOM';
  }
  const product = PRODUCTS.find(
    (p) => p.value === shipment.productCode && p.product_group === group,
  );
  if (!product) errors.productCode = 'The selected product is not available for this shipment';

  let customs: ShipmentPlan['customs'] = null;
  if (international) {
    const type = shipment.customs?.paymentType ?? null;
    const method = type ? CUSTOMS_PAYMENT_METHOD[type] : undefined;
    if (!type) errors['customs.paymentType'] = 'Custom payment type is required';
    else if (!method) errors['customs.paymentType'] = 'The selected custom payment type is invalid';
    else if (shipment.customs?.paymentMethod && shipment.customs.paymentMethod !== method) {
      errors['customs.paymentMethod'] = `${type} is paid by ${method}`;
    } else customs = { paymentType: type, paymentMethod: method };
  }

  const cod = shipment.addedServices.includes('COD');
  const packages: PackageFields[] = [];
  body.packages.forEach((pkg, index) => {
    const at = `packages.${index}`;
    const dimensions = international
      ? collect(dimensionsSchema, pkg.dimensions ?? {}, `${at}.dimensions`, errors)
      : dimensionsSchema.safeParse(pkg.dimensions).data;
    const items: ItemFields[] = [];
    if (international) {
      for (const item of collect(itemsSchema, pkg.items ?? [], `${at}.items`, errors) ?? []) {
        items.push({
          sku_code: item.skuCode,
          hsn_code: item.hsnCode,
          description: item.description,
          origin_country: item.originCountry,
          quantity: item.quantity,
          unit_price: item.unitPrice.value,
          unit_price_currency: item.unitPrice.unit,
          declared_unit_amount: item.declaredUnitAmount.value,
          declared_unit_currency: item.declaredUnitAmount.unit,
        });
      }
    }
    const codAmount = cod
      ? collect(
          codSchema,
          { unit: pkg.declaredAmount.unit, ...stripBlank(pkg.codAmount ?? {}) },
          `${at}.codAmount`,
          errors,
        )
      : undefined;
    packages.push({
      reference: pkg.reference,
      description: pkg.description,
      type: pkg.type,
      commodity_type: pkg.commodity_type,
      dimensions_unit: dimensions?.unit ?? null,
      height: dimensions?.height ?? null,
      length: dimensions?.length ?? null,
      width: dimensions?.width ?? null,
      weight_value: pkg.weight.value,
      weight_unit: pkg.weight.unit,
      declared_value: pkg.declaredAmount.value,
      declared_unit: pkg.declaredAmount.unit,
      cod_value: codAmount?.value ?? null,
      cod_unit: codAmount?.unit ?? null,
      items,
    });
  });

  if (Object.keys(errors).length || !product) throw invalid(errors);
  const insurance = shipment.insurance || shipment.addedServices.includes('INSURANCE');
  return {
    international,
    product,
    customs,
    insurance,
    addedServices: shipment.addedServices,
    packages,
  };
}

function stripBlank(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
}
