import { fill } from '../i18n/wording';
import type { TotalsComparison } from './item-rules';

/** An amount as the totals message writes it: two decimals, Latin digits ('120.00'). */
const money = (amount: number) => Math.abs(amount).toFixed(2);

/**
 * The messages of the customs item rules (item-rules.ts), under the field they are about
 * in the wizard and under the file's column in the import's preview. Marked for the
 * catalogs (docs/i18n.md); the filled ones are said in the reader's language by `say`.
 */
export const itemMessages = {
  /** The refusal's words exactly (docs/customs.md, "Item rules"). */
  vagueDescription:
    /*i18n*/ 'Say what the item is, what it is made of and what it is for (e.g. "Men\'s cotton T-shirts")',
  /** HS_CODE_DIGITS, written out. */
  hsCode: (label: string) =>
    fill(/*i18n*/ '{label} must be 6 to 10 digits (dots and spaces are ignored)', { label }),
  wholeQuantity: (label: string) =>
    fill(/*i18n*/ '{label} must be a whole number of at least 1', { label }),
  /** The same words as the portal's other amounts above 0 (shared/messages.ts). */
  positiveAmount: (label: string) => fill(/*i18n*/ '{label} must be more than 0', { label }),
  /** Under the package's Declared Amount: by how much the items' total differs, and which way. */
  totalsDiffer: (totals: TotalsComparison, currency: string) =>
    fill(
      totals.difference > 0
        ? /*i18n*/ 'The items add up to {items} {currency}, {difference} more than the declared amount'
        : /*i18n*/ 'The items add up to {items} {currency}, {difference} less than the declared amount',
      { items: money(totals.items), currency, difference: money(totals.difference) },
    ),
};
