import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  emptyPlace,
  emptyQuotePackage,
  quoteForm,
  type QuoteValues,
} from '../../../shared/forms/quote';
import { messages } from '../../../shared/messages';
import { lenientBounds, nextBusinessDay } from '../../../shared/rates/ship-date';
import { firstStepWithError, LAST_STEP } from '../../../shared/shipment-wizard/steps';
import { issueErrors } from '../../../shared/forms/errors';
import { shipmentWizardForm } from '../../../shared/forms/shipment';
import { todayIn } from '../../../shared/ui/time-zone';
import { rescue } from '../../api/meanings';
import { rateQuotes } from '../../api/rates';
import { deps } from '../../deps';
import { InvalidForm } from '../../failures';
import { render } from '../../http/render';
import type { ShipQuote } from '../../http/session-data';
import { readerZone } from '../../http/ssr';
import { toast } from '../../http/toast';
import { validated } from '../../http/validate';
import { flash } from '../../inertia';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { withAccessToken } from '../../upstream';
import { currentDraft, inProgress, startDraft } from '../shipments/support/draft-state';
import { selectedAccount, type AccountContext } from '../support/account-context';
import { quoteDraftValues } from './support/quote-draft';
import { formFieldsOf, rateRequestOf } from './support/quote-request';

/**
 * Get a quote (docs/architecture.md, 'Get a quote'): prices and delivery dates for a lane
 * and its packages, open to everyone. A signed-in user with an account sees the account's
 * prices; anyone else the published ones, a limited number per address. The last quote is
 * kept for the session; 'Ship this' opens the wizard with it (after sign-in for a visitor).
 */

const words = messages.quote;

function blankValues(today: string): QuoteValues {
  return {
    origin: emptyPlace(),
    destination: emptyPlace(),
    shipDate: nextBusinessDay(today),
    packages: [emptyQuotePackage('p1')],
  };
}

/** The flash by which the page is asked to confirm replacing a draft in progress. */
const confirmFlash = (product: string) => ({ shipQuote: { product, confirm: true } });

/**
 * The wizard's new draft from the quote and the service chosen, opened at the first step
 * left to fill (the consignee, which a quote never names); a draft in progress is replaced
 * only once confirmed (`replace`), as Ship again does. Returns false when the page must
 * first ask.
 */
async function startShipping(
  req: Request,
  res: Response,
  account: AccountContext,
  chosen: ShipQuote,
  replace: boolean,
): Promise<boolean> {
  const current = currentDraft(req);
  if (current && inProgress(current.values) && !replace) return false;
  const preferred = req.session.user?.shipping_address_id ?? null;
  const { values, notFilled } = await quoteDraftValues(
    account,
    chosen.values,
    chosen.product,
    preferred,
  );
  const checked = shipmentWizardForm.safeParse(values);
  const toFill = checked.success ? null : firstStepWithError(issueErrors(checked.error.issues));
  startDraft(req, values, toFill ?? LAST_STEP);
  delete req.session.shipQuote;
  toast(req, notFilled.length ? words.shipPartly(notFilled) : words.shipStarted, 'info');
  res.redirect(303, urlFor('create-shipment'));
  return true;
}

export const show: Handler = async (req, res) => {
  const account = selectedAccount(req);
  const today = todayIn(readerZone(req));
  // A service chosen before signing in: on to the wizard, unless a draft must be replaced.
  const pending = req.session.shipQuote;
  let confirmShip: string | null = null;
  if (pending && account) {
    if (await startShipping(req, res, account, pending, false)) return;
    confirmShip = pending.product;
    req.session.quote = { values: pending.values, answer: null, account: account.client };
  } else if (pending) delete req.session.shipQuote;
  const saved = req.session.quote;
  // An answer for other prices (asked before signing in, or for another account) is not shown.
  const answer = saved && saved.account === (account?.client ?? null) ? saved.answer : null;
  await render(res, 'quotes/get-quote', {
    values: saved?.values ?? blankValues(today),
    answer,
    account: account?.account.name ?? null,
    today,
    confirmShip,
  });
};

/**
 * The prices for the form: checked as the page checks it, each place looked up, then asked.
 * The answer (quotes, not offered, or failed: the page says so with a retry) is kept for
 * the page. Only a visitor who is not signed in counts toward the address's limit.
 */
export const rates: Handler = async (req, res) => {
  const values = validated(req, quoteForm(lenientBounds()));
  const account = selectedAccount(req);
  const { upstream, limits } = deps(req);
  if (!req.session.accessToken) await limits.quote(req);
  const clientId = account ? String(account.client) : null;
  // The geo lists failing is the same to the visitor as the rating call failing: no price.
  const request = await rescue(rateRequestOf(upstream, values, clientId), { failed: () => null });
  const up = account ? withAccessToken(upstream, account.token) : upstream;
  // Caught: the provider's 422 names the request's paths; the form's fields are named otherwise.
  const answer = request
    ? await rateQuotes(up, request).catch((err: unknown) => {
        if (err instanceof InvalidForm) throw new InvalidForm(formFieldsOf(err.fields));
        throw err;
      })
    : ({ state: 'failed' } as const);
  req.session.quote = { values, answer, account: account?.client ?? null };
  res.redirect(303, urlFor('get-quote'));
};

const shipForm = z.object({
  product: z.string().trim().min(1).max(64),
  replace: z.boolean().optional().catch(false),
});

/**
 * 'Ship this': the wizard with the quote's lane, packages and the service chosen. A visitor
 * signs in first and comes back to it (server/http/intended.ts); a signed-in user without
 * an account is sent to choose one.
 */
export const ship: Handler = async (req, res) => {
  const { product, replace } = validated(req, shipForm);
  const saved = req.session.quote;
  const pending = req.session.shipQuote;
  const quoted =
    saved?.answer?.state === 'quoted' &&
    saved.answer.quotes.some((q) => q.product.value === product);
  const chosen: ShipQuote | null =
    pending?.product === product
      ? pending
      : quoted && saved
        ? { values: saved.values, product }
        : null;
  if (!chosen) {
    toast(req, saved?.answer ? words.notQuoted : words.askFirst, 'error');
    return res.redirect(303, urlFor('get-quote'));
  }
  if (!req.session.accessToken) {
    req.session.intended = { path: urlFor('get-quote'), shipQuote: chosen };
    toast(req, words.signInToShip, 'info');
    return res.redirect(303, urlFor('login'));
  }
  const account = selectedAccount(req);
  if (!account) {
    toast(req, words.chooseAccount, 'error');
    return res.redirect(303, urlFor('accounts'));
  }
  if (await startShipping(req, res, account, chosen, replace ?? false)) return;
  flash(req, confirmFlash(product));
  res.redirect(303, urlFor('get-quote'));
};
