// The commercial invoice's own words and how it writes amounts, weights and dates, in the
// reader's language (docs/i18n.md): the words from the server's catalogs through the request's
// Lingui instance, figures and dates for the language with Latin digits (FORMAT_LOCALES).
// What the provider gives (names, addresses, descriptions, codes) prints as given.
import type { I18n } from '@lingui/core';
import type { ExportReason } from '../../../shared/customs/invoice';
import { FORMAT_LOCALES, languageOf, type Language } from '../../../shared/i18n/languages';

/** Why the goods leave, as the invoice names it. */
export const REASON_WORDS: Record<ExportReason, string> = {
  sale: /*i18n*/ 'Sale',
  gift: /*i18n*/ 'Gift',
  sample: /*i18n*/ 'Sample',
  return: /*i18n*/ 'Return',
  repair: /*i18n*/ 'Repair',
};

/** The declaration the signer makes, in English word for word as customs asks for it. */
export const DECLARATION =
  /*i18n*/ 'I declare that the information on this invoice is true and correct';

/**
 * A value set apart from the words around it, as `<bdi>` does on a page: phone numbers,
 * e-mails and tax numbers read left to right (`ltr`), a name in its own direction (`auto`),
 * whatever the language of the sentence holding it.
 */
export const isolate = (value: string, direction: 'ltr' | 'auto') =>
  `${direction === 'ltr' ? '\u2066' : '\u2068'}${value}\u2069`;

export interface InvoiceWords {
  i18n: I18n;
  language: Language;
  /** Whether the document's words read right to left: the layout is mirrored. */
  rtl: boolean;
  /** An amount with two decimals and its currency: `USD 1,234.50`. */
  money: (value: number, currency: string) => string;
  /** A count or a weight as the language writes it, up to three decimals. */
  figure: (value: number) => string;
  /** A calendar date (`YYYY-MM-DD`) written out for the language; anything else as given. */
  date: (day: string) => string;
}

interface Formats {
  amount: Intl.NumberFormat;
  figure: Intl.NumberFormat;
  date: Intl.DateTimeFormat;
}

/** Made once per language: an Intl format costs more to make than to use. */
const formats = new Map<Language, Formats>();

function formatsOf(language: Language): Formats {
  let made = formats.get(language);
  if (!made) {
    const locale = FORMAT_LOCALES[language];
    made = {
      amount: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      figure: new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }),
      date: new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    };
    formats.set(language, made);
  }
  return made;
}

/** The invoice's words and formats in the language of `i18n` (English for any other). */
export function invoiceWords(i18n: I18n): InvoiceWords {
  const language: Language = languageOf(i18n.locale);
  const format = formatsOf(language);
  return {
    i18n,
    language,
    rtl: language === 'ar',
    money: (value, currency) => `${currency} ${format.amount.format(value)}`,
    figure: (value) => format.figure.format(value),
    date: (day) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
      if (!match) return day;
      return format.date.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    },
  };
}
