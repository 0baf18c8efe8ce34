import { expect } from 'vitest';
import type { PageProps } from '../../../shared/pages';
import { emptyItem, emptyPackage, type WizardValues } from '../../../shared/shipment-wizard/values';
import { expectPage, type Visitor } from '../support/client';

export interface Picked {
  value: string;
  label: string;
  country: string;
}

export async function json<T>(visitor: Visitor, url: string): Promise<T> {
  const res = await visitor.agent.get(url).set('Host', 'portal.test');
  expect(res.status, url).toBe(200);
  return res.body as T;
}

export async function wizard(visitor: Visitor) {
  const page = expectPage(await visitor.visit('/shipments/create'), 'shipments/create-shipment');
  return page.props as unknown as PageProps['shipments/create-shipment'] & {
    errors: Record<string, Record<string, string>>;
  };
}

export async function addressesOf(visitor: Visitor, kind: 'client' | 'customer') {
  const all: Picked[] = [];
  for (let page = 1; page < 50; page++) {
    const answer = await json<{ options: Picked[]; hasMore: boolean }>(
      visitor,
      `/options/addresses?kind=${kind}&page=${page}`,
    );
    all.push(...answer.options);
    if (!answer.hasMore) break;
  }
  return all;
}

export async function firstConsignee(visitor: Visitor) {
  const answer = await json<{ options: Array<{ value: string; label: string }> }>(
    visitor,
    '/shipments/create/consignees?page=1',
  );
  expect(answer.options.length).toBeGreaterThan(0);
  return answer.options[0]!;
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
        hsnCode: '4901',
        description: 'Books',
        originCountry: 'LB',
        originCountryName: 'Lebanon',
        quantity: '0',
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
    customPaymentType: '',
    packages: [domesticPackage()],
    ...extra,
  };
}
