import type { I18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, FORMAT_LOCALES, isLanguage } from '@shared/i18n/languages';
import type { ShipmentMode } from '@shared/shipment-wizard/mode';
import type { StepKey } from '@shared/shipment-wizard/steps';

/**
 * What the wizard and the shipment pages write in the page's language (docs/i18n.md):
 * numbers and amounts in its locale with Latin digits.
 */
export const formatLocale = (i18n: I18n): string =>
  FORMAT_LOCALES[isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE];

/** A count written for the page's language ('1,234', '1 234'). */
export const counted = (i18n: I18n, n: number): string => n.toLocaleString(formatLocale(i18n));

/**
 * The names `shared/shipment-wizard` gives the steps and the shipment modes, for the
 * catalogs: drawn with `i18n._(step.label)` and `i18n._(MODE_LABELS[mode])`.
 */
export const STEP_NAMES: Record<StepKey, string> = {
  pickup: /*i18n*/ 'Pickup Address',
  consignee: /*i18n*/ 'Choose Consignee',
  references: /*i18n*/ 'References',
  delivery: /*i18n*/ 'Delivery Address',
  service: /*i18n*/ 'Service Selection',
  packages: /*i18n*/ 'Packages',
};

export const MODE_NAMES: Record<ShipmentMode, string> = {
  international: /*i18n*/ 'International (EXP)',
  domestic: /*i18n*/ 'Domestic (DOM)',
};
