import { formatMoney } from '@shared/billing/format';
import { messages } from '@shared/messages';
import { markQuotes, quoteOf } from '@shared/rates/marks';
import type { RateQuote } from '@shared/rates/types';
import { ShortDate } from '@/components/dates';
import { RadioCards } from '@/components/ui';
import { QuoteDetail, RatesNotice } from './rate-parts';
import type { RatesState } from './use-rates';

interface PriceSummaryProps {
  rates: RatesState;
  /** The product chosen in the wizard. */
  productCode: string;
  /** Only the products the wizard offers for this shipment (its mode's group). */
  offered: readonly string[];
  onChoose: (productCode: string) => void;
}

const kilos = (n: number) => `${Math.round(n * 100) / 100} kg`;

/** The chosen product's total, what it is made of, which weight it counts, and when it arrives. */
function Quoted({ quote, priced }: { quote: RateQuote; priced: boolean }) {
  const { weights, delivery } = quote;
  return (
    <div className="space-y-3 text-sm">
      {priced ? (
        <>
          <p className="flex items-baseline justify-between gap-3">
            <span className="text-gray-700">Total</span>
            <span className="text-xl font-semibold text-gray-900">{formatMoney(quote.total)}</span>
          </p>
          <dl className="space-y-1" aria-label="Price breakdown">
            {quote.breakdown.map((line) => (
              <div key={line.code} className="flex justify-between gap-3">
                <dt className="text-gray-700">{line.label}</dt>
                <dd className="text-gray-900 tabular-nums">{formatMoney(line.amount)}</dd>
              </div>
            ))}
          </dl>
          <p className="text-gray-700">
            Charged on {kilos(weights.chargeable)}
            {/* Unmeasured (domestic) packages have no weight by size to compare with. */}
            {weights.volumetric > 0
              ? `: actual ${kilos(weights.actual)}, by size ${kilos(weights.volumetric)}.`
              : '.'}
          </p>
        </>
      ) : (
        <p className="text-gray-700">{messages.wizardPrices.fillPackages}</p>
      )}
      <p className="text-gray-700">
        Estimated delivery{' '}
        <span className="font-medium text-gray-900">
          <ShortDate value={delivery.estimatedDate} />
        </span>
        , {delivery.businessDays} business {delivery.businessDays === 1 ? 'day' : 'days'}; booked
        after {delivery.cutoff}, it leaves the next business day.
      </p>
    </div>
  );
}

/**
 * The price part of the summary beside the Packages step: the chosen product's total and
 * breakdown and its delivery date, then every product quoted, the cheapest and the fastest
 * marked, to switch to another from here.
 */
export function PriceSummary({ rates, productCode, offered, onChoose }: PriceSummaryProps) {
  const quotes = rates.quotes.filter((q) => offered.includes(q.product.value));
  const chosen = quoteOf(quotes, productCode);
  const marks = markQuotes(rates.priced ? quotes : []);
  const loading = rates.status === 'loading';
  return (
    <section aria-label="Price and delivery" aria-busy={loading} className="space-y-4">
      <RatesNotice rates={rates} />
      {loading && (
        <p role="status" className="text-sm text-gray-600">
          {messages.wizardPrices.loading}
        </p>
      )}
      {chosen && <Quoted quote={chosen} priced={rates.priced} />}
      {!chosen && quotes.length > 0 && (
        <p className="text-sm text-gray-700">
          {productCode ? messages.wizardPrices.notQuoted : messages.wizardPrices.chooseService}
        </p>
      )}
      {quotes.length > 1 && (
        <RadioCards
          legend="Switch service"
          name="summaryProduct"
          value={productCode}
          onChange={onChoose}
          columns={1}
          options={quotes.map((quote) => ({
            value: quote.product.value,
            label: quote.product.label,
            detail: <QuoteDetail quote={quote} priced={rates.priced} marks={marks} />,
          }))}
        />
      )}
    </section>
  );
}
