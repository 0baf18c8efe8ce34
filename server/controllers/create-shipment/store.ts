import type { Request } from 'express';
import { issueErrors } from '../../../shared/forms/errors';
import { shipmentWizardForm } from '../../../shared/forms/shipment';
import { messages } from '../../../shared/messages';
import { toCreationBody } from '../../../shared/shipment-wizard/body';
import { shipmentMode } from '../../../shared/shipment-wizard/mode';
import { firstStepWithError, LAST_STEP } from '../../../shared/shipment-wizard/steps';
import type { WizardValues } from '../../../shared/shipment-wizard/values';
import { createShipment } from '../../api/shipment-creation';
import { deps } from '../../deps';
import { InvalidForm } from '../../http/failures';
import { notify, toast } from '../../http/toast';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import {
  UpstreamError,
  UpstreamRejectedError,
  UpstreamSignedOutError,
} from '../../upstream/errors';
import { accountCall, addressOptions } from '../address-options';
import { adoptDraft, finishDraft, keepDraft, wasCreated } from './draft-state';
import { draftValues, submitQuery } from './draft-shape';

/** How long a created draft is known as created to every portal process. */
const CREATED_MS = 24 * 60 * 60 * 1000;

/**
 * How long a submit may hold its draft: the address checks and the creation with its one
 * repeat (server/upstream/retry.ts) each have the upstream deadline; then a margin.
 */
const holdMs = (req: Request) => deps(req).config.upstreamTimeoutMs * 4 + 10_000;

/**
 * The draft's flight (server/http/flights.ts), by user: a double click, a second tab or
 * the same submit reaching another portal process finds it held or created, and creates
 * nothing. The provider's Idempotency-Key (the draft id) is the second line of defence.
 */
const flightKey = (req: Request, draftId: string) =>
  `shipment:${req.session.user?.id ?? req.sessionID}:${draftId}`;

/**
 * The shipment mode is the server's own reading of the two addresses, as the provider has
 * them: the pickup address among the account's, the delivery one among its consignees'.
 */
async function withCountries(req: Request, values: WizardValues): Promise<WizardValues> {
  const call = accountCall(req);
  const [own, consignees] = await Promise.all([
    addressOptions(call, 'client'),
    addressOptions(call, 'customer'),
  ]);
  const sender = own.find((a) => a.value === values.senderAddressId);
  const receiver = consignees.find((a) => a.value === values.receiverAddressId);
  const missing: Record<string, string> = {};
  if (values.senderAddressId && !sender) missing.senderAddressId = messages.shipment.addressGone;
  if (values.receiverAddressId && !receiver)
    missing.receiverAddressId = messages.shipment.addressGone;
  if (Object.keys(missing).length) throw new InvalidForm(missing);
  return {
    ...values,
    senderCountry: sender?.country ?? '',
    receiverCountry: receiver?.country ?? '',
  };
}

function checked(values: WizardValues): WizardValues {
  const result = shipmentWizardForm.safeParse(values);
  if (!result.success) throw new InvalidForm(issueErrors(result.error.issues));
  return result.data;
}

/** The checked draft to the provider, under the draft's Idempotency-Key. */
async function send(req: Request, draftId: string, values: WizardValues) {
  const ready = checked(await withCountries(req, values));
  const { up, token, client } = accountCall(req);
  const body = toCreationBody(ready, shipmentMode(ready));
  const created = await createShipment(up, token, client, body, draftId);
  return { ready, created };
}

/** Where a reload lands after a refusal: the first step with an error. */
function rememberFailure(req: Request, draftId: string, values: WizardValues, err: unknown) {
  if (!(err instanceof InvalidForm)) return;
  const step = firstStepWithError(err.fields) ?? LAST_STEP;
  keepDraft(req, draftId, step, values);
}

/**
 * Create Shipment (spec §7): the draft is kept first (nothing the user entered is lost,
 * whatever happens next), checked with the wizard's rules in the mode the addresses give,
 * and sent once. Success goes to the dashboard with the provider's toast and the one-time
 * pickup question from the sender address (spec §2.8).
 */
export const store: Handler = async (req, res) => {
  const query = submitQuery.safeParse(req.query);
  const parsed = draftValues.safeParse(req.body);
  if (!query.success || !parsed.success) {
    throw new InvalidForm({ form: messages.shipment.notCreated });
  }
  const draftId = query.data.draft;
  const values = parsed.data as WizardValues;

  if (wasCreated(req, draftId)) {
    toast(req, messages.shipment.alreadyCreated, 'info');
    return res.redirect(303, urlFor('dashboard'));
  }
  const flight = await deps(req).flights.claim(flightKey(req, draftId), holdMs(req));
  if (flight.state === 'done') {
    // Created by a submit this session has not heard of yet (another process, another tab).
    finishDraft(req, draftId);
    toast(req, messages.shipment.alreadyCreated, 'info');
    return res.redirect(303, urlFor('dashboard'));
  }
  if (flight.state === 'busy') {
    toast(req, messages.shipment.inProgress, 'info');
    return res.inertia.back();
  }
  adoptDraft(req, draftId, LAST_STEP, values);

  let sent;
  try {
    sent = await send(req, draftId, values);
  } catch (err) {
    await flight.release().catch(() => undefined);
    rememberFailure(req, draftId, values, err);
    if (err instanceof InvalidForm || err instanceof UpstreamSignedOutError) throw err;
    // Any other refusal or outage: the wizard stays as it was, with a toast that says so.
    if (err instanceof UpstreamError) {
      const said = err instanceof UpstreamRejectedError ? err.notification?.message : undefined;
      toast(
        req,
        said ? `${messages.shipment.notCreated} (${said})` : messages.shipment.notCreated,
        'error',
      );
      return res.inertia.back();
    }
    throw err;
  }
  // Created: whatever becomes of this answer, no portal process creates the draft again.
  await flight.finish('created', CREATED_MS).catch((err: unknown) => {
    deps(req).logger.warn({ err }, 'a created draft could not be marked in the shared store');
  });
  finishDraft(req, draftId);
  req.session.pickupPrompt = { shipperAddressId: sent.ready.senderAddressId };
  notify(req, sent.created.notification, messages.shipment.created);
  res.redirect(303, urlFor('dashboard'));
};
