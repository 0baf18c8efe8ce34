import { Trans } from '@lingui/react';
import { formatMoney } from '@shared/billing/format';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { quoteOf } from '@shared/rates/marks';
import type { RateQuote } from '@shared/rates/types';
import { wizardRateAsk } from '@shared/rates/wizard-input';
import type { WizardValues } from '@shared/shipment-wizard/values';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useWords } from '@/lib/i18n';
import { fetchRates } from './requests';
import { formatLocale } from '@/lib/numbers';

/** What the wizard shows once the provider has said the quote expired: the new price, if any. */
export type Repriced = { quote: RateQuote | null } | null;

/** A new quote of the chosen product for the values as they are; null when none is had. */
export async function freshQuote(values: WizardValues, draftId: string): Promise<RateQuote | null> {
  const ask = wizardRateAsk(values);
  if (ask.kind !== 'ask' || !ask.priced) return null;
  const answer = await fetchRates({ ...ask.input, draftId }).catch(() => null);
  return answer?.state === 'quoted' ? quoteOf(answer.quotes, values.productCode) : null;
}

interface ExpiredQuoteProps {
  repriced: Repriced;
  busy: boolean;
  onClose: () => void;
  /** Books again, with the new quote's id ('' when there is none). */
  onConfirm: (quoteId: string) => void;
}

/**
 * The provider books at the quoted price only while the quote is valid; past that it
 * refuses the quote id, and the customer sees the new price and confirms it before the
 * shipment is booked.
 */
export function ExpiredQuote({ repriced, busy, onClose, onConfirm }: ExpiredQuoteProps) {
  const i18n = useWords();
  const quote = repriced?.quote ?? null;
  return (
    <ConfirmDialog
      open={repriced !== null}
      onClose={onClose}
      onConfirm={() => onConfirm(quote?.quoteId ?? '')}
      busy={busy}
      busyText={i18n._('Creating...')}
      title={say(i18n, messages.wizardPrices.expiredTitle)}
      message={
        quote ? (
          // messages.wizardPrices.expired, the amount kept left to right within the sentence.
          <Trans
            id="The quoted price has expired. The shipment now costs {price}. Create it at this price?"
            values={{ price: <bdi dir="ltr">{formatMoney(quote.total, formatLocale(i18n))}</bdi> }}
          />
        ) : (
          say(i18n, messages.wizardPrices.expiredNoPrice)
        )
      }
      confirmText={i18n._('Create Shipment')}
    />
  );
}
