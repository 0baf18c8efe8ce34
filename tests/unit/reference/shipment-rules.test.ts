import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/reference/db/connection';
import { ApiError } from '../../../server/reference/http/errors';
import { planShipment } from '../../../server/reference/services/shipment-rules';
import { shipmentBody } from '../../../server/reference/services/shipment-schema';
import { smallWorld } from '../../support/reference/fixtures';

let db: Db | undefined;
afterEach(() => db?.close());

const item = {
  skuCode: 'SKU1',
  hsnCode: '640399',
  description: 'Leather shoes',
  originCountry: 'LB',
  quantity: '0',
  unitPrice: { value: '50', unit: null },
  declaredUnitAmount: { value: 50 },
};

const body = (over: Record<string, unknown> = {}, pkg: Record<string, unknown> = {}) =>
  shipmentBody.parse({
    shipment: {
      productGroup: 'EXP',
      productCode: 'P',
      customs: { paymentType: 'DDU - Consignee', paymentMethod: 'CASH' },
      ...over,
    },
    packages: [
      {
        description: 'Shoes',
        type: 'box',
        commodity_type: 'merchandise',
        weight: { value: '2.5', unit: 'kg' },
        declaredAmount: { value: 100, unit: 'USD' },
        dimensions: { unit: 'cm', height: 10, length: '20', width: 15 },
        items: [item],
        ...pkg,
      },
    ],
    customerId: '7',
    senderAddressId: 'a',
    receiverAddressId: 'b',
  });

const fields = (run: () => unknown): Record<string, string> => {
  try {
    run();
  } catch (err) {
    if (err instanceof ApiError) return err.errors ?? {};
    throw err;
  }
  return {};
};

describe('shipment creation rules', () => {
  it('counts a quantity not above 0 as 1 and prices items in USD when no currency is given', () => {
    const world = smallWorld(new Date());
    db = world.db;
    const plan = planShipment(body(), world.sender, world.receiver);
    expect(plan.international).toBe(true);
    expect(plan.customs).toEqual({ paymentType: 'DDU - Consignee', paymentMethod: 'CASH' });
    expect(plan.packages[0]?.items[0]).toMatchObject({
      quantity: 1,
      unit_price: 50,
      unit_price_currency: 'USD',
      declared_unit_currency: 'USD',
    });
    expect(plan.packages[0]?.weight_value).toBe(2.5);
  });

  it('needs dimensions, items and a customs payment type between countries', () => {
    const world = smallWorld(new Date());
    db = world.db;
    const errors = fields(() =>
      planShipment(
        body({ customs: null }, { dimensions: undefined, items: [] }),
        world.sender,
        world.receiver,
      ),
    );
    expect(errors).toMatchObject({
      'customs.paymentType': 'Custom payment type is required',
      'packages.0.dimensions.unit': 'Dimensions Unit is required',
      'packages.0.dimensions.height': 'Height is required',
      'packages.0.items': 'At least one item is required',
    });
  });

  it('ties the customs payment method to the payment type', () => {
    const world = smallWorld(new Date());
    db = world.db;
    const errors = fields(() =>
      planShipment(
        body({ customs: { paymentType: 'DDP - Shipper', paymentMethod: 'CASH' } }),
        world.sender,
        world.receiver,
      ),
    );
    expect(errors['customs.paymentMethod']).toBe('DDP - Shipper is paid by ACCOUNT');
  });

  it('ships within a country as DOM, without items', () => {
    const world = smallWorld(new Date());
    db = world.db;
    const domestic = { ...world.receiver, country: world.sender.country };
    expect(fields(() => planShipment(body(), world.sender, domestic))).toMatchObject({
      productGroup: 'Shipments within a country use product group DOM',
      productCode: 'The selected product is not available for this shipment',
    });
    const plan = planShipment(
      body({ productGroup: 'DOM', productCode: 'N', customs: null }, { dimensions: undefined }),
      world.sender,
      domestic,
    );
    expect(plan.international).toBe(false);
    expect(plan.customs).toBeNull();
    expect(plan.packages[0]?.items).toEqual([]);
  });

  it('asks for a COD amount when cash on delivery is chosen', () => {
    const world = smallWorld(new Date());
    db = world.db;
    const errors = fields(() =>
      planShipment(
        body({ addedServices: [{ value: 'COD', label: 'COD' }] }),
        world.sender,
        world.receiver,
      ),
    );
    expect(errors['packages.0.codAmount.value']).toBe('COD Amount is required');
  });

  it('reports missing package fields in the spec’s words', () => {
    const result = shipmentBody.safeParse({
      shipment: { productCode: '' },
      packages: [{}],
      customerId: null,
      senderAddressId: '',
      receiverAddressId: '',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    for (const message of [
      'Product code is required',
      'Description is required',
      'Type is required',
      'Commodity Type is required',
      'Weight is required',
      'Declared Amount is required',
      'Customer is required',
      'please select an address',
    ]) {
      expect(messages).toContain(message);
    }
  });
});
