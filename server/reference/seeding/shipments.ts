import type { Faker } from '@faker-js/faker';
import type { Db } from '../db/connection';
import {
  COMMODITY_TYPES,
  CUSTOMS_PAYMENT_METHOD,
  FREIGHT_PAYMENT,
  PACKAGE_TYPES,
  PRODUCTS,
  values,
} from '../domain/catalog';
import { addBusinessDays, localDate } from '../domain/dates';
import { placeLabel } from '../domain/places';
import { statusRank, type TrackingStatus } from '../domain/statuses';
import { advanceShipment } from '../simulator';
import type { AddressRow } from '../store/addresses';
import { insertShipment, shipmentById, type PackageFields } from '../store/shipments';

const HOUR = 3_600_000;

/** How many seeded shipments sit in each status, and how old they are (hours). */
export const SHIPMENT_MIX: Array<{ status: TrackingStatus; count: number; age: [number, number] }> =
  [
    { status: 'created', count: 6, age: [1, 20] },
    { status: 'picked_up', count: 5, age: [6, 30] },
    { status: 'in_transit', count: 7, age: [20, 72] },
    { status: 'out_for_delivery', count: 4, age: [30, 96] },
    { status: 'delivered', count: 38, age: [72, 90 * 24] },
  ];

export interface SeedShipment {
  clientId: number;
  userId: number;
  sender: AddressRow;
  receiver: AddressRow;
  customerId: number;
  status: TrackingStatus;
  ageHours: number;
}

function seedPackage(faker: Faker, international: boolean, origin: string): PackageFields {
  const dims = { unit: 'cm', length: faker.number.int({ min: 10, max: 80 }) };
  return {
    reference: faker.datatype.boolean(0.3) ? `PKG-${faker.string.numeric(5)}` : null,
    description: faker.commerce.productName(),
    type: faker.helpers.arrayElement(values(PACKAGE_TYPES)),
    commodity_type: faker.helpers.arrayElement(values(COMMODITY_TYPES)),
    dimensions_unit: dims.unit,
    length: dims.length,
    width: faker.number.int({ min: 10, max: 60 }),
    height: faker.number.int({ min: 5, max: 50 }),
    weight_value: faker.number.float({ min: 0.3, max: 25, fractionDigits: 1 }),
    weight_unit: 'kg',
    declared_value: faker.number.int({ min: 20, max: 1500 }),
    declared_unit: 'USD',
    cod_value: null,
    cod_unit: null,
    items: international
      ? Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => {
          const price = faker.number.int({ min: 5, max: 300 });
          return {
            sku_code: faker.string.alphanumeric({ length: 8, casing: 'upper' }),
            hsn_code: faker.string.numeric(6),
            description: faker.commerce.productName(),
            origin_country: origin,
            quantity: faker.number.int({ min: 1, max: 10 }),
            unit_price: price,
            unit_price_currency: 'USD',
            declared_unit_amount: price,
            declared_unit_currency: 'USD',
          };
        })
      : [],
  };
}

/**
 * Writes one shipment created `ageHours` ago and walks it to its status with events spread
 * between its creation and now, as the simulator would have.
 */
export function seedShipment(db: Db, faker: Faker, now: Date, spec: SeedShipment): void {
  const created = new Date(now.getTime() - spec.ageHours * HOUR);
  const international = spec.sender.country !== spec.receiver.country;
  const group = international ? 'EXP' : 'DOM';
  const product = faker.helpers.arrayElement(PRODUCTS.filter((p) => p.product_group === group));
  const customs = international
    ? faker.helpers.arrayElement(Object.keys(CUSTOMS_PAYMENT_METHOD))
    : null;
  const packageCount = faker.helpers.weightedArrayElement([
    { weight: 6, value: 1 },
    { weight: 3, value: 2 },
    { weight: 1, value: 3 },
  ]);
  const result = insertShipment(
    db,
    {
      client_id: spec.clientId,
      customer_id: spec.customerId,
      sender_address_id: spec.sender.id,
      receiver_address_id: spec.receiver.id,
      created_by: spec.userId,
      reference1: faker.datatype.boolean(0.75) ? `ORD-${faker.string.numeric(6)}` : null,
      billing_reference: faker.datatype.boolean(0.5) ? `INV-${faker.string.numeric(5)}` : null,
      product_group: group,
      product_code: product.value,
      insurance: faker.datatype.boolean(0.2) ? 1 : 0,
      dutiable: international ? 1 : 0,
      customs_payment_type: customs,
      customs_payment_method: customs ? (CUSTOMS_PAYMENT_METHOD[customs] ?? null) : null,
      freight_payment_type: FREIGHT_PAYMENT.paymentType,
      freight_payment_method: FREIGHT_PAYMENT.paymentMethod,
      added_services: '[]',
      created_at: created.toISOString(),
      etd: localDate(addBusinessDays(created, 1)),
      eta: localDate(addBusinessDays(created, 1 + product.transitDays)),
    },
    Array.from({ length: packageCount }, () =>
      seedPackage(faker, international, spec.sender.country),
    ),
    { location: placeLabel(spec.sender) },
  );
  const steps = statusRank(spec.status);
  if (steps <= 0) return;
  // Delivered ones took their product's transit time; the others are somewhere along it.
  const span =
    spec.status === 'delivered'
      ? Math.min((product.transitDays + 1) * 24 * HOUR, spec.ageHours * HOUR - HOUR)
      : spec.ageHours * HOUR * faker.number.float({ min: 0.5, max: 0.9 });
  for (let step = 1; step <= steps; step += 1) {
    const shipment = shipmentById(db, result.shipment_id);
    if (!shipment) return;
    const at = new Date(created.getTime() + (span * step) / steps);
    advanceShipment(db, shipment, at.toISOString());
  }
}
