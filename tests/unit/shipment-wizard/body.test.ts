import { describe, expect, it } from 'vitest';
import { itemQuantity, toCreationBody } from '../../../shared/shipment-wizard/body';
import {
  consigneeEmail,
  emptyItem,
  emptyPackage,
  emptyValues,
  type WizardValues,
} from '../../../shared/shipment-wizard/values';

function international(): WizardValues {
  const pkg = {
    ...emptyPackage(true),
    reference: ' REF-1 ',
    description: 'Books',
    type: 'box',
    commodityType: 'merchandise',
    weight: '2.5',
    weightUnit: 'kg',
    declaredAmount: '120',
    declaredAmountUnit: 'EUR',
    codAmount: '30',
    codAmountUnit: 'EUR',
    dimensionsUnit: 'cm',
    height: '10',
    length: '20.5',
    width: '30',
    items: [
      {
        ...emptyItem(),
        skuCode: 'SKU-1',
        hsnCode: '4901',
        description: 'Novel',
        originCountry: '12',
        originCountryName: 'France',
        quantity: '0',
        unitPrice: '10',
        unitPriceCurrency: '',
        declaredUnitAmount: '9.5',
        declaredUnitAmountCurrency: 'EUR',
      },
    ],
  };
  return {
    ...emptyValues(),
    senderAddressId: 'a1',
    senderCountry: '1',
    customerId: '7',
    reference1: 'ORDER-1',
    billingReference: '',
    receiverAddressId: 'a2',
    receiverCountry: '2',
    productCode: 'P',
    services: ['INSURANCE'],
    insurance: true,
    customPaymentType: 'DDU - Consignee',
    exportReason: 'gift',
    signerName: ' Maya Haddad ',
    exporterTaxNumber: ' LB-778899 ',
    importerTaxNumber: 'FR12345678901',
    packages: [pkg],
  };
}

describe('creation body (spec §7)', () => {
  it('maps every field of an international shipment', () => {
    expect(toCreationBody(international(), 'international')).toEqual({
      shipment: {
        reference1: 'ORDER-1',
        billingReference: null,
        productGroup: 'EXP',
        productCode: 'P',
        insurance: true,
        dutiable: true,
        customs: {
          paymentType: 'DDU - Consignee',
          paymentMethod: 'CASH',
          reasonForExport: 'gift',
          signerName: 'Maya Haddad',
          exporterTaxNumber: 'LB-778899',
          importerTaxNumber: 'FR12345678901',
        },
        freight: { paymentType: 'S', paymentMethod: 'ACCOUNT' },
        addedServices: ['INSURANCE'],
        notifyConsignee: false,
      },
      packages: [
        {
          reference: 'REF-1',
          description: 'Books',
          dimensions: { unit: 'cm', height: 10, length: 20.5, width: 30 },
          weight: { unit: 'kg', value: 2.5 },
          declaredAmount: { value: 120, unit: 'EUR' },
          // No COD among the services: no COD amount goes.
          codAmount: { value: null, unit: null },
          items: [
            {
              skuCode: 'SKU-1',
              hsnCode: '4901',
              description: 'Novel',
              originCountry: '12',
              quantity: 1,
              unitPrice: { value: 10, unit: 'USD' },
              declaredUnitAmount: { value: 9.5, unit: 'EUR' },
            },
          ],
          type: 'box',
          commodity_type: 'merchandise',
        },
      ],
      customerId: '7',
      receiverAddressId: 'a2',
      senderAddressId: 'a1',
    });
  });

  it('sends DDP - Shipper as ACCOUNT', () => {
    const values = { ...international(), customPaymentType: 'DDP - Shipper' };
    expect(toCreationBody(values, 'international').shipment.customs).toMatchObject({
      paymentType: 'DDP - Shipper',
      paymentMethod: 'ACCOUNT',
    });
  });

  it('sends the customs details of an international shipment, tax numbers empty where not given', () => {
    const values = { ...international(), exporterTaxNumber: '', importerTaxNumber: '  ' };
    expect(toCreationBody(values, 'international').shipment.customs).toEqual({
      paymentType: 'DDU - Consignee',
      paymentMethod: 'CASH',
      reasonForExport: 'gift',
      signerName: 'Maya Haddad',
      exporterTaxNumber: '',
      importerTaxNumber: '',
    });
  });

  it('sends no customs details for a domestic shipment, whatever the values hold', () => {
    const customs = toCreationBody(international(), 'domestic').shipment.customs;
    expect(customs).toEqual({ paymentType: null, paymentMethod: null });
  });

  it('books a plan kept from before the customs details existed (an import row)', () => {
    const old: Partial<WizardValues> = { ...international() };
    delete old.exportReason;
    delete old.signerName;
    delete old.exporterTaxNumber;
    delete old.importerTaxNumber;
    const customs = toCreationBody(old as WizardValues, 'international').shipment.customs;
    expect(customs).toMatchObject({ reasonForExport: '', signerName: '', importerTaxNumber: '' });
  });

  it('sends a domestic shipment as DOM, not dutiable, without customs, dimensions or items', () => {
    const values = { ...international(), services: ['COD'] };
    const body = toCreationBody(values, 'domestic');
    expect(body.shipment).toMatchObject({
      productGroup: 'DOM',
      dutiable: false,
      customs: { paymentType: null, paymentMethod: null },
      addedServices: ['COD'],
    });
    expect(body.packages[0]).toMatchObject({
      dimensions: { unit: null, height: null, length: null, width: null },
      items: [],
      codAmount: { value: 30, unit: 'EUR' },
    });
  });

  it('sends a quantity not above 0 as 1 (spec §9)', () => {
    expect(itemQuantity('0')).toBe(1);
    expect(itemQuantity('-2')).toBe(1);
    expect(itemQuantity('')).toBe(1);
    expect(itemQuantity('3')).toBe(3);
    expect(itemQuantity('0.5')).toBe(0.5);
  });

  it('asks the provider to e-mail the consignee only when the choice is on', () => {
    const on = toCreationBody({ ...international(), notifyConsignee: true }, 'international');
    const off = toCreationBody(international(), 'international');
    expect(on.shipment.notifyConsignee).toBe(true);
    expect(off.shipment.notifyConsignee).toBe(false);
  });
});

describe('the consignee e-mail of a picker line', () => {
  it("reads it from 'name (email | phone)', and nothing when there is none", () => {
    expect(consigneeEmail('Nadia Haddad (nadia@example.com | +9613123456)')).toBe(
      'nadia@example.com',
    );
    expect(consigneeEmail('Rami (a (b) c) ( | +9613123456)')).toBe('');
    expect(consigneeEmail('Rami ( | +9613123456)')).toBe('');
    expect(consigneeEmail('')).toBe('');
  });
});
