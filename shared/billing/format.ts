import type { Money } from './types';

/** '$1,234.50', or '1,234.50 XYZ' for a code the browser does not know as a currency. */
export function formatMoney(money: Money, locale = 'en-US'): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(
      money.value,
    );
  } catch {
    const amount = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(money.value);
    return money.currency ? `${amount} ${money.currency}` : amount;
  }
}

/** The status's words on the badge. */
export const STATUS_LABELS: Record<string, string> = {
  paid: /*i18n*/ 'Paid',
  due: /*i18n*/ 'Due',
  overdue: /*i18n*/ 'Overdue',
};

export const statusLabel = (status: string) =>
  STATUS_LABELS[status] ?? (status ? status[0]!.toUpperCase() + status.slice(1) : 'Unknown');
