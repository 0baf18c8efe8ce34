import { describe, expect, it } from 'vitest';
import { issueErrors } from '../../../shared/forms/errors';
import { shipmentWizardForm } from '../../../shared/forms/shipment';
import {
  emptyPackage,
  emptyValues,
  type WizardValues,
} from '../../../shared/shipment-wizard/values';

function errorsOf(values: WizardValues) {
  const result = shipmentWizardForm.safeParse(values);
  return result.success ? {} : issueErrors(result.error.issues);
}

describe('the wizard messages (spec §5)', () => {
  it('name each empty step', () => {
    const errors = errorsOf(emptyValues());
    expect(errors).toMatchObject({
      senderAddressId: 'please select an address',
      customerId: 'Customer is required',
      receiverAddressId: 'please select an address',
      productCode: 'Product code is required',
      'packages.0.description': 'Description is required',
      'packages.0.declaredAmount': 'Declared Amount is required',
      'packages.0.declaredAmountUnit': 'Declared Amount Unit is required',
      'packages.0.weight': 'Weight is required',
      'packages.0.weightUnit': 'Weight Unit is required',
      'packages.0.type': 'Type is required',
      'packages.0.commodityType': 'Commodity Type is required',
    });
    // Domestic: no customs payment, dimensions or items asked for; no COD without COD.
    expect(errors.customPaymentType).toBeUndefined();
    expect(errors['packages.0.height']).toBeUndefined();
    expect(errors['packages.0.codAmount']).toBeUndefined();
  });

  it('ask for the customs payment, dimensions and every item field when international', () => {
    const errors = errorsOf({
      ...emptyValues(),
      senderCountry: '1',
      receiverCountry: '2',
      packages: [emptyPackage(true)],
    });
    expect(errors).toMatchObject({
      customPaymentType: 'Custom payment type is required',
      'packages.0.dimensionsUnit': 'Dimensions Unit is required',
      'packages.0.height': 'Height is required',
      'packages.0.length': 'Length is required',
      'packages.0.width': 'Width is required',
      'packages.0.items.0.skuCode': 'SKU Code is required',
      'packages.0.items.0.hsnCode': 'HSN Code is required',
      'packages.0.items.0.description': 'Description is required',
      'packages.0.items.0.originCountry': 'Origin Country is required',
      'packages.0.items.0.quantity': 'Quantity is required',
      'packages.0.items.0.unitPrice': 'Unit Price is required',
      'packages.0.items.0.unitPriceCurrency': 'Currency is required',
      'packages.0.items.0.declaredUnitAmount': 'Declared Unit Amount is required',
      'packages.0.items.0.declaredUnitAmountCurrency': 'Currency is required',
    });
  });

  it('asks for at least one item per international package', () => {
    const errors = errorsOf({
      ...emptyValues(),
      senderCountry: '1',
      receiverCountry: '2',
      packages: [emptyPackage(false)],
    });
    expect(errors['packages.0.items']).toBe('Add at least one item');
  });

  it('asks for the COD amount only with COD', () => {
    const errors = errorsOf({ ...emptyValues(), services: ['COD'] });
    expect(errors['packages.0.codAmount']).toBe('COD Amount is required');
    expect(errors['packages.0.codAmountUnit']).toBe('COD Amount Unit is required');
  });
});
