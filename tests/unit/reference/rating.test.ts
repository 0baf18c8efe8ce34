import { describe, expect, it } from 'vitest';
import {
  freightCents,
  quoteLines,
  totalCents,
  volumetricOf,
  weightsOf,
  type Piece,
  type Tariff,
} from '../../../server/reference/domain/rating';

const piece = (overrides: Partial<Piece> = {}): Piece => ({
  count: 1,
  weight: { value: 2, unit: 'kg' },
  dimensions: { unit: 'cm', length: 30, width: 20, height: 10 },
  ...overrides,
});

describe('weights of a shipment', () => {
  it('counts L × W × H / 5000 in cm and kg, per piece and count', () => {
    expect(volumetricOf({ unit: 'cm', length: 50, width: 40, height: 30 })).toBe(12);
    expect(volumetricOf({ unit: 'in', length: 10, width: 10, height: 10 })).toBeCloseTo(3.277, 3);
    expect(volumetricOf(null)).toBe(0);
    const bulky = piece({
      count: 2,
      dimensions: { unit: 'cm', length: 50, width: 40, height: 30 },
    });
    expect(weightsOf([bulky])).toEqual({ actual: 4, volumetric: 24, chargeable: 24 });
  });

  it('charges the heavier weight, rounded up to the next half kilo', () => {
    expect(weightsOf([piece({ weight: { value: 2.1, unit: 'kg' }, dimensions: null })])).toEqual({
      actual: 2.1,
      volumetric: 0,
      chargeable: 2.5,
    });
    expect(weightsOf([piece({ weight: { value: 3, unit: 'kg' } })]).chargeable).toBe(3);
    // 10 lb = 4.54 kg; 20×10×10 in = 6.55 kg volumetric.
    const imperial = weightsOf([
      piece({
        weight: { value: 10, unit: 'lb' },
        dimensions: { unit: 'in', length: 20, width: 10, height: 10 },
      }),
    ]);
    expect(imperial).toEqual({ actual: 4.54, volumetric: 6.55, chargeable: 7 });
  });
});

const breaks = [
  { fromKg: 0, base: 20, perKg: 10 },
  { fromKg: 5, base: 70, perKg: 8 },
];

describe('freight from weight breaks', () => {
  it('prices each kilo at its break’s rate, times the product’s factor', () => {
    expect(freightCents(breaks, 0.5, 1)).toBe(2500);
    expect(freightCents(breaks, 5, 1)).toBe(7000);
    expect(freightCents(breaks, 10, 1)).toBe(11000);
    expect(freightCents(breaks, 10, 1.25)).toBe(13750);
  });
});

const tariff = (overrides: Partial<Tariff> = {}): Tariff => ({
  breaks,
  factor: 1,
  discountPercent: 0,
  charges: {
    fuel: { label: 'Fuel surcharge', percent: 10, flat: 0, minimum: 0 },
    insurance: { label: 'Insurance', percent: 1.5, flat: 0, minimum: 5 },
    cod: { label: 'Cash on delivery fee', percent: 2, flat: 0, minimum: 3 },
    duties: { label: 'Duties and taxes (estimate)', percent: 15, flat: 0, minimum: 0 },
    'service:SIGNATURE': { label: 'Signature', percent: 0, flat: 3.5, minimum: 0 },
  },
  remoteFee: null,
  serviceLabels: { SIGNATURE: 'Signature on Delivery' },
  ...overrides,
});
const weights = { actual: 10, volumetric: 2, chargeable: 10 };
const none = { services: [], declaredValue: null, codAmount: null, dutiesPaid: false };
const codes = (lines: ReturnType<typeof quoteLines>) =>
  Object.fromEntries(lines.map((l) => [l.code, l.cents]));

describe('the lines of a quote', () => {
  it('is freight and fuel on the published card', () => {
    expect(codes(quoteLines(tariff(), weights, none))).toEqual({ freight: 11000, fuel: 1100 });
  });

  it('takes the contract discount off freight, and fuel on what is left', () => {
    const lines = quoteLines(tariff({ discountPercent: 20 }), weights, none);
    expect(codes(lines)).toEqual({ freight: 11000, discount: -2200, fuel: 880 });
    expect(totalCents(lines)).toBe(9680);
  });

  it('adds the remote area, services, insurance, COD and duties where they apply', () => {
    const lines = quoteLines(tariff({ remoteFee: 12 }), weights, {
      services: ['SIGNATURE', 'INSURANCE', 'COD'],
      declaredValue: 1000,
      codAmount: 50,
      dutiesPaid: true,
    });
    expect(codes(lines)).toEqual({
      freight: 11000,
      fuel: 1100,
      remote_area: 1200,
      'service:SIGNATURE': 350,
      insurance: 1500,
      cod: 300,
      duties: 15000,
    });
    expect(lines.find((l) => l.code === 'service:SIGNATURE')?.label).toBe('Signature on Delivery');
  });

  it('charges an insurance floor without a declared value, and no duties without DDP', () => {
    const lines = quoteLines(tariff(), weights, {
      ...none,
      services: ['INSURANCE'],
      declaredValue: 1000,
    });
    expect(codes(lines).insurance).toBe(1500);
    expect(codes(lines).duties).toBeUndefined();
    const floor = quoteLines(tariff(), weights, { ...none, services: ['INSURANCE'] });
    expect(codes(floor).insurance).toBe(500);
  });
});
