import { Trans } from '@lingui/react';
import { formatMoney } from '@shared/billing/format';
import { FORMAT_LOCALES, type Language, languageOf } from '@shared/i18n/languages';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { pickupDateLabel } from '@shared/pickups/dates';
import { markQuotes } from '@shared/rates/marks';
import type { RateQuote, RatesAnswer } from '@shared/rates/types';
import { Badge, Button, Card, RetryNotice } from '@/components/ui';
import { Notice } from '@/components/ui/notice';
import { useWords } from '@/lib/i18n';

const words = messages.quote;

/** A weight in the page's language, Latin digits: '2.5 kg', '2,5 kg'. */
const kilos = (value: number, language: Language) =>
  `${value.toLocaleString(FORMAT_LOCALES[language], { maximumFractionDigits: 2 })} kg`;

/**
 * A calendar date ('yyyy-MM-dd') in the page's language: '25 Nov 2026' in English, as
 * pickups write it, '25 nov. 2026' in French. Read as a calendar date, never through a
 * time zone, so it cannot move a day; anything else is shown as sent.
 */
function dateLabel(value: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (language === 'en' || !match) return pickupDateLabel(value);
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Intl.DateTimeFormat(FORMAT_LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
}

/**
 * Which weight was charged, and the two it was chosen from (the bill's first question);
 * each weight reads left to right in any language.
 */
function WeightLine({ weights, language }: Pick<RateQuote, 'weights'> & { language: Language }) {
  const values = {
    chargeable: <bdi dir="ltr">{kilos(weights.chargeable, language)}</bdi>,
    actual: <bdi dir="ltr">{kilos(weights.actual, language)}</bdi>,
    volumetric: <bdi dir="ltr">{kilos(weights.volumetric, language)}</bdi>,
  };
  // The greater of the two is charged (rounded up to the provider's step).
  return weights.volumetric > weights.actual ? (
    <Trans
      id="Charged on {chargeable} (volumetric): actual {actual}, volumetric {volumetric}"
      values={values}
    />
  ) : (
    <Trans
      id="Charged on {chargeable} (actual): actual {actual}, volumetric {volumetric}"
      values={values}
    />
  );
}

interface QuoteCardProps {
  quote: RateQuote;
  cheapest: boolean;
  fastest: boolean;
  onShip: (product: string) => void;
  shipping: boolean;
}

function QuoteCard({ quote, cheapest, fastest, onShip, shipping }: QuoteCardProps) {
  const i18n = useWords();
  const language = languageOf(i18n.locale);
  const money = (amount: RateQuote['total']) => formatMoney(amount, FORMAT_LOCALES[language]);
  const { delivery } = quote;
  return (
    <li className="rounded-card border border-gray-200 bg-white p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-gray-900">{quote.product.label}</h3>
          <div className="mt-1 flex flex-wrap gap-2">
            {cheapest && <Badge tone="success">{i18n._('Cheapest')}</Badge>}
            {fastest && <Badge tone="info">{i18n._('Fastest')}</Badge>}
          </div>
        </div>
        <p className="text-xl font-semibold text-gray-900">{money(quote.total)}</p>
      </div>
      <dl className="mt-3 grid gap-1 text-sm text-gray-700 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium text-gray-900">{i18n._('Delivery:')} </dt>
          <dd className="inline">
            {i18n._(
              '{estimated} ({count, plural, one {{count} business day} other {{count} business days}} from {shipDate})',
              {
                estimated: dateLabel(delivery.estimatedDate, language),
                count: delivery.businessDays,
                shipDate: dateLabel(delivery.shipDate, language),
              },
            )}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-gray-900">{i18n._('Order by:')} </dt>
          <dd className="inline">
            {i18n._('{cutoff} on the ship date', { cutoff: delivery.cutoff })}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="sr-only">{i18n._('Weight')}</dt>
          <dd>
            <WeightLine weights={quote.weights} language={language} />
          </dd>
        </div>
      </dl>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 hover:text-brand-800">
          {i18n._('Price breakdown')}
        </summary>
        <dl className="mt-2 divide-y divide-gray-100">
          {quote.breakdown.map((line) => (
            <div key={line.code} className="flex justify-between gap-3 py-1.5">
              <dt className="text-gray-700">{line.label}</dt>
              <dd className="text-gray-900">{money(line.amount)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 py-1.5 font-semibold text-gray-900">
            <dt>{i18n._('Total')}</dt>
            <dd>{money(quote.total)}</dd>
          </div>
        </dl>
      </details>
      <div className="mt-4 flex justify-end">
        <Button
          onClick={() => onShip(quote.product.value)}
          busy={shipping}
          busyText={i18n._('Opening...')}
        >
          {i18n._('Ship this')}
          <span className="sr-only">
            {' '}
            {i18n._('with {product}', { product: quote.product.label })}
          </span>
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
  const i18n = useWords();
  if (answer.state === 'not-offered') return <Notice>{say(i18n, words.notOffered)}</Notice>;
  if (answer.state === 'failed') {
    return (
      <RetryNotice onRetry={onRetry} retrying={retrying}>
        {say(i18n, words.failed)}
      </RetryNotice>
    );
  }
  if (answer.quotes.length === 0) return <Notice>{say(i18n, words.noProducts)}</Notice>;
  const marks = markQuotes(answer.quotes);
  const sorted = [...answer.quotes].sort((a, b) => a.total.value - b.total.value);
  return (
    <Card
      title={i18n._('{count, plural, one {{count} service} other {{count} services}}', {
        count: answer.quotes.length,
      })}
    >
      <p className="mb-4 text-sm text-gray-700">
        {account
          ? i18n._('Prices of {account}.', { account })
          : i18n._('Published prices. Sign in to see your account’s prices.')}{' '}
        {i18n._('Each price holds for 24 hours.')}
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
