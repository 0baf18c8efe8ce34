import { describe, expect, it } from 'vitest';
import type { AccountBook } from '../../../server/controllers/shipments/support/import-book';
import {
  RowChecker,
  type RowPlan,
} from '../../../server/controllers/shipments/support/import-row-checker';
import { checkConsignee } from '../../../server/controllers/shipments/support/import-row-parties';
import { emptyValues } from '../../../shared/shipment-wizard/values';

/** An account with one address of its own in Lebanon and consignee addresses in two countries. */
const book = {
  own: new Map([['beirut office', { value: 'a1', label: 'Beirut office', country: '1' }]]),
  ownLabels: new Map(),
  delivery: new Map([
    ['london shop', { value: 'd1', label: 'London shop', country: '2' }],
    ['tripoli store', { value: 'd2', label: 'Tripoli store', country: '1' }],
  ]),
  consignees: [],
  enums: {},
  payload: { products: [], added_services: [], currencies: [] },
  countries: [
    { id: '1', name: 'Lebanon', iso2: 'LB' },
    { id: '2', name: 'United Kingdom', iso2: 'GB' },
  ],
} as unknown as AccountBook;

function consignee(cells: Record<string, string>) {
  const c = new RowChecker({ shipper: 'Beirut office', consigneeName: 'Rana', ...cells }, book);
  const plan: Partial<RowPlan> = {};
  checkConsignee(c, emptyValues(), plan);
  return { errors: c.errors, phone: plan.newConsignee?.phone };
}

describe("a shipments file's consignee phone, written without '+'", () => {
  it("is read in the delivery address's country, as the form reads it in the field's", () => {
    expect(consignee({ consigneePhone: '03 123 456', delivery: 'Tripoli store' })).toEqual({
      errors: [],
      phone: '+9613123456',
    });
    expect(consignee({ consigneePhone: '020 7946 0958', delivery: 'London shop' })).toEqual({
      errors: [],
      phone: '+442079460958',
    });
  });

  it("is read in the Delivery Country written for a new address, else the shipper's", () => {
    const written = consignee({
      consigneePhone: '07700 900123',
      delivery: 'New shop',
      deliveryCountry: 'United Kingdom',
    });
    expect(written).toEqual({ errors: [], phone: '+447700900123' });
    expect(consignee({ consigneePhone: '71 123 456', delivery: 'New shop' }).phone).toBe(
      '+96171123456',
    );
  });

  it("keeps a number with '+' or '00' as written, and still says what is wrong", () => {
    expect(consignee({ consigneePhone: '+44 20 7946 0958', delivery: 'Tripoli store' }).phone).toBe(
      '+442079460958',
    );
    expect(
      consignee({ consigneePhone: '0044 20 7946 0958', delivery: 'Tripoli store' }).phone,
    ).toBe('+442079460958');
    const short = consignee({ consigneePhone: '03 12', delivery: 'Tripoli store' });
    expect(short.errors).toEqual([
      { column: expect.any(String), message: expect.stringMatching(/Lebanon/) },
    ]);
  });
});
