import { expect } from 'vitest';
import { emptyItem, emptyPackage, type WizardValues } from '../../../shared/shipment-wizard/values';
import type { InertiaBrowser } from '../inertia';

export interface Picked {
  value: string;
  label: string;
  country: string;
}

/** Every address of the user's (`client`) or their customers' (`customer`), page by page. */
export async function addressesOf(
  visitor: Pick<InertiaBrowser, 'getJson'>,
  kind: 'client' | 'customer',
): Promise<Picked[]> {
  const all: Picked[] = [];
  for (let page = 1; page < 50; page++) {
    const answer = await visitor.getJson<{ options: Picked[]; hasMore: boolean }>([
      'options.addresses',
      { kind, page },
    ]);
    all.push(...answer.options);
    if (!answer.hasMore) break;
  }
  return all;
}

/** The first consignee the wizard's picker offers. */
export async function firstConsignee(visitor: Pick<InertiaBrowser, 'getJson'>) {
  const answer = await visitor.getJson<{ options: Array<{ value: string; label: string }> }>([
    'create-shipment.consignees',
    { page: 1 },
  ]);
  expect(answer.options.length).toBeGreaterThan(0);
  return answer.options[0]!;
}

/** A sender of the user's own, a receiver in the same country, and the first consignee. */
export async function domesticParties(visitor: Pick<InertiaBrowser, 'getJson'>) {
  const [own, theirs, consignee] = await Promise.all([
    addressesOf(visitor, 'client'),
    addressesOf(visitor, 'customer'),
    firstConsignee(visitor),
  ]);
  const sender = own[0]!;
  const receiver = theirs.find((a) => a.country === sender.country)!;
  return { sender, receiver, consignee };
}

/** A complete domestic package; with `cod`, its COD amount too. */
export function domesticPackage(cod = false) {
  return {
    ...emptyPackage(false),
    description: 'Documents',
    type: 'box',
    commodityType: 'documents',
    weight: '1.5',
    weightUnit: 'kg',
    declaredAmount: '50',
    declaredAmountUnit: 'USD',
    ...(cod ? { codAmount: '20', codAmountUnit: 'USD' } : {}),
  };
}

export function internationalPackage() {
  return {
    ...domesticPackage(),
    commodityType: 'merchandise',
    dimensionsUnit: 'cm',
    height: '10',
    length: '20',
    width: '30',
    items: [
      {
        ...emptyItem(),
        skuCode: 'SKU-1',
        hsnCode: '4901.99',
        description: 'Books',
        originCountry: 'LB',
        originCountryName: 'Lebanon',
        // 5 × 10 USD: the package's declared amount (customs item rules).
        quantity: '5',
        unitPrice: '10',
        unitPriceCurrency: 'EUR',
        declaredUnitAmount: '10',
        declaredUnitAmountCurrency: 'USD',
      },
    ],
  };
}

export function filled(
  sender: Picked,
  receiver: Picked,
  customerId: string,
  extra: Partial<WizardValues> = {},
): WizardValues {
  return {
    senderAddressId: sender.value,
    senderAddressText: sender.label,
    senderCountry: sender.country,
    customerId,
    customerText: 'x',
    reference1: 'ORDER-42',
    billingReference: 'BILL-7',
    receiverAddressId: receiver.value,
    receiverAddressText: receiver.label,
    receiverCountry: receiver.country,
    productCode: 'N',
    services: [],
    insurance: false,
    notifyConsignee: false,
    customPaymentType: '',
    // The customs details as the wizard fills them in (an international shipment needs them;
    // the tax numbers where the destination asks for them, which these cover).
    exportReason: 'sale',
    signerName: 'Maya Haddad',
    exporterTaxNumber: 'US12-3456789',
    importerTaxNumber: 'GB123456789000',
    packages: [domesticPackage()],
    ...extra,
  };
}
