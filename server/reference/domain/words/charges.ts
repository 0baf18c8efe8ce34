import { say, type Dictionary, type WordLanguage } from './language';
import { SERVICE_WORDS } from './products';

/**
 * The names of what a price and a bill are made of (domain/rating.ts, store/invoices.ts,
 * services/quoted-billing.ts). The lines are kept in English, as the bill keeps them; they
 * are said in the caller's language when answered or printed.
 */
const CHARGE_WORDS: Dictionary = {
  ...SERVICE_WORDS,
  Freight: { fr: 'Transport', ar: 'أجرة الشحن' },
  'Contract discount': { fr: 'Remise contractuelle', ar: 'خصم العقد' },
  'Fuel surcharge': { fr: 'Surcharge carburant', ar: 'رسم الوقود الإضافي' },
  'Remote area surcharge': { fr: 'Surcharge zone éloignée', ar: 'رسم المناطق النائية' },
  Insurance: { fr: 'Assurance', ar: 'التأمين' },
  'Shipment insurance': { fr: 'Assurance de l’expédition', ar: 'تأمين الشحنة' },
  'Cash on delivery fee': { fr: 'Frais de paiement à la livraison', ar: 'رسم الدفع عند الاستلام' },
  'Duties and taxes (estimate)': {
    fr: 'Droits et taxes (estimation)',
    ar: 'الرسوم الجمركية والضرائب (تقديرية)',
  },
  'Quoted price': { fr: 'Prix du devis', ar: 'السعر المعروض' },
};

/** What may follow a name in brackets: a weight, a share, a quote's number. */
const FIGURES: ReadonlyArray<{
  pattern: RegExp;
  say: (match: RegExpExecArray, language: Exclude<WordLanguage, 'en'>) => string;
}> = [
  {
    pattern: /^(\d+(?:\.\d+)?) kg$/,
    say: ([, kg], language) => (language === 'ar' ? `${kg} كغ` : `${decimal(kg!)} kg`),
  },
  {
    pattern: /^(\d+(?:\.\d+)?)%$/,
    say: ([, share], language) => (language === 'ar' ? `${share}%` : `${decimal(share!)} %`),
  },
  {
    pattern: /^quote (\S+)$/,
    say: ([, id], language) => (language === 'ar' ? `العرض ${id}` : `devis ${id}`),
  },
];

/** French writes a decimal comma. */
const decimal = (figure: string) => figure.replace('.', ',');

const NAME_AND_FIGURE = /^(.+?) \(([^()]+)\)$/;

/**
 * A charge's English label in `language`: a known name said, and a figure in brackets after
 * it ('Freight (2 kg)', 'Fuel surcharge (18.5%)') written as the language writes it. A label
 * it does not know stays as it is.
 */
export function sayCharge(label: string, language: WordLanguage): string {
  if (language === 'en' || CHARGE_WORDS[label]) return say(CHARGE_WORDS, language, label);
  const [, name, figure] = NAME_AND_FIGURE.exec(label) ?? [];
  if (!name || !figure || !CHARGE_WORDS[name]) return label;
  for (const { pattern, say: sayFigure } of FIGURES) {
    const match = pattern.exec(figure);
    if (match) return `${say(CHARGE_WORDS, language, name)} (${sayFigure(match, language)})`;
  }
  return label;
}
