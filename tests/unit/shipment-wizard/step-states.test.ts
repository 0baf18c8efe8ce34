import { describe, expect, it } from 'vitest';
import { LAST_STEP, wizardStepStates } from '../../../shared/shipment-wizard/steps';
import type { WizardValues } from '../../../shared/shipment-wizard/values';
import { domesticPackage, filled, internationalPackage } from '../../support/data/shipment-wizard';

/*
 * spec §4: a step is finished only when it validates. 'Ship again' opens its draft at
 * Packages (the last step) without the user having passed any step, so each earlier step is
 * finished only if the wizard's schema finds nothing to fill in under its fields.
 */

const beirut = { value: 'a-1', label: 'Shop - Beirut, Lebanon', country: 'LB' };
const jounieh = { value: 'a-2', label: 'Client - Jounieh, Lebanon', country: 'LB' };
const london = { value: 'a-3', label: 'Client - London, United Kingdom', country: 'GB' };

/** A draft as 'Ship again' leaves it: everything copied, the references empty. */
const copied = (extra: Partial<WizardValues> = {}) =>
  filled(beirut, jounieh, 'c-1', { reference1: '', billingReference: '', ...extra });

const finished = (values: WizardValues, current = LAST_STEP) =>
  wizardStepStates(values, current).map((state, index) => `${index}:${state}`);

describe('the shipment stepper after Ship again', () => {
  it('marks every earlier step finished when the copy is whole (empty references pass)', () => {
    expect(finished(copied())).toEqual([
      '0:finished',
      '1:finished',
      '2:finished',
      '3:finished',
      '4:finished',
      '5:current',
    ]);
  });

  it('leaves the service waiting when it could not be copied', () => {
    expect(finished(copied({ productCode: '' }))[4]).toBe('4:waiting');
    expect(finished(copied({ productCode: '   ' }))[4]).toBe('4:waiting');
  });

  it('leaves the pickup, the consignee or the delivery address waiting when it is empty', () => {
    const noPickup = copied({ senderAddressId: '', senderAddressText: '', senderCountry: '' });
    expect(finished(noPickup).slice(0, 4)).toEqual([
      '0:waiting',
      '1:finished',
      '2:finished',
      '3:finished',
    ]);
    expect(finished(copied({ customerId: '', customerText: '' }))[1]).toBe('1:waiting');
    const noDelivery = copied({ receiverAddressId: '', receiverAddressText: '' });
    expect(finished(noDelivery)[3]).toBe('3:waiting');
  });

  it('checks the service in the mode of the addresses: abroad it needs a customs payment type', () => {
    const abroad = filled(beirut, london, 'c-1', { packages: [internationalPackage()] });
    expect(finished(abroad)[4]).toBe('4:waiting');
    expect(finished({ ...abroad, customPaymentType: 'DDP - Shipper' })[4]).toBe('4:finished');
  });

  it('does not count the packages against an earlier step, nor finish the current or a later one', () => {
    const noWeight = copied({ packages: [{ ...domesticPackage(), weight: '' }] });
    expect(
      finished(noWeight)
        .slice(0, 5)
        .every((s) => s.endsWith('finished')),
    ).toBe(true);
    expect(finished(copied(), 2)).toEqual([
      '0:finished',
      '1:finished',
      '2:current',
      '3:waiting',
      '4:waiting',
      '5:waiting',
    ]);
  });
});
