import type { I18n } from '@lingui/core';
import { FORMAT_LOCALES, languageOf } from '@shared/i18n/languages';

/**
 * Numbers and amounts as the page's language writes them, with Latin digits
 * (docs/i18n.md, 'Dates, numbers and amounts').
 */
export const formatLocale = (i18n: I18n): string => FORMAT_LOCALES[languageOf(i18n.locale)];

/** A count written for the page's language ('1,234', '1 234'). */
export const counted = (i18n: I18n, n: number): string => n.toLocaleString(formatLocale(i18n));
