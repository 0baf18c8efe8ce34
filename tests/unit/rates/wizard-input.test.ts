import { describe, expect, it } from 'vitest';
import {
  NOMINAL_PACKAGE,
  sumMoney,
  toRateRequest,
  wizardRateAsk,
} from '../../../shared/rates/wizard-input';
import {
  emptyPackage,
  emptyValues,
  type WizardValues,
} from '../../../shared/shipment-wizard/values';

function domestic(overrides: Partial<WizardValues> = {}): WizardValues {
  return {
    ...emptyValues(),
    senderAddressId: '11',
    senderCountry: 'US',
    receiverAddressId: '22',
    receiverCountry: 'US',
    packages: [
      {
        ...emptyPackage(false),
        weight: '2.5',
        weightUnit: 'kg',
        declaredAmount: '40',
        declaredAmountUnit: 'USD',
      },
    ],
    ...overrides,
  };
}

function international(sides: { length: string; width: string; height: string }): WizardValues {
  const base = domestic({ receiverCountry: 'DE' });
  return {
    ...base,
    customPaymentType: 'DDP - Shipper',
    packages: [{ ...base.packages[0]!, dimensionsUnit: 'cm', ...sides }],
  };
}

describe('wizardRateAsk', () => {
  it('asks nothing until both ends are chosen', () => {
    expect(wizardRateAsk(domestic({ receiverAddressId: '' }))).toEqual({ kind: 'none' });
  });

  it('prices known domestic packages, unmeasured, with their declared value', () => {
    const ask = wizardRateAsk(domestic({ services: ['SIGNATURE'] }));
    expect(ask).toEqual({
      kind: 'ask',
      priced: true,
      input: {
        senderAddressId: '11',
        receiverAddressId: '22',
        packages: [{ count: 1, weight: { value: 2.5, unit: 'kg' }, dimensions: null }],
        declaredValue: { value: 40, currency: 'USD' },
        addedServices: ['SIGNATURE'],
        codAmount: null,
        customsPaymentType: null,
      },
    });
  });

  it('prices the insurance flag as the INSURANCE service, once', () => {
    const insured = wizardRateAsk(domestic({ insurance: true, services: ['COD'] }));
    expect(insured.kind === 'ask' && insured.input.addedServices).toEqual(['COD', 'INSURANCE']);
    const both = wizardRateAsk(domestic({ insurance: true, services: ['INSURANCE'] }));
    expect(both.kind === 'ask' && both.input.addedServices).toEqual(['INSURANCE']);
  });

  it('sends dimensions and the customs payment type when international', () => {
    const ask = wizardRateAsk(international({ length: '40', width: '30', height: '20' }));
    expect(ask.kind === 'ask' && ask.input.packages[0]!.dimensions).toEqual({
      unit: 'cm',
      length: 40,
      width: 30,
      height: 20,
    });
    expect(ask.kind === 'ask' && ask.input.customsPaymentType).toBe('DDP - Shipper');
  });

  it('asks for the delivery dates alone while a package is not known yet', () => {
    const blank = domestic();
    blank.packages = [{ ...blank.packages[0]!, weight: '' }];
    const ask = wizardRateAsk(blank);
    expect(ask).toMatchObject({ kind: 'ask', priced: false });
    expect(ask.kind === 'ask' && ask.input.packages).toEqual([NOMINAL_PACKAGE]);
    // An international package is not known until it is measured.
    const unmeasured = wizardRateAsk(international({ length: '40', width: '', height: '20' }));
    expect(unmeasured).toMatchObject({ kind: 'ask', priced: false });
  });

  it('sends nothing for a weight or side it cannot rate, with the message for its field', () => {
    const zero = domestic();
    zero.packages = [{ ...zero.packages[0]!, weight: '0' }];
    expect(wizardRateAsk(zero)).toEqual({
      kind: 'blocked',
      problems: { 'packages.0.weight': 'Weight must be more than 0' },
    });
    const heavy = domestic();
    heavy.packages = [{ ...heavy.packages[0]!, weight: '2300', weightUnit: 'lb' }];
    expect(wizardRateAsk(heavy)).toMatchObject({
      problems: { 'packages.0.weight': 'A piece weighs at most 1,000 kg (2,204 lb)' },
    });
    expect(wizardRateAsk(international({ length: '301', width: '0', height: '20' }))).toEqual({
      kind: 'blocked',
      problems: {
        'packages.0.length': 'Length is at most 300 cm (118 in)',
        'packages.0.width': 'Width must be more than 0',
      },
    });
  });

  it('takes 1,000 kg and 300 cm exactly, in any unit', () => {
    const limit = international({ length: '118.11', width: '300', height: '1' });
    limit.packages = [{ ...limit.packages[0]!, weight: '2204.62', weightUnit: 'lb' }];
    limit.packages[0]!.dimensionsUnit = 'in';
    expect(wizardRateAsk(limit)).toMatchObject({ kind: 'blocked' });
    limit.packages[0]!.width = '118';
    expect(wizardRateAsk(limit)).toMatchObject({ kind: 'ask', priced: true });
  });

  it('sums COD amounts only with the COD service, and only in one currency', () => {
    const values = domestic({ services: ['COD'] });
    values.packages = [
      { ...values.packages[0]!, codAmount: '10', codAmountUnit: 'USD' },
      { ...values.packages[0]!, key: 'b', codAmount: '5.5', codAmountUnit: 'USD' },
    ];
    const ask = wizardRateAsk(values);
    expect(ask.kind === 'ask' && ask.input.codAmount).toEqual({ value: 15.5, currency: 'USD' });
    expect(ask.kind === 'ask' && ask.input.declaredValue).toEqual({ value: 80, currency: 'USD' });
    expect(
      sumMoney([
        { value: '1', unit: 'USD' },
        { value: '2', unit: 'EUR' },
      ]),
    ).toBeNull();
    expect(sumMoney([{ value: '', unit: 'USD' }])).toBeNull();
  });

  it('gives the same input for the same values, so a settled change is asked once', () => {
    const a = domestic();
    const b = domestic();
    b.packages = [{ ...b.packages[0]!, weight: '2.50' }];
    expect(JSON.stringify(wizardRateAsk(a))).toBe(JSON.stringify(wizardRateAsk(b)));
  });
});

describe('toRateRequest', () => {
  it('puts the places in for the ids and names the account', () => {
    const ask = wizardRateAsk(domestic());
    if (ask.kind !== 'ask') throw new Error('expected an ask');
    const origin = { country: 'US', city: 'Austin', postalCode: '73301' };
    const destination = { country: 'US', city: 'Boston', postalCode: '02101' };
    const request = toRateRequest(ask.input, { origin, destination }, '7');
    expect(request).toMatchObject({ clientId: '7', origin, destination, shipDate: null });
    expect(request).not.toHaveProperty('senderAddressId');
  });
});
