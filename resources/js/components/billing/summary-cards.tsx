import clsx from 'clsx';
import { formatMoney } from '@shared/billing/format';
import { billingWords } from '@shared/billing/adjustment';
import type { InvoiceSummary } from '@shared/billing/types';
import { say } from '@shared/i18n/wording';
import { useFormatLocale } from '@/components/dates';
import { useWords } from '@/lib/i18n';

/** The account's position: what is left to pay, how much is late, what was paid this month. */
export function SummaryCards({ summary }: { summary: InvoiceSummary }) {
  const i18n = useWords();
  const locale = useFormatLocale();
  const items = [
    {
      label: i18n._('Outstanding amount'),
      value: formatMoney(summary.outstanding, locale),
    },
    {
      label: i18n._('Overdue invoices'),
      value: summary.overdueCount.toLocaleString(locale),
      alert: summary.overdueCount > 0,
    },
    { label: i18n._('Paid this month'), value: formatMoney(summary.paidThisMonth, locale) },
    // Extension: what weighing at pickup added to the quotes, over the dates shown.
    ...(summary.adjustmentsTotal
      ? [
          {
            label: say(i18n, billingWords.adjustmentsTotal),
            value: formatMoney(summary.adjustmentsTotal, locale),
            alert: false,
          },
        ]
      : []),
  ];
  return (
    <dl
      aria-label={i18n._('Account summary')}
      className={clsx(
        'mb-6 grid gap-3',
        items.length > 3 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3',
      )}
    >
      {items.map((item) => (
        <div
          key={item.label}
          className="rounded-card border border-gray-200 bg-white p-4 shadow-card"
        >
          <dt className="text-sm font-medium text-gray-600">{item.label}</dt>
          <dd
            className={clsx(
              'mt-1 text-2xl font-semibold tabular-nums',
              item.alert ? 'text-red-700' : 'text-gray-900',
            )}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
