import clsx from 'clsx';
import type { Money, ShipmentBilling } from '@shared/billing/types';
import { useFormatLocale } from '@/components/dates';
import { useWords } from '@/lib/i18n';
import { ltrValues, useIsolate } from './ltr';

/** '42.10 USD', as a quote reads it (shared/billing/adjustment.ts), in the page's locale. */
const amount = (money: Money, locale: string) =>
  `${money.value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${money.currency}`;

const kilos = (value: number, locale: string) =>
  `${Number(value.toFixed(2)).toLocaleString(locale)} kg`;

/**
 * The shipment's price as quoted against what it is billed, in the tracking drawer: 'Quoted
 * 42.10 USD' while billed as quoted, and the billed amount with the weights that made it
 * differ once the provider weighed it at pickup ('Quoted 42.10 USD · Billed 48.60 USD:
 * measured 7.2 kg, declared 6.5 kg', as shared/billing/adjustment.ts writes it). Nothing
 * without a quote.
 */
export function BillingLine({ billing }: { billing: ShipmentBilling | null | undefined }) {
  const i18n = useWords();
  const locale = useFormatLocale();
  const isolate = useIsolate();
  if (!billing?.quoted) return null;
  const adjusted = Boolean(billing.adjustment);
  let line;
  if (billing.adjustment && billing.billed) {
    const values = {
      quoted: amount(billing.quoted, locale),
      billed: amount(billing.billed, locale),
      measured: kilos(billing.adjustment.measuredWeight, locale),
      declared: kilos(billing.adjustment.declaredWeight, locale),
    };
    line = isolate(
      i18n._(
        'Quoted {quoted} · Billed {billed}: measured {measured}, declared {declared}',
        ltrValues(values),
      ),
      values,
    );
  } else {
    const values = { amount: amount(billing.quoted, locale) };
    line = isolate(i18n._('Quoted {amount}', ltrValues(values)), values);
  }
  return (
    <p
      data-testid="billing-line"
      className={clsx(
        'rounded-card border p-3 text-sm',
        adjusted
          ? 'border-amber-200 bg-amber-50 text-amber-900'
          : 'border-gray-200 bg-gray-50 text-gray-800',
      )}
    >
      {line}
    </p>
  );
}
