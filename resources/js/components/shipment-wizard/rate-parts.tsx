import { Trans } from '@lingui/react';
import { formatMoney } from '@shared/billing/format';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { QuoteMarks } from '@shared/rates/marks';
import type { RateQuote } from '@shared/rates/types';
import { ShortDate } from '@/components/dates';
import { Badge, Notice, RetryNotice } from '@/components/ui';
import { useWords } from '@/lib/i18n';
import type { RatesState } from './use-rates';
import { formatLocale } from '@/lib/numbers';

interface QuoteDetailProps {
  quote: RateQuote;
  /** False while the packages are not known: the date counts, the price does not yet. */
  priced: boolean;
  marks: QuoteMarks;
}

/** A product's price, its delivery date and its marks, under its name on a card. */
export function QuoteDetail({ quote, priced, marks }: QuoteDetailProps) {
  const i18n = useWords();
  const product = quote.product.value;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-gray-700">
      {priced ? (
        <span className="font-semibold text-gray-900">
          {formatMoney(quote.total, formatLocale(i18n))}
        </span>
      ) : (
        <span>{say(i18n, messages.wizardPrices.priceAfterPackages)}</span>
      )}
      <span>
        <Trans
          id="Arrives <0/>"
          components={{ 0: <ShortDate value={quote.delivery.estimatedDate} /> }}
        />
      </span>
      {priced && marks.cheapest === product && <Badge tone="success">{i18n._('Cheapest')}</Badge>}
      {marks.fastest === product && <Badge tone="info">{i18n._('Fastest')}</Badge>}
    </span>
  );
}

/**
 * What the wizard says of prices when it has none to show: not offered by the provider
 * (plainly, once), or not fetched this time, with a retry. Otherwise nothing.
 */
export function RatesNotice({ rates }: { rates: RatesState }) {
  const i18n = useWords();
  if (rates.status === 'not-offered') {
    return <Notice>{say(i18n, messages.wizardPrices.notOffered)}</Notice>;
  }
  if (rates.status !== 'failed') return null;
  return <RetryNotice onRetry={rates.retry}>{say(i18n, messages.wizardPrices.failed)}</RetryNotice>;
}
