import { describe, expect, it } from 'vitest';
import { shipmentWizardForm } from '../../../shared/forms/shipment';
import { wizardErrors } from '../../../shared/shipment-wizard/api-fields';
import { toCreationBody } from '../../../shared/shipment-wizard/body';
import {
  emptyPackage,
  emptyValues,
  type WizardValues,
} from '../../../shared/shipment-wizard/values';

const values = (quoteId?: string): WizardValues => ({
  ...emptyValues(),
  senderAddressId: '1',
  receiverAddressId: '2',
  customerId: '3',
  productCode: 'N',
  packages: [
    {
      ...emptyPackage(false),
      description: 'Books',
      type: 'box',
      commodityType: 'documents',
      weight: '2',
      weightUnit: 'kg',
      declaredAmount: '10',
      declaredAmountUnit: 'USD',
    },
  ],
  ...(quoteId === undefined ? {} : { quoteId }),
});

describe('the booking carries the quote', () => {
  it('sends shipment.quoteId when the wizard has one, and nothing otherwise', () => {
    expect(toCreationBody(values('Q-42'), 'domestic').shipment.quoteId).toBe('Q-42');
    expect(toCreationBody(values(''), 'domestic').shipment).not.toHaveProperty('quoteId');
    expect(toCreationBody(values(), 'domestic').shipment).not.toHaveProperty('quoteId');
  });

  it('keeps the quote id through the wizard’s rules', () => {
    const checked = shipmentWizardForm.safeParse(values('Q-42'));
    expect(checked.success && checked.data.quoteId).toBe('Q-42');
  });

  it('reads the provider’s refusal of an expired quote as the wizard’s quoteId', () => {
    expect(wizardErrors({ 'shipment.quoteId': 'The quote has expired' })).toEqual({
      quoteId: 'The quote has expired',
    });
    expect(wizardErrors({ quoteId: 'expired' })).toEqual({ quoteId: 'expired' });
  });
});
