import type { RouteName } from '../../../../routes/web';
import type { QuoteValues } from '../../../../shared/forms/quote';
import { messages } from '../../../../shared/messages';
import { urlFor } from '../../../../server/routing/url';
import { dayFromToday } from '../../data/dates';
import { beirutToOranjestad } from '../../data/quote';
import type { DemoData } from '../demo-data';
import type { FormSample } from '../form-sample';

/** Beirut to Oranjestad, two pieces, in a few days. */
const quote = (d: DemoData): QuoteValues => beirutToOranjestad(d.city.value, dayFromToday(3));

/**
 * Get a quote, open to everyone (sent here signed in). A provider that fails leaves the form
 * with the answer 'failed' and its retry, which is how the page says it.
 */
export const QUOTE_FORMS: Partial<Record<RouteName, FormSample>> = {
  'get-quote.rates': {
    from: () => urlFor('get-quote'),
    body: quote,
    errorBag: 'quote',
    said: (page) => {
      const answer = page.props.answer as { state?: string } | null;
      return answer?.state === 'failed' ? [messages.quote.failed] : [];
    },
  },
};
