import type { I18n } from '@lingui/core';
import { Trans } from '@lingui/react';
import { formatMoney } from '@shared/billing/format';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { markQuotes, quoteOf } from '@shared/rates/marks';
import type { RateQuote } from '@shared/rates/types';
import { ShortDate } from '@/components/dates';
import { RadioCards } from '@/components/ui';
import { QuoteDetail, RatesNotice } from './rate-parts';
import { useWords } from '@/lib/i18n';
import type { RatesState } from './use-rates';
import { formatLocale } from '@/lib/numbers';

interface PriceSummaryProps {
  rates: RatesState;
  /** The product chosen in the wizard. */
  productCode: string;
  /** Only the products the wizard offers for this shipment (its mode's group). */
  offered: readonly string[];
  onChoose: (productCode: string) => void;
}

/** A weight in kilograms, to the hundredth ('2.5 kg'), in the page's language. */
const kilos = (i18n: I18n, n: number) =>
  new Intl.NumberFormat(formatLocale(i18n), {
    style: 'unit',
    unit: 'kilogram',
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(n);

/** The chosen product's total, what it is made of, which weight it counts, and when it arrives. */
function Quoted({ quote, priced }: { quote: RateQuote; priced: boolean }) {
  const i18n = useWords();
  const locale = formatLocale(i18n);
  const { weights, delivery } = quote;
  return (
    <div className="space-y-3 text-sm">
      {priced ? (
        <>
          <p className="flex items-baseline justify-between gap-3">
            <span className="text-gray-700">{i18n._('Total')}</span>
            <span className="text-xl font-semibold text-gray-900">
              {formatMoney(quote.total, locale)}
            </span>
          </p>
          <dl className="space-y-1" aria-label={i18n._('Price breakdown')}>
            {quote.breakdown.map((line) => (
              <div key={line.code} className="flex justify-between gap-3">
                <dt className="text-gray-700">{line.label}</dt>
                <dd className="text-gray-900 tabular-nums">{formatMoney(line.amount, locale)}</dd>
              </div>
            ))}
          </dl>
          <p className="text-gray-700">
            {/* Unmeasured (domestic) packages have no weight by size to compare with. */}
            {weights.volumetric > 0
              ? i18n._('Charged on {chargeable}: actual {actual}, by size {volumetric}.', {
                  chargeable: kilos(i18n, weights.chargeable),
                  actual: kilos(i18n, weights.actual),
                  volumetric: kilos(i18n, weights.volumetric),
                })
              : i18n._('Charged on {chargeable}.', { chargeable: kilos(i18n, weights.chargeable) })}
          </p>
        </>
      ) : (
        <p className="text-gray-700">{say(i18n, messages.wizardPrices.fillPackages)}</p>
      )}
      <p className="text-gray-700">
        <Trans
          id="Estimated delivery <0/>, {days, plural, one {{days} business day} other {{days} business days}}; booked after {cutoff}, it leaves the next business day."
          values={{ days: delivery.businessDays, cutoff: delivery.cutoff }}
          components={{
            0: (
              <span className="font-medium text-gray-900">
                <ShortDate value={delivery.estimatedDate} />
              </span>
            ),
          }}
        />
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
  const i18n = useWords();
  const loading = rates.status === 'loading';
  return (
    <section aria-label={i18n._('Price and delivery')} aria-busy={loading} className="space-y-4">
      <RatesNotice rates={rates} />
      {loading && (
        <p role="status" className="text-sm text-gray-600">
          {say(i18n, messages.wizardPrices.loading)}
        </p>
      )}
      {chosen && <Quoted quote={chosen} priced={rates.priced} />}
      {!chosen && quotes.length > 0 && (
        <p className="text-sm text-gray-700">
          {say(
            i18n,
            productCode ? messages.wizardPrices.notQuoted : messages.wizardPrices.chooseService,
          )}
        </p>
      )}
      {quotes.length > 1 && (
        <RadioCards
          legend={i18n._('Switch service')}
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
