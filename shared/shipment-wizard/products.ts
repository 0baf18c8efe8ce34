import { productGroupOf, type ShipmentMode } from './mode';

/** spec §3 creation payload (POST /shipment-creation-payload). */
export interface WizardOption {
  value: string;
  label: string;
}

export interface Product extends WizardOption {
  description: string;
  product_group: string;
}

export interface CreationPayload {
  currencies: WizardOption[];
  products: Product[];
  added_services: WizardOption[];
}

/** spec §9: only the products of the shipment's group (EXP international, DOM domestic). */
export function productsFor(products: readonly Product[], mode: ShipmentMode): Product[] {
  const group = productGroupOf(mode);
  return products.filter((p) => p.product_group.toUpperCase() === group);
}

/** spec §9: 'DDU - Consignee' is paid by CASH, 'DDP - Shipper' by ACCOUNT. */
export function customsPaymentMethod(paymentType: string): 'CASH' | 'ACCOUNT' | null {
  const code = paymentType.trim().toUpperCase();
  if (code.startsWith('DDU')) return 'CASH';
  if (code.startsWith('DDP')) return 'ACCOUNT';
  return null;
}
