import { CUSTOMS_PAYMENT_METHOD } from './catalog';

/**
 * The customs extension's rules (docs/customs.md): why goods leave the country, the terms a
 * commercial invoice prints, and what an HS code is on paper.
 */

export const EXPORT_REASONS = ['sale', 'gift', 'sample', 'return', 'repair'] as const;
export type ExportReason = (typeof EXPORT_REASONS)[number];

/** A package's commodity says why it travels; what is not named here is sold. */
const REASON_OF_COMMODITY: Record<string, ExportReason> = {
  gift: 'gift',
  commercial_sample: 'sample',
  returned_goods: 'return',
};

/**
 * The reason a shipment that names none is declared with: the one its packages' commodities
 * agree on; packages that disagree (a gift beside merchandise) are a sale.
 */
export function reasonOfPackages(commodities: string[]): ExportReason {
  const reasons = new Set(commodities.map((type) => REASON_OF_COMMODITY[type] ?? 'sale'));
  return reasons.size === 1 ? ([...reasons][0] as ExportReason) : 'sale';
}

/**
 * Incoterms from the customs payment type: duties paid by the shipper (DDP, paid by
 * account) print DDP; duties left to the consignee (DDU) print DAP, DDU's successor.
 */
export function termsOf(paymentType: string | null, paymentMethod: string | null): 'DAP' | 'DDP' {
  const method = paymentMethod ?? (paymentType ? CUSTOMS_PAYMENT_METHOD[paymentType] : undefined);
  return method === 'ACCOUNT' || /^DDP\b/i.test(paymentType ?? '') ? 'DDP' : 'DAP';
}

/** An HS code as customs files it: digits only ('6109.10.00' → '61091000'). */
export const hsDigits = (code: string) => code.replace(/\D/g, '');
