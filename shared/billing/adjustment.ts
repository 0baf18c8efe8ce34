import type { Money, ShipmentBilling } from './types';

/**
 * The words of a bill that keeps the quote: '42.10 USD' as a quote reads (the amount and its
 * code, as the rating call and the invoice say it), and the drawer's line comparing quoted
 * with billed.
 */

export const amountWithCode = (money: Money) =>
  `${money.value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${money.currency}`;

const kilos = (value: number) => `${Number(value.toFixed(2))} kg`;

/** 'measured 7.2 kg, declared 6.5 kg' */
export const weighedWords = (adjustment: NonNullable<ShipmentBilling['adjustment']>) =>
  `measured ${kilos(adjustment.measuredWeight)}, declared ${kilos(adjustment.declaredWeight)}`;

/**
 * 'Quoted 42.10 USD · Billed 48.60 USD: measured 7.2 kg, declared 6.5 kg' once weighed
 * heavier, 'Quoted 42.10 USD' while billed as quoted; null without a quote (nothing to compare).
 */
export function quotedBilledLine(billing: ShipmentBilling | null | undefined): string | null {
  if (!billing?.quoted) return null;
  const quoted = `Quoted ${amountWithCode(billing.quoted)}`;
  if (!billing.adjustment || !billing.billed) return quoted;
  return `${quoted} · Billed ${amountWithCode(billing.billed)}: ${weighedWords(billing.adjustment)}`;
}

/** The billing words of the Billing & Payments screen. */
export const billingWords = {
  adjustedFilter: /*i18n*/ 'Show invoices',
  all: /*i18n*/ 'All',
  adjusted: /*i18n*/ 'Adjusted after weighing',
  adjustmentsTotal: /*i18n*/ 'Weight adjustments',
  quotedColumn: /*i18n*/ 'Quoted',
  notQuoted: /*i18n*/ 'Not quoted',
  noAdjusted: /*i18n*/ 'No invoice in this view was adjusted after weighing.',
} as const;
