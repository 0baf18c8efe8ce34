// The fixed words of the documents the reference services print (AWB labels, invoices) in the
// languages the portal speaks (docs/i18n.md): English as before, French (formal) and Modern
// Standard Arabic when the request's Accept-Language asks for them. Only the documents' own
// words change: names, addresses, AWB numbers and amounts print as given, dates are written
// for the language with Latin digits.
import type { Request } from 'express';
import { localDate, localTime } from './domain/dates';

export type DocumentLanguage = 'en' | 'fr' | 'ar';

const LANGUAGES: readonly DocumentLanguage[] = ['en', 'fr', 'ar'];

/**
 * The language a document is printed in: the first of the request's Accept-Language the
 * documents speak (`fr-LB` is French), English without the header or for any other language.
 */
export function documentLanguage(req: Request): DocumentLanguage {
  if (!req.get('accept-language')) return 'en';
  const chosen = req.acceptsLanguages(...LANGUAGES);
  return LANGUAGES.find((language) => language === chosen) ?? 'en';
}

/** Whether the document's words read right to left. */
export const isRtl = (language: DocumentLanguage): boolean => language === 'ar';

const WORDS = {
  // The label.
  'SHIPPING LABEL': { fr: 'ÉTIQUETTE D’EXPÉDITION', ar: 'ملصق الشحن' },
  'Shipping label': { fr: 'Étiquette d’expédition', ar: 'ملصق الشحن' },
  DATE: { fr: 'DATE', ar: 'التاريخ' },
  FROM: { fr: 'EXPÉDITEUR', ar: 'المرسل' },
  TO: { fr: 'DESTINATAIRE', ar: 'المرسل إليه' },
  WEIGHT: { fr: 'POIDS', ar: 'الوزن' },
  REFERENCE: { fr: 'RÉFÉRENCE', ar: 'المرجع' },
  AWB: { fr: 'N° AWB', ar: 'رقم البوليصة' },
  // The invoice.
  INVOICE: { fr: 'FACTURE', ar: 'فاتورة' },
  Invoice: { fr: 'Facture', ar: 'فاتورة' },
  'Invoice ID': { fr: 'N° de facture', ar: 'رقم الفاتورة' },
  'Billing ID': { fr: 'N° de facturation', ar: 'رقم الفوترة' },
  Issued: { fr: 'Émise le', ar: 'تاريخ الإصدار' },
  Due: { fr: 'Échéance', ar: 'تاريخ الاستحقاق' },
  Status: { fr: 'Statut', ar: 'الحالة' },
  PAID: { fr: 'PAYÉE', ar: 'مدفوعة' },
  DUE: { fr: 'À RÉGLER', ar: 'مستحقة' },
  OVERDUE: { fr: 'EN RETARD', ar: 'متأخرة' },
  'BILL TO': { fr: 'FACTURÉ À', ar: 'الفاتورة باسم' },
  'SHIPMENT TO': { fr: 'EXPÉDIÉ À', ar: 'الشحنة إلى' },
  'Reference: {reference}': { fr: 'Référence : {reference}', ar: 'المرجع: {reference}' },
  'Account {number}': { fr: 'Compte {number}', ar: 'الحساب {number}' },
  'Shipment {mawb}': { fr: 'Expédition {mawb}', ar: 'الشحنة {mawb}' },
  Description: { fr: 'Description', ar: 'الوصف' },
  Qty: { fr: 'Qté', ar: 'الكمية' },
  'Unit price': { fr: 'Prix unitaire', ar: 'سعر الوحدة' },
  Amount: { fr: 'Montant', ar: 'المبلغ' },
  Total: { fr: 'Total', ar: 'المجموع' },
  'Payment within the terms to billing account {billingId}. Thank you for shipping with us.': {
    fr: 'Paiement dans les délais convenus sur le compte de facturation {billingId}. Merci de votre confiance.',
    ar: 'يُرجى الدفع ضمن المهلة المتفق عليها إلى حساب الفوترة {billingId}. شكرًا لشحنكم معنا.',
  },
} as const satisfies Record<string, Record<Exclude<DocumentLanguage, 'en'>, string>>;

export type DocumentWord = keyof typeof WORDS;

/** The word in the document's language, its `{placeholders}` filled with the values as given. */
export function wordOf(
  language: DocumentLanguage,
  word: DocumentWord,
  values: Record<string, string> = {},
): string {
  const text: string = language === 'en' ? word : WORDS[word][language];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Where Intl writes each language's dates: Latin digits in Arabic too, as Lebanon writes them. */
const LOCALES: Record<Exclude<DocumentLanguage, 'en'>, string> = {
  fr: 'fr-LB',
  ar: 'ar-u-nu-latn',
};

function writtenDate(at: Date, language: Exclude<DocumentLanguage, 'en'>, month: 'short' | 'long') {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month,
    year: 'numeric',
  }).format(at);
}

/** A calendar date (`YYYY-MM-DD`) as the document's language writes it; English as given. */
export function documentDate(day: string, language: DocumentLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (language === 'en' || !match) return day;
  const at = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return writtenDate(at, language, 'long');
}

/** An instant's local date and time as the label prints it: English `YYYY-MM-DD HH:MM`. */
export function documentDateTime(at: Date, language: DocumentLanguage): string {
  if (language === 'en') return `${localDate(at)} ${localTime(at)}`;
  return `${writtenDate(at, language, 'short')} ${localTime(at)}`;
}
