import { describe, expect, it } from 'vitest';
import { wizardErrors, wizardField } from '../../../shared/shipment-wizard/api-fields';
import { packagesForMode, shipmentMode } from '../../../shared/shipment-wizard/mode';
import { customsPaymentMethod, productsFor } from '../../../shared/shipment-wizard/products';
import {
  firstStepWithError,
  stepOfField,
  stepsToFill,
  WIZARD_STEPS,
} from '../../../shared/shipment-wizard/steps';
import { emptyItem, emptyPackage } from '../../../shared/shipment-wizard/values';

describe('shipment mode (spec §4)', () => {
  it('is international only when both countries are known and differ', () => {
    expect(shipmentMode({ senderCountry: '1', receiverCountry: '2' })).toBe('international');
    expect(shipmentMode({ senderCountry: '1', receiverCountry: '1' })).toBe('domestic');
    expect(shipmentMode({ senderCountry: '1', receiverCountry: '' })).toBe('domestic');
    expect(shipmentMode({ senderCountry: '', receiverCountry: '' })).toBe('domestic');
  });

  it('gives each package an empty item when it turns international, and keeps filled ones', () => {
    const filled = { ...emptyPackage(true), description: 'kept' };
    filled.items[0]!.skuCode = 'SKU-1';
    const next = packagesForMode([emptyPackage(false), filled], 'international');
    expect(next[0]!.items).toHaveLength(1);
    expect(next[0]!.items[0]!.skuCode).toBe('');
    expect(next[1]!.items[0]!.skuCode).toBe('SKU-1');
  });

  it('clears the items when it turns domestic', () => {
    const pkg = { ...emptyPackage(true), items: [emptyItem(), emptyItem()] };
    expect(packagesForMode([pkg], 'domestic')[0]!.items).toEqual([]);
  });
});

describe('product filter (spec §9)', () => {
  const products = [
    { value: 'P', label: 'Express', description: '', product_group: 'EXP' },
    { value: 'N', label: 'Domestic', description: '', product_group: 'DOM' },
    { value: 'G', label: 'Economy', description: '', product_group: 'dom' },
  ];
  it('keeps EXP products for international shipments and DOM ones otherwise', () => {
    expect(productsFor(products, 'international').map((p) => p.value)).toEqual(['P']);
    expect(productsFor(products, 'domestic').map((p) => p.value)).toEqual(['N', 'G']);
  });
});

describe('customs payment (spec §9)', () => {
  it('DDU - Consignee pays by CASH and DDP - Shipper by ACCOUNT', () => {
    expect(customsPaymentMethod('DDU - Consignee')).toBe('CASH');
    expect(customsPaymentMethod('DDP - Shipper')).toBe('ACCOUNT');
    expect(customsPaymentMethod('')).toBeNull();
  });
});

describe('steps (spec §2.9)', () => {
  it('come in the spec order with their ids', () => {
    expect(WIZARD_STEPS.map((s) => `${s.label} (${s.id})`)).toEqual([
      'Pickup Address (step-2)',
      'Choose Consignee (step-6)',
      'References (step-1)',
      'Delivery Address (step-3)',
      'Service Selection (step-4)',
      'Packages (step-5)',
    ]);
  });

  it('find the step of a field and the first step with an error', () => {
    expect(stepOfField('packages.1.items.0.skuCode')).toBe(5);
    expect(stepOfField('billingReference')).toBe(2);
    expect(stepOfField('form')).toBe(-1);
    expect(firstStepWithError({ 'packages.0.weight': 'x', productCode: 'y', form: 'z' })).toBe(4);
    expect(firstStepWithError({ form: 'z' })).toBeNull();
  });
});

describe("the provider's field names", () => {
  it('land under the wizard fields', () => {
    expect(wizardField('reference1')).toBe('reference1');
    expect(wizardField('shipment.billingReference')).toBe('billingReference');
    expect(wizardField('productGroup')).toBe('productCode');
    expect(wizardField('customs.paymentType')).toBe('customPaymentType');
    expect(wizardField('packages.2.weight.value')).toBe('packages.2.weight');
    expect(wizardField('packages.0.commodity_type')).toBe('packages.0.commodityType');
    expect(wizardField('packages.0.dimensions.height')).toBe('packages.0.height');
    expect(wizardField('packages.0.codAmount.unit')).toBe('packages.0.codAmountUnit');
    expect(wizardField('packages.1.items.3.unitPrice.unit')).toBe(
      'packages.1.items.3.unitPriceCurrency',
    );
    expect(wizardField('packages.1.items')).toBe('packages.1.items');
    expect(wizardField('senderAddressId')).toBe('senderAddressId');
    expect(wizardField('something')).toBe('form');
  });

  it('keep the first message where two land on one field', () => {
    expect(wizardErrors({ productCode: 'a', productGroup: 'b' })).toEqual({ productCode: 'a' });
  });
});

describe('summary', () => {
  it('sums weights and declared values per unit and names the product and services', async () => {
    const { summarize } = await import('../../../shared/shipment-wizard/summary');
    const { emptyValues } = await import('../../../shared/shipment-wizard/values');
    const values = {
      ...emptyValues(),
      senderAddressText: 'Home',
      receiverAddressText: 'Shop',
      senderCountry: 'LB',
      receiverCountry: 'FR',
      productCode: 'P',
      services: ['COD'],
      packages: [
        {
          ...emptyPackage(false),
          weight: '1.5',
          weightUnit: 'kg',
          declaredAmount: '10',
          declaredAmountUnit: 'USD',
        },
        {
          ...emptyPackage(false),
          weight: '2',
          weightUnit: 'kg',
          declaredAmount: '5',
          declaredAmountUnit: 'EUR',
        },
      ],
    };
    const payload = {
      currencies: [],
      products: [{ value: 'P', label: 'Express Worldwide', description: '', product_group: 'EXP' }],
      added_services: [{ value: 'COD', label: 'Cash on Delivery (COD)' }],
    };
    expect(summarize(values, payload)).toEqual({
      from: 'Home',
      to: 'Shop',
      consignee: '—',
      mode: 'International (EXP)',
      product: 'Express Worldwide',
      services: ['Cash on Delivery (COD)'],
      packages: 2,
      weight: '3.5 kg',
      declared: '10 USD + 5 EUR',
      // International: the customs details too, as far as they are given.
      customs: { reason: '', signer: '', shipperTaxNumber: '', consigneeTaxNumber: '' },
    });
  });
});

describe('choosing an address (spec §4)', () => {
  it('switches the mode, gives items, drops the product; back home clears items and customs', async () => {
    const { withAddress } = await import('../../../shared/shipment-wizard/mode');
    const { emptyValues } = await import('../../../shared/shipment-wizard/values');
    const start = {
      ...emptyValues(),
      senderAddressId: 's',
      senderCountry: 'US',
      productCode: 'N',
    };
    const abroad = withAddress(start, 'receiver', { value: 'r', label: 'Beirut', country: 'LB' });
    expect(abroad.switchedTo).toBe('international');
    expect(abroad.values).toMatchObject({
      receiverAddressId: 'r',
      receiverAddressText: 'Beirut',
      productCode: '',
    });
    expect(abroad.values.packages[0]!.items).toHaveLength(1);

    const withCustoms = {
      ...abroad.values,
      productCode: 'P',
      customPaymentType: 'DDU - Consignee',
    };
    const other = withAddress(withCustoms, 'receiver', {
      value: 'r2',
      label: 'Paris',
      country: 'FR',
    });
    expect(other.switchedTo).toBeNull();
    expect(other.values.productCode).toBe('P');

    const home = withAddress(withCustoms, 'receiver', { value: 'r3', label: 'NYC', country: 'US' });
    expect(home.switchedTo).toBe('domestic');
    expect(home.values).toMatchObject({ productCode: '', customPaymentType: '' });
    expect(home.values.packages[0]!.items).toEqual([]);
  });
});

describe('the stepper', () => {
  it('leaves a step undone while its fields have errors (a copied draft missing its pickup)', () => {
    expect([...stepsToFill({ senderAddressId: 'please select an address' })]).toEqual([0]);
    expect([...stepsToFill({ 'packages.0.weight': 'Weight is required', form: 'x' })]).toEqual([5]);
    expect(stepsToFill({}).size).toBe(0);
  });
});
