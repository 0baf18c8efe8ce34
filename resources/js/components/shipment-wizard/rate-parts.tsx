import { formatMoney } from '@shared/billing/format';
import { messages } from '@shared/messages';
import type { QuoteMarks } from '@shared/rates/marks';
import type { RateQuote } from '@shared/rates/types';
import { ShortDate } from '@/components/dates';
import { Badge, Notice, RetryNotice } from '@/components/ui';
import type { RatesState } from './use-rates';

interface QuoteDetailProps {
  quote: RateQuote;
  /** False while the packages are not known: the date counts, the price does not yet. */
  priced: boolean;
  marks: QuoteMarks;
}

/** A product's price, its delivery date and its marks, under its name on a card. */
export function QuoteDetail({ quote, priced, marks }: QuoteDetailProps) {
  const product = quote.product.value;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-gray-700">
      {priced ? (
        <span className="font-semibold text-gray-900">{formatMoney(quote.total)}</span>
      ) : (
        <span>{messages.wizardPrices.priceAfterPackages}</span>
      )}
      <span>
        Arrives <ShortDate value={quote.delivery.estimatedDate} />
      </span>
      {priced && marks.cheapest === product && <Badge tone="success">Cheapest</Badge>}
      {marks.fastest === product && <Badge tone="info">Fastest</Badge>}
    </span>
  );
}

/**
 * What the wizard says of prices when it has none to show: not offered by the provider
 * (plainly, once), or not fetched this time, with a retry. Otherwise nothing.
 */
export function RatesNotice({ rates }: { rates: RatesState }) {
  if (rates.status === 'not-offered') return <Notice>{messages.wizardPrices.notOffered}</Notice>;
  if (rates.status !== 'failed') return null;
  return <RetryNotice onRetry={rates.retry}>{messages.wizardPrices.failed}</RetryNotice>;
}
