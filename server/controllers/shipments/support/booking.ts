import type { Request } from 'express';
import { issueErrors } from '../../../../shared/forms/errors';
import { shipmentWizardForm } from '../../../../shared/forms/shipment';
import { messages } from '../../../../shared/messages';
import { toCreationBody } from '../../../../shared/shipment-wizard/body';
import { shipmentMode } from '../../../../shared/shipment-wizard/mode';
import { firstStepWithError, LAST_STEP } from '../../../../shared/shipment-wizard/steps';
import type { WizardValues } from '../../../../shared/shipment-wizard/values';
import { endKinds, type ReturnOf } from '../../../../shared/shipments/returns';
import { createShipment } from '../../../api/shipment-creation';
import { deps } from '../../../deps';
import { addressOptions } from '../../support/address-options';
import { requireAccount } from '../../support/account-context';
import { currentDraft, keepDraft } from './draft-state';
import { InvalidForm } from '../../../failures';

/** How long a created draft is known as created to every portal process. */
export const CREATED_MS = 24 * 60 * 60 * 1000;

/**
 * How long a submit may hold its draft: the address checks and the creation with its one
 * repeat (server/upstream/retry.ts) each have the upstream deadline; then a margin.
 */
export const holdMs = (req: Request) => deps(req).config.upstreamTimeoutMs * 4 + 10_000;

/**
 * The draft's flight (server/http/flights.ts), by user: a double click, a second tab or
 * the same submit reaching another portal process finds it held or created, and creates
 * nothing. The provider's Idempotency-Key (the draft id) is the second line of defence.
 */
export const flightKey = (req: Request, draftId: string) =>
  `shipment:${req.session.user?.id ?? req.sessionID}:${draftId}`;

/**
 * The shipment mode is the server's own reading of the two addresses, as the provider has
 * them: the pickup address among the account's, the delivery one among its consignees';
 * a return's the other way round.
 */
async function withCountries(
  req: Request,
  values: WizardValues,
  returnOf: ReturnOf | undefined,
): Promise<WizardValues> {
  const call = requireAccount(req);
  const kinds = endKinds(returnOf !== undefined);
  const [senders, receivers] = await Promise.all([
    addressOptions(call, kinds.sender),
    addressOptions(call, kinds.receiver),
  ]);
  const sender = senders.find((a) => a.value === values.senderAddressId);
  const receiver = receivers.find((a) => a.value === values.receiverAddressId);
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

/**
 * The checked draft to the provider, under the draft's Idempotency-Key. A return names its
 * original (`shipment.returnOf`, an extension a provider without it ignores).
 */
export async function send(req: Request, draftId: string, values: WizardValues) {
  const returnOf = currentDraft(req)?.id === draftId ? currentDraft(req)?.returnOf : undefined;
  const ready = checked(await withCountries(req, values, returnOf));
  const { up, token, client } = requireAccount(req);
  const body = toCreationBody(ready, shipmentMode(ready));
  const created = await createShipment(
    up,
    token,
    client,
    returnOf ? { ...body, shipment: { ...body.shipment, returnOf: returnOf.shipmentId } } : body,
    draftId,
  );
  return { ready, created };
}

/** Where a reload lands after a refusal: the first step with an error. */
export function rememberFailure(req: Request, draftId: string, values: WizardValues, err: unknown) {
  if (!(err instanceof InvalidForm)) return;
  const step = firstStepWithError(err.fields) ?? LAST_STEP;
  keepDraft(req, draftId, step, values);
}
