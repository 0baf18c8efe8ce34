import { formatMoney } from '@shared/billing/format';
import { messages } from '@shared/messages';
import { pickupDateLabel as dateLabel } from '@shared/pickups/dates';
import { markQuotes } from '@shared/rates/marks';
import type { RateQuote, RatesAnswer } from '@shared/rates/types';
import { Badge, Button, Card, RetryNotice } from '@/components/ui';
import { Notice } from '@/components/ui/notice';

const words = messages.quote;

const kilos = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: 2 })} kg`;

/** Which weight was charged, and the two it was chosen from (the bill's first question). */
function weightLine({ weights }: RateQuote): string {
  // The greater of the two is charged (rounded up to the provider's step).
  const used = weights.volumetric > weights.actual ? 'volumetric' : 'actual';
  return `Charged on ${kilos(weights.chargeable)} (${used}): actual ${kilos(weights.actual)}, volumetric ${kilos(weights.volumetric)}`;
}

interface QuoteCardProps {
  quote: RateQuote;
  cheapest: boolean;
  fastest: boolean;
  onShip: (product: string) => void;
  shipping: boolean;
}

function QuoteCard({ quote, cheapest, fastest, onShip, shipping }: QuoteCardProps) {
  const { delivery } = quote;
  const days =
    delivery.businessDays === 1 ? '1 business day' : `${delivery.businessDays} business days`;
  return (
    <li className="rounded-card border border-gray-200 bg-white p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-gray-900">{quote.product.label}</h3>
          <div className="mt-1 flex flex-wrap gap-2">
            {cheapest && <Badge tone="success">Cheapest</Badge>}
            {fastest && <Badge tone="info">Fastest</Badge>}
          </div>
        </div>
        <p className="text-xl font-semibold text-gray-900">{formatMoney(quote.total)}</p>
      </div>
      <dl className="mt-3 grid gap-1 text-sm text-gray-700 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium text-gray-900">Delivery: </dt>
          <dd className="inline">
            {dateLabel(delivery.estimatedDate)} ({days} from {dateLabel(delivery.shipDate)})
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-gray-900">Order by: </dt>
          <dd className="inline">{delivery.cutoff} on the ship date</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="sr-only">Weight</dt>
          <dd>{weightLine(quote)}</dd>
        </div>
      </dl>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 hover:text-brand-800">
          Price breakdown
        </summary>
        <dl className="mt-2 divide-y divide-gray-100">
          {quote.breakdown.map((line) => (
            <div key={line.code} className="flex justify-between gap-3 py-1.5">
              <dt className="text-gray-700">{line.label}</dt>
              <dd className="text-gray-900">{formatMoney(line.amount)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 py-1.5 font-semibold text-gray-900">
            <dt>Total</dt>
            <dd>{formatMoney(quote.total)}</dd>
          </div>
        </dl>
      </details>
      <div className="mt-4 flex justify-end">
        <Button onClick={() => onShip(quote.product.value)} busy={shipping} busyText="Opening...">
          Ship this<span className="sr-only"> with {quote.product.label}</span>
        </Button>
      </div>
    </li>
  );
}

interface QuoteResultsProps {
  answer: RatesAnswer;
  /** Whose prices: the account's name, or null for the published ones. */
  account: string | null;
  onRetry: () => void;
  retrying: boolean;
  onShip: (product: string) => void;
  shipping: string | null;
}

/** The answer: every product with its price, delivery date and breakdown; or why there is none. */
export function QuoteResults({
  answer,
  account,
  onRetry,
  retrying,
  onShip,
  shipping,
}: QuoteResultsProps) {
  if (answer.state === 'not-offered') return <Notice>{words.notOffered}</Notice>;
  if (answer.state === 'failed') {
    return (
      <RetryNotice onRetry={onRetry} retrying={retrying}>
        {words.failed}
      </RetryNotice>
    );
  }
  if (answer.quotes.length === 0) return <Notice>{words.noProducts}</Notice>;
  const marks = markQuotes(answer.quotes);
  const sorted = [...answer.quotes].sort((a, b) => a.total.value - b.total.value);
  return (
    <Card
      title={`${answer.quotes.length === 1 ? '1 service' : `${answer.quotes.length} services`}`}
    >
      <p className="mb-4 text-sm text-gray-700">
        {account
          ? `Prices of ${account}.`
          : 'Published prices. Sign in to see your account’s prices.'}{' '}
        Each price holds for 24 hours.
      </p>
      <ul className="space-y-4">
        {sorted.map((quote) => (
          <QuoteCard
            key={quote.product.value}
            quote={quote}
            cheapest={marks.cheapest === quote.product.value}
            fastest={marks.fastest === quote.product.value}
            onShip={onShip}
            shipping={shipping === quote.product.value}
          />
        ))}
      </ul>
    </Card>
  );
}
