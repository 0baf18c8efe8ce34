import type { Request } from 'express';
import { z } from 'zod';
import { messages } from '../../../../shared/messages';
import { sideProblem, weightProblem } from '../../../../shared/rates/limits';
import type { RatesAnswer } from '../../../../shared/rates/types';
import { toRateRequest, type WizardRateInput } from '../../../../shared/rates/wizard-input';
import { MAX_PACKAGES } from '../../../../shared/shipment-wizard/constants';
import { endKinds } from '../../../../shared/shipments/returns';
import { listAddresses } from '../../../api/addresses';
import { addressPlace, rateQuotes } from '../../../api/rates';
import { customerAddresses } from '../../../api/shipment-creation';
import { InvalidForm } from '../../../failures';
import { validated } from '../../../http/validate';
import { withAccessToken } from '../../../upstream';
import { requireAccount } from '../../support/account-context';
import type { AddressKind } from '../../support/address-options';
import { currentDraft } from './draft-state';

/**
 * Prices and delivery dates for the wizard (the provider's rating call, a contract
 * extension): the wizard's values as shared/rates/wizard-input.ts makes them, each end's
 * place looked up from its address id, for the selected account's contract prices.
 */

const unit = z.string().trim().min(1).max(10);
const amount = z.number().finite();
const money = z
  .object({ value: amount.min(0).max(1e9), currency: z.string().trim().min(1).max(10) })
  .nullable();

const piece = z
  .object({
    count: z.number().int().min(1).max(MAX_PACKAGES),
    weight: z.object({ value: amount, unit }),
    dimensions: z.object({ unit, length: amount, width: amount, height: amount }).nullable(),
  })
  .superRefine((pkg, ctx) => {
    const weight = weightProblem(pkg.weight.value, pkg.weight.unit);
    if (weight) ctx.addIssue({ code: 'custom', path: ['weight'], message: weight });
    for (const side of ['length', 'width', 'height'] as const) {
      if (!pkg.dimensions) break;
      const label = `${side[0]!.toUpperCase()}${side.slice(1)}`;
      const problem = sideProblem(label, pkg.dimensions[side], pkg.dimensions.unit);
      if (problem) ctx.addIssue({ code: 'custom', path: [side], message: problem });
    }
  });

const id = z.string().trim().min(1).max(64);

export const wizardRateBody = z.object({
  draftId: z.string().max(64).optional(),
  senderAddressId: id,
  receiverAddressId: id,
  packages: z.array(piece).min(1).max(MAX_PACKAGES),
  declaredValue: money,
  addedServices: z.array(z.string().max(40)).max(20),
  codAmount: money,
  customsPaymentType: z.string().max(40).nullable(),
}) satisfies z.ZodType<WizardRateInput & { draftId?: string }>;

/**
 * The wizard's request priced. Each end is looked up among the addresses it was chosen
 * from (a return's the other way round), both lists at once, each asked once; an address
 * no longer there is the wizard's own message under its step, and nothing is rated.
 */
export async function wizardRates(req: Request): Promise<RatesAnswer> {
  const { draftId, ...input } = validated(req, wizardRateBody);
  const account = requireAccount(req);
  const draft = currentDraft(req);
  const kinds = endKinds(draft?.id === draftId && draft?.returnOf !== undefined);
  const list = (kind: AddressKind) =>
    kind === 'client'
      ? listAddresses(account.up, account.token, account.client)
      : customerAddresses(account.up, account.token, account.client);
  const [senders, receivers] = await Promise.all([list(kinds.sender), list(kinds.receiver)]);
  const sender = senders.find((a) => a.id === input.senderAddressId);
  const receiver = receivers.find((a) => a.id === input.receiverAddressId);
  if (!sender || !receiver) {
    throw new InvalidForm({
      ...(sender ? {} : { senderAddressId: messages.shipment.addressGone }),
      ...(receiver ? {} : { receiverAddressId: messages.shipment.addressGone }),
    });
  }
  const request = toRateRequest(
    input,
    { origin: addressPlace(sender), destination: addressPlace(receiver) },
    String(account.client),
  );
  return rateQuotes(withAccessToken(account.up, account.token), request);
}
