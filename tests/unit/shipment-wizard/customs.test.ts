import { describe, expect, it } from 'vitest';
import { issueErrors } from '../../../shared/forms/errors';
import { shipmentWizardForm } from '../../../shared/forms/shipment';
import {
  defaultExportReason,
  reasonForCommodity,
  signerOf,
  taxNumbersRequired,
  withCustomsDefaults,
  withDefaultReason,
  withTaxNumber,
} from '../../../shared/shipment-wizard/customs';
import { summarize } from '../../../shared/shipment-wizard/summary';
import { emptyValues, type WizardValues } from '../../../shared/shipment-wizard/values';
import { domesticPackage, filled, internationalPackage } from '../../support/data/shipment-wizard';

const beirut = { value: 'b', label: 'Beirut', country: 'LB' };
const paris = { value: 'p', label: 'Paris', country: 'FR' };
const dubai = { value: 'd', label: 'Dubai', country: 'AE' };
const pkg = (commodityType: string) => ({ ...internationalPackage(), commodityType });

function errorsOf(values: WizardValues, options?: { taxNumbers?: boolean }) {
  const result = shipmentWizardForm.safeParse(values, options);
  return result.success ? {} : issueErrors(result.error.issues);
}

describe('the reason for export a commodity type gives', () => {
  it('is a gift, a sample or a return for those commodities, a sale otherwise', () => {
    expect(reasonForCommodity('gift')).toBe('gift');
    expect(reasonForCommodity('commercial_sample')).toBe('sample');
    expect(reasonForCommodity('returned_goods')).toBe('return');
    for (const other of ['merchandise', 'documents', 'personal_effects', '', 'unknown']) {
      expect(reasonForCommodity(other)).toBe('sale');
    }
  });

  it('is the one all packages agree on; a sale when none is chosen or they differ', () => {
    expect(defaultExportReason([pkg('gift'), pkg('gift')])).toBe('gift');
    expect(defaultExportReason([pkg('gift'), pkg('')])).toBe('gift');
    expect(defaultExportReason([pkg('gift'), pkg('commercial_sample')])).toBe('sale');
    expect(defaultExportReason([pkg('')])).toBe('sale');
    expect(defaultExportReason([])).toBe('sale');
  });
});

describe('the customs defaults', () => {
  it('follow the packages until the customer picks a reason, then keep theirs', () => {
    const values = { ...emptyValues(), exportReason: 'sale', packages: [pkg('gift')] };
    expect(withDefaultReason(values).exportReason).toBe('gift');
    const chosen = { ...values, exportReason: 'repair', exportReasonChosen: true };
    expect(withDefaultReason(chosen)).toBe(chosen);
    // A choice that is no reason (a draft tampered with) follows the packages again.
    const bogus = { ...chosen, exportReason: 'bribe' };
    expect(withDefaultReason(bogus).exportReason).toBe('gift');
  });

  it('give the same values back when nothing changes', () => {
    const values = { ...emptyValues(), exportReason: 'return', packages: [pkg('returned_goods')] };
    expect(withDefaultReason(values)).toBe(values);
  });

  it('sign with the profile name where no signer is written, and keep one written', () => {
    const values = withCustomsDefaults(emptyValues(), 'Maya Haddad');
    expect(values).toMatchObject({ exportReason: 'sale', signerName: 'Maya Haddad' });
    const written = { ...emptyValues(), signerName: 'Karim Saad' };
    expect(withCustomsDefaults(written, 'Maya Haddad').signerName).toBe('Karim Saad');
  });

  it('complete a draft kept from before the customs details existed', () => {
    const old: Partial<WizardValues> = { ...emptyValues(), packages: [pkg('commercial_sample')] };
    delete old.exportReason;
    delete old.signerName;
    delete old.exporterTaxNumber;
    delete old.importerTaxNumber;
    expect(withCustomsDefaults(old as WizardValues, 'Maya Haddad')).toMatchObject({
      exportReason: 'sample',
      signerName: 'Maya Haddad',
      exporterTaxNumber: '',
      importerTaxNumber: '',
    });
  });

  it('take the signer from the profile as first and last name', () => {
    expect(signerOf({ first_name: ' Maya ', last_name: 'Haddad' })).toBe('Maya Haddad');
    expect(signerOf({ first_name: 'Maya', last_name: '' })).toBe('Maya');
    expect(signerOf(null)).toBe('');
    expect(signerOf({ first_name: 'x'.repeat(80), last_name: 'y'.repeat(80) })).toHaveLength(100);
  });

  it("take a party's tax number from its address when the address book gives one", () => {
    const values = { ...emptyValues(), importerTaxNumber: 'typed' };
    expect(withTaxNumber(values, 'sender', ' LB-1 ').exporterTaxNumber).toBe('LB-1');
    expect(withTaxNumber(values, 'receiver', 'FR-2').importerTaxNumber).toBe('FR-2');
    expect(withTaxNumber(values, 'receiver', undefined)).toBe(values);
    expect(withTaxNumber(values, 'receiver', '  ')).toBe(values);
  });
});

describe('the customs rules (international only)', () => {
  const abroad = (receiver = paris, extra: Partial<WizardValues> = {}) =>
    filled(beirut, receiver, 'c-1', {
      productCode: 'P',
      customPaymentType: 'DDP - Shipper',
      packages: [internationalPackage()],
      ...extra,
    });

  it('ask for a reason among the invoice reasons and a signer', () => {
    const errors = errorsOf(abroad(dubai, { exportReason: '', signerName: ' ' }));
    expect(errors).toMatchObject({
      exportReason: 'Reason for export is required',
      signerName: 'Signed by is required',
    });
    expect(errorsOf(abroad(dubai, { exportReason: 'bribe' })).exportReason).toBe(
      'Reason for export is required',
    );
    const long = errorsOf(abroad(dubai, { signerName: 'x'.repeat(101) }));
    expect(long.signerName).toBe('Signed by must be at most 100 characters');
  });

  it('ask for both tax numbers only where the destination wants them', () => {
    const none = { exporterTaxNumber: '', importerTaxNumber: '' };
    expect(errorsOf(abroad(paris, none))).toMatchObject({
      exporterTaxNumber: 'Shipper tax number is required',
      importerTaxNumber: 'Consignee tax number is required',
    });
    expect(errorsOf(abroad(dubai, none))).toEqual({});
    expect(taxNumbersRequired({ senderCountry: 'LB', receiverCountry: 'FR' })).toBe(true);
    expect(taxNumbersRequired({ senderCountry: 'LB', receiverCountry: 'AE' })).toBe(false);
    // At home, France asks for nothing: a domestic shipment has no customs.
    expect(taxNumbersRequired({ senderCountry: 'FR', receiverCountry: 'FR' })).toBe(false);
    const long = errorsOf(abroad(dubai, { importerTaxNumber: '1'.repeat(41) }));
    expect(long.importerTaxNumber).toBe('Consignee tax number must be at most 40 characters');
  });

  it('leave the tax numbers to a shipments file, which has no columns for them', () => {
    const none = { exporterTaxNumber: '', importerTaxNumber: '' };
    expect(errorsOf(abroad(paris, none), { taxNumbers: false })).toEqual({});
  });

  it('ask nothing of a domestic shipment', () => {
    const home = filled(beirut, { ...beirut, value: 'b2' }, 'c-1', {
      packages: [domesticPackage()],
      exportReason: '',
      signerName: '',
      exporterTaxNumber: '',
      importerTaxNumber: '',
    });
    expect(errorsOf(home)).toEqual({});
  });
});

describe('the summary beside the last step', () => {
  const payload = { currencies: [], products: [], added_services: [] };

  it('shows the customs details of an international shipment', () => {
    const values = filled(beirut, paris, 'c-1', { packages: [internationalPackage()] });
    expect(summarize(values, payload).customs).toEqual({
      reason: 'sale',
      signer: 'Maya Haddad',
      shipperTaxNumber: 'US12-3456789',
      consigneeTaxNumber: 'GB123456789000',
    });
  });

  it('shows none for a domestic one', () => {
    const values = filled(beirut, { ...beirut, value: 'b2' }, 'c-1');
    expect(summarize(values, payload).customs).toBeUndefined();
  });
});
