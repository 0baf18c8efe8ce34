import type { Dictionary } from './language';

/**
 * The products' names and descriptions, the added services and the currencies
 * (domain/catalog.ts), as the creation payload answers them. Product names are brand
 * names: they stay, but for the words that say what they are.
 */
export const PRODUCT_WORDS: Dictionary = {
  'Express Worldwide': { fr: 'Express Worldwide', ar: 'Express Worldwide' },
  'Express 12:00': { fr: 'Express 12:00', ar: 'Express 12:00' },
  'Economy Select': { fr: 'Economy Select', ar: 'Economy Select' },
  'Domestic Express': { fr: 'Express national', ar: 'الشحن المحلي السريع' },
  'Domestic Express 12:00': { fr: 'Express national 12:00', ar: 'الشحن المحلي السريع 12:00' },
  'Domestic Economy': { fr: 'Économique national', ar: 'الشحن المحلي الاقتصادي' },
  'Delivery by the end of the day, in 1 to 3 business days to most countries.': {
    fr: 'Livraison avant la fin de la journée, en 1 à 3 jours ouvrés vers la plupart des pays.',
    ar: 'التسليم قبل نهاية اليوم، خلال 1 إلى 3 أيام عمل إلى معظم الدول.',
  },
  'Delivery by noon on the next possible business day.': {
    fr: 'Livraison avant midi le jour ouvré suivant possible.',
    ar: 'التسليم قبل الظهر في أقرب يوم عمل ممكن.',
  },
  'Road and air mix for heavier, less urgent parcels, 3 to 6 business days.': {
    fr: 'Transport routier et aérien pour les colis plus lourds et moins urgents, en 3 à 6 jours ouvrés.',
    ar: 'نقل بري وجوي للطرود الأثقل والأقل استعجالًا، خلال 3 إلى 6 أيام عمل.',
  },
  'Next business day delivery within the country.': {
    fr: 'Livraison le jour ouvré suivant dans le pays.',
    ar: 'التسليم في يوم العمل التالي داخل البلد.',
  },
  'Delivery by noon on the next business day within the country.': {
    fr: 'Livraison avant midi le jour ouvré suivant dans le pays.',
    ar: 'التسليم قبل الظهر في يوم العمل التالي داخل البلد.',
  },
  'Delivery in 2 to 4 business days within the country.': {
    fr: 'Livraison en 2 à 4 jours ouvrés dans le pays.',
    ar: 'التسليم خلال 2 إلى 4 أيام عمل داخل البلد.',
  },
};

/** The added services (creation payload's `added_services`). */
export const SERVICE_WORDS: Dictionary = {
  'Cash on Delivery (COD)': { fr: 'Paiement à la livraison (COD)', ar: 'الدفع عند الاستلام (COD)' },
  'Shipment Insurance': { fr: 'Assurance de l’expédition', ar: 'تأمين الشحنة' },
  'Signature on Delivery': { fr: 'Signature à la livraison', ar: 'التوقيع عند التسليم' },
  'Saturday Delivery': { fr: 'Livraison le samedi', ar: 'التسليم يوم السبت' },
  'Paperless Trade': { fr: 'Commerce sans papier', ar: 'التجارة الإلكترونية دون مستندات ورقية' },
};

/** The currencies (creation payload's `currencies`): the code stays, the name is said. */
export const CURRENCY_WORDS: Dictionary = {
  'USD - US Dollar': { fr: 'USD - Dollar américain', ar: 'USD - دولار أمريكي' },
  'EUR - Euro': { fr: 'EUR - Euro', ar: 'EUR - يورو' },
  'GBP - British Pound': { fr: 'GBP - Livre sterling', ar: 'GBP - جنيه إسترليني' },
  'AED - UAE Dirham': { fr: 'AED - Dirham des Émirats', ar: 'AED - درهم إماراتي' },
  'SAR - Saudi Riyal': { fr: 'SAR - Riyal saoudien', ar: 'SAR - ريال سعودي' },
  'LBP - Lebanese Pound': { fr: 'LBP - Livre libanaise', ar: 'LBP - ليرة لبنانية' },
  'CAD - Canadian Dollar': { fr: 'CAD - Dollar canadien', ar: 'CAD - دولار كندي' },
};
