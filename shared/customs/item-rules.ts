/**
 * The customs rules of an international package's items, as customs apply them
 * (docs/customs.md, "Item rules"), shared by the Create Shipment wizard and the
 * shipments import through the wizard's schema (shared/forms/shipment.ts). Pure: text as
 * typed in, answers out; the messages are in item-messages.ts.
 */

/**
 * Words that do not say what an item is. A description that is one of them (any case,
 * singular or plural, spaces and punctuation around it aside) is refused; a description of
 * several words that says what the item is passes, even when one of its words is here
 * ('Leather goods', 'Bicycle spare parts').
 */
export const VAGUE_DESCRIPTIONS: readonly string[] = [
  'accessories',
  'accessory',
  'apparel',
  'article',
  'articles',
  'assorted',
  'clothes',
  'clothing',
  'commodities',
  'commodity',
  'electronics',
  'equipment',
  'general',
  'general goods',
  'general merchandise',
  'gift',
  'gifts',
  'good',
  'goods',
  'item',
  'items',
  'material',
  'materials',
  'merchandise',
  'misc',
  'miscellaneous',
  'mixed',
  'object',
  'objects',
  'other',
  'others',
  'package',
  'parcel',
  'part',
  'parts',
  'personal effects',
  'personal items',
  'present',
  'presents',
  'product',
  'products',
  'sample',
  'samples',
  'spare part',
  'spare parts',
  'spares',
  'stuff',
  'supplies',
  'thing',
  'things',
  'various',
  'various items',
];

const VAGUE = new Set(VAGUE_DESCRIPTIONS);

/** Lower case, words joined by one space, punctuation and symbols left out. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A description customs would send back: one vague word ('Gift', ' samples. ', 'MISC'). */
export const isVagueDescription = (text: string): boolean => VAGUE.has(wordsOf(text));

/** An HS code as customs read it: digits only, the dots and spaces people write taken out. */
export const normaliseHsCode = (text: string): string => text.replace(/[.\s]/g, '');

export const HS_CODE_DIGITS = { min: 6, max: 10 } as const;

const HS_CODE = new RegExp(`^\\d{${HS_CODE_DIGITS.min},${HS_CODE_DIGITS.max}}$`);

/** 6 to 10 digits once dots and spaces are taken out ('4202.21', '6109 10 00'). */
export const isHsCode = (text: string): boolean => HS_CODE.test(normaliseHsCode(text));

/** A typed number ('12.5'), or null when it is not one (blank, letters, a sign). */
function numberOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** A quantity customs count: a whole number of at least 1 ('3', '3.0'). */
export const isWholeQuantity = (text: string): boolean => {
  const value = numberOf(text);
  return value !== null && Number.isInteger(value) && value >= 1;
};

/** A unit price above 0. */
export const isPositiveAmount = (text: string): boolean => {
  const value = numberOf(text);
  return value !== null && value > 0;
};

const cents = (amount: number) => Math.round(amount * 100);

export interface ItemLine {
  quantity: number;
  unitAmount: number;
}

/** The items' total beside the package's declared amount, in the package's currency. */
export interface TotalsComparison {
  /** Σ quantity × unit amount, each line rounded to the cent. */
  items: number;
  declared: number;
  /** items − declared: above 0 when the items add up to more than the declared amount. */
  difference: number;
  /** Within a cent per item (each line's rounding), the two agree. */
  agree: boolean;
}

/** The items' total against the declared amount: they agree within a cent per item. */
export function compareTotals(lines: readonly ItemLine[], declared: number): TotalsComparison {
  const itemCents = lines.reduce((sum, line) => sum + cents(line.quantity * line.unitAmount), 0);
  const differenceCents = itemCents - cents(declared);
  return {
    items: itemCents / 100,
    declared: cents(declared) / 100,
    difference: differenceCents / 100,
    agree: Math.abs(differenceCents) <= lines.length,
  };
}

/** What a package says of its value, as typed in the wizard or read from a file's row. */
export interface DeclaredPackage {
  declaredAmount: string;
  declaredAmountUnit: string;
  items: readonly {
    quantity: string;
    declaredUnitAmount: string;
    declaredUnitAmountCurrency: string;
  }[];
}

const sameCurrency = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The items' declared values (quantity × declared unit amount) against the package's
 * declared amount. Null when they cannot be compared yet: no items, a number not readable
 * or a quantity not whole (each has its own message under its field), or an item declared
 * in another currency than the package (the portal has no rates to convert with).
 */
export function packageTotals(pkg: DeclaredPackage): TotalsComparison | null {
  const declared = numberOf(pkg.declaredAmount);
  const currency = pkg.declaredAmountUnit.trim();
  if (declared === null || currency === '' || pkg.items.length === 0) return null;
  const lines: ItemLine[] = [];
  for (const item of pkg.items) {
    const quantity = numberOf(item.quantity);
    const unitAmount = numberOf(item.declaredUnitAmount);
    if (quantity === null || !isWholeQuantity(item.quantity) || unitAmount === null) return null;
    if (!sameCurrency(item.declaredUnitAmountCurrency, currency)) return null;
    lines.push({ quantity, unitAmount });
  }
  return compareTotals(lines, declared);
}
