import { say, sayOptions, type WordLanguage } from './words/language';
import { ENUM_WORDS } from './words/enums';

/**
 * The provider's reference lists: what /enums, the creation payload and the status
 * options answer, and what shipment and pickup validation accepts.
 */
export interface Option {
  value: string;
  label: string;
}

export const ADDRESS_TYPES: Option[] = [
  { value: 'residential', label: 'Residential' },
  { value: 'business', label: 'Business' },
  { value: 'warehouse', label: 'Warehouse' },
];

/** spec §9: DDU - Consignee pays by CASH, DDP - Shipper by ACCOUNT. */
export const CUSTOMS_PAYMENT_TYPES: Option[] = [
  { value: 'DDU - Consignee', label: 'DDU - Consignee' },
  { value: 'DDP - Shipper', label: 'DDP - Shipper' },
];
export const CUSTOMS_PAYMENT_METHOD: Record<string, string> = {
  'DDU - Consignee': 'CASH',
  'DDP - Shipper': 'ACCOUNT',
};

export const PAYMENT_METHODS: Option[] = [
  { value: 'CASH', label: 'Cash' },
  { value: 'ACCOUNT', label: 'Account' },
];

/** spec §9: freight is always paid by the shipper's account. */
export const FREIGHT_PAYMENT = { paymentType: 'S', paymentMethod: 'ACCOUNT' } as const;

export const COMMODITY_TYPES: Option[] = [
  { value: 'documents', label: 'Documents' },
  { value: 'merchandise', label: 'Merchandise' },
  { value: 'gift', label: 'Gift' },
  { value: 'commercial_sample', label: 'Commercial Sample' },
  { value: 'returned_goods', label: 'Returned Goods' },
  { value: 'personal_effects', label: 'Personal Effects' },
];

export const DIMENSION_UNITS: Option[] = [
  { value: 'cm', label: 'Centimeters (cm)' },
  { value: 'in', label: 'Inches (in)' },
];

export const WEIGHT_UNITS: Option[] = [
  { value: 'kg', label: 'Kilograms (kg)' },
  { value: 'lb', label: 'Pounds (lb)' },
];

export const PACKAGE_TYPES: Option[] = [
  { value: 'box', label: 'Box' },
  { value: 'envelope', label: 'Envelope' },
  { value: 'flyer', label: 'Flyer' },
  { value: 'tube', label: 'Tube' },
  { value: 'pallet', label: 'Pallet' },
];

export const PRODUCT_GROUPS: Option[] = [
  { value: 'EXP', label: 'International Express' },
  { value: 'DOM', label: 'Domestic' },
];

export interface Product extends Option {
  description: string;
  product_group: 'EXP' | 'DOM';
  /** Business days from pick-up to delivery, for the ETA. */
  transitDays: number;
}

export const PRODUCTS: Product[] = [
  {
    value: 'P',
    label: 'Express Worldwide',
    description: 'Delivery by the end of the day, in 1 to 3 business days to most countries.',
    product_group: 'EXP',
    transitDays: 3,
  },
  {
    value: 'Y',
    label: 'Express 12:00',
    description: 'Delivery by noon on the next possible business day.',
    product_group: 'EXP',
    transitDays: 2,
  },
  {
    value: 'H',
    label: 'Economy Select',
    description: 'Road and air mix for heavier, less urgent parcels, 3 to 6 business days.',
    product_group: 'EXP',
    transitDays: 5,
  },
  {
    value: 'N',
    label: 'Domestic Express',
    description: 'Next business day delivery within the country.',
    product_group: 'DOM',
    transitDays: 1,
  },
  {
    value: 'T',
    label: 'Domestic Express 12:00',
    description: 'Delivery by noon on the next business day within the country.',
    product_group: 'DOM',
    transitDays: 1,
  },
  {
    value: 'G',
    label: 'Domestic Economy',
    description: 'Delivery in 2 to 4 business days within the country.',
    product_group: 'DOM',
    transitDays: 3,
  },
];

export const CURRENCIES: Option[] = [
  { value: 'USD', label: 'USD - US Dollar' },
  { value: 'EUR', label: 'EUR - Euro' },
  { value: 'GBP', label: 'GBP - British Pound' },
  { value: 'AED', label: 'AED - UAE Dirham' },
  { value: 'SAR', label: 'SAR - Saudi Riyal' },
  { value: 'LBP', label: 'LBP - Lebanese Pound' },
  { value: 'CAD', label: 'CAD - Canadian Dollar' },
];
export const DEFAULT_CURRENCY = 'USD';

export const ADDED_SERVICES: Option[] = [
  { value: 'COD', label: 'Cash on Delivery (COD)' },
  { value: 'INSURANCE', label: 'Shipment Insurance' },
  { value: 'SIGNATURE', label: 'Signature on Delivery' },
  { value: 'SATURDAY', label: 'Saturday Delivery' },
  { value: 'PAPERLESS', label: 'Paperless Trade' },
];

export const values = (options: Option[]) => options.map((option) => option.value);

/** What /enums answers, labelled in `language` (the list-languages extension). */
export function enums(language: WordLanguage = 'en') {
  const lists = {
    address_types: ADDRESS_TYPES,
    customs_payment_type: CUSTOMS_PAYMENT_TYPES,
    payment_methods: PAYMENT_METHODS,
    commodity_types: COMMODITY_TYPES,
    dimension_units: DIMENSION_UNITS,
    weight_units: WEIGHT_UNITS,
    package_types: PACKAGE_TYPES,
    product_groups: PRODUCT_GROUPS,
  };
  if (language === 'en') return lists;
  return Object.fromEntries(
    Object.entries(lists).map(([name, list]) => [name, sayOptions(ENUM_WORDS, language, list)]),
  ) as typeof lists;
}

/**
 * A value's label, in `language` when it is one of the /enums lists' (an answer's
 * commodity or package type reads as the list the portal matches it against).
 */
export const labelOf = (options: Option[], value: string | null, language: WordLanguage = 'en') => {
  const label = options.find((option) => option.value === value)?.label;
  return label === undefined ? (value ?? '') : say(ENUM_WORDS, language, label);
};
