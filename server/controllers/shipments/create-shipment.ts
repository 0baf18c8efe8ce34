import type { Request } from 'express';
import { z } from 'zod';
import { presetForm } from '../../../shared/forms/presets';
import { consigneeForm } from '../../../shared/forms/shipment';
import { fill } from '../../../shared/i18n/wording';
import { messages } from '../../../shared/messages';
import type { RatesAnswer } from '../../../shared/rates/types';
import type { PresetList } from '../../../shared/shipment-wizard/presets';
import type { WizardOption } from '../../../shared/shipment-wizard/products';
import { LAST_STEP } from '../../../shared/shipment-wizard/steps';
import type { WizardEnums } from '../../../shared/shipment-wizard/types';
import {
  emptyValues,
  type ShipmentDraft,
  type WizardValues,
} from '../../../shared/shipment-wizard/values';
import {
  signerOf,
  taxNumbersRequired,
  withCustomsDefaults,
  withTaxNumber,
} from '../../../shared/shipment-wizard/customs';
import { endKinds, type ReturnOf } from '../../../shared/shipments/returns';
import { callerCountry } from '../../api/auth';
import { consigneeText, createConsignee, linkedConsignees } from '../../api/consignees';
import { enums } from '../../api/geo';
import { createPreset, listPresets } from '../../api/package-presets';
import { creationPayload } from '../../api/shipment-creation';
import { deps } from '../../deps';
import { Unavailable } from '../../failures';
import { answerJson, expectJson } from '../../http/answers';
import { render } from '../../http/render';
import { notify, toast } from '../../http/toast';
import { validated, validatedQuery } from '../../http/validate';
import { flash } from '../../inertia';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { requireAccount } from '../support/account-context';
import { addressOptions, pagedOptions, type AddressOption } from '../support/address-options';
import { loaded } from '../support/lists';
import { offered } from '../support/offered';
import { CREATED_MS, flightKey, holdMs, rememberFailure, send } from './support/booking';
import { afterBooking } from './support/commercial-invoice';
import { wizardRates } from './support/wizard-rates';
import { draftBody, draftValues, submitQuery } from './support/draft-shape';
import {
  adoptDraft,
  currentDraft,
  discardDraft,
  finishDraft,
  keepDraft,
  startDraft,
  wasCreated,
} from './support/draft-state';
import { refusalWords, rescue } from '../../api/meanings';
import { InvalidForm } from '../../failures';

/**
 * Create Shipment (spec §2.9): the wizard's page, its draft kept in the session as the user
 * moves, its pickers and 'New consignee' popup, and the booking itself.
 */

/**
 * spec §4: a new draft starts with the user's default address (shipping_address_id) as the
 * pickup address, once; after that the draft keeps whatever the user chose.
 */
async function newDraft(req: Request) {
  const values = emptyValues();
  const preferred = req.session.user?.shipping_address_id;
  if (preferred) {
    // The wizard opens without the preset address rather than not at all.
    const options = await rescue(addressOptions(requireAccount(req), 'client'), {
      failed: () => [],
    });
    const found = options.find((o) => o.value === String(preferred));
    if (found) {
      values.senderAddressId = found.value;
      values.senderAddressText = found.label;
      values.senderCountry = found.country;
      values.exporterTaxNumber = found.taxNumber ?? '';
    }
  }
  return startDraft(req, values);
}

const list = (lists: Record<string, WizardOption[]>, name: string) => lists[name] ?? [];

/**
 * The tax numbers a destination asks for, from the two addresses where the address book
 * gives them, for a draft the wizard did not fill itself (Ship again, a return, a quote):
 * the wizard fills them as an address is picked. A number written is kept; an address book
 * that cannot be read leaves them to the customer.
 */
async function withAddressTaxNumbers(
  req: Request,
  values: WizardValues,
  returnOf: ReturnOf | undefined,
): Promise<WizardValues> {
  if (!taxNumbersRequired(values) || (values.exporterTaxNumber && values.importerTaxNumber)) {
    return values;
  }
  const kinds = endKinds(returnOf !== undefined);
  const account = requireAccount(req);
  const [senders, receivers] = await rescue(
    Promise.all([addressOptions(account, kinds.sender), addressOptions(account, kinds.receiver)]),
    { failed: () => [[], []] },
  );
  const taxOf = (list: AddressOption[], id: string) => list.find((a) => a.value === id)?.taxNumber;
  let next = values;
  if (!values.exporterTaxNumber) {
    next = withTaxNumber(next, 'sender', taxOf(senders, values.senderAddressId));
  }
  if (!values.importerTaxNumber) {
    next = withTaxNumber(next, 'receiver', taxOf(receivers, values.receiverAddressId));
  }
  return next;
}

/**
 * The draft's values as the wizard opens with them: the customs defaults the customer has
 * not overridden (the reason from the packages, the signer from the profile), the tax numbers
 * from the addresses.
 */
function openedValues(req: Request, draft: ShipmentDraft): Promise<WizardValues> {
  const values = withCustomsDefaults(draft.values, signerOf(req.session.user));
  return withAddressTaxNumbers(req, values, draft.returnOf);
}

/** The six-step wizard, from the session's draft. */
export const show: Handler = async (req, res) => {
  const draft = currentDraft(req) ?? (await newDraft(req));
  const up = deps(req).upstream;
  const values = await openedValues(req, draft);
  await render(res, 'shipments/create-shipment', {
    draft: {
      id: draft.id,
      step: draft.step,
      values,
      returnOf: draft.returnOf ?? null,
    },
    enums: () =>
      loaded(async (): Promise<WizardEnums> => {
        const lists = await enums(up);
        return {
          packageTypes: list(lists, 'package_types'),
          commodityTypes: list(lists, 'commodity_types'),
          weightUnits: list(lists, 'weight_units'),
          dimensionUnits: list(lists, 'dimension_units'),
          customsPaymentTypes: list(lists, 'customs_payment_type'),
        };
      }),
    defaultCountry: () =>
      callerCountry(up, { ip: req.ip, acceptLanguage: req.get('accept-language') }),
  });
};

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

  // Caught: the booking is given back and the draft keeps the failure; a refusal or outage
  // is said in the wizard's own words ('not created'), the wizard as it was.
  const sending = send(req, draftId, values).catch(async (err: unknown) => {
    await flight.release().catch(() => undefined);
    rememberFailure(req, draftId, values, err);
    throw err;
  });
  const sent = await rescue(sending, {
    failed: (err) => {
      const said = refusalWords(err);
      toast(
        req,
        said
          ? fill(
              /*i18n*/ 'The shipment was not created. Please check the details and try again. ({said})',
              { said },
            )
          : messages.shipment.notCreated,
        'error',
      );
      return null;
    },
  });
  if (!sent) return res.inertia.back();
  // Created: whatever becomes of this answer, no portal process creates the draft again.
  // Caught: the shipment exists; a shared store that cannot note it is only logged.
  await flight.finish('created', CREATED_MS).catch((err: unknown) => {
    deps(req).logger.warn({ err }, 'a created draft could not be marked in the shared store');
  });
  finishDraft(req, draftId);
  req.session.pickupPrompt = { shipperAddressId: sent.ready.senderAddressId };
  notify(req, sent.created.notification, messages.shipment.created);
  // International: the invoice sent with Paperless Trade, or the reminder to print it.
  await afterBooking(req, requireAccount(req), sent.ready, sent.created.data.shipment_id);
  res.redirect(303, urlFor('dashboard'));
};

/**
 * Saves the wizard's step and values as the user moves (a fetch() call, JSON). 204 when
 * kept; 409 when the draft is no longer the session's (created, discarded, another tab).
 */
export const draft: Handler = (req, res) => {
  expectJson(res, { saved: false });
  const { draftId, step, values } = validated(req, draftBody);
  const kept = keepDraft(req, draftId, step, values as WizardValues);
  res.status(kept ? 204 : 409).end();
};

/** 'Discard draft': the wizard starts over, with the default pickup address again. */
export const discard: Handler = (req, res) => {
  discardDraft(req);
  toast(req, messages.shipment.draftDiscarded, 'success');
  res.redirect(303, urlFor('create-shipment'));
};

/**
 * The wizard's own pickers as JSON (fetch() calls, not page visits): the account's
 * consignees, and the creation payload of a consignee. Its addresses come from
 * options.addresses.
 */
export const consignees: Handler = (req, res) => {
  const { up, token, client } = requireAccount(req);
  return answerJson(res, { options: [], hasMore: false }, async () => {
    const list = await linkedConsignees(up, token, client);
    return pagedOptions(
      list.map((c) => ({ value: c.id, label: consigneeText(c) })),
      req,
    );
  });
};

const payloadQuery = z.object({ customer: z.string().trim().min(1).max(64) });

export const payload: Handler = (req, res) => {
  const { up, token, client } = requireAccount(req);
  const empty = { currencies: [], products: [], added_services: [] };
  return answerJson(res, empty, () => {
    const { customer } = validatedQuery(req, payloadQuery);
    return creationPayload(up, token, client, customer);
  });
};

/**
 * Prices and delivery dates of every product for the wizard's values, as JSON (a POST: the
 * packages do not fit a query). Bad input is a 422, a provider without the rating call
 * 'not-offered', an outage 'failed': the wizard goes on without prices either way.
 */
export const rates: Handler = (req, res) =>
  answerJson<RatesAnswer>(res, { state: 'failed' }, () => wizardRates(req));

/**
 * The 'New consignee' popup (spec §2.9): creates the customer, links it to the account and
 * goes back to the wizard with it as flash data (`createdConsignee`), the wizard's own
 * state untouched.
 */
export const consignee: Handler = async (req, res) => {
  const form = validated(req, consigneeForm);
  const { up, token, client } = requireAccount(req);
  const created = await createConsignee(up, token, client, form);
  flash(req, { createdConsignee: { id: created.id, text: consigneeText(form) } });
  notify(req, created.notification, messages.shipment.consigneeAdded);
  res.inertia.back();
};

/**
 * The account's package presets for 'Use a preset', as JSON: a provider without the
 * extension reads as 'not-offered'; an outage fails like any JSON helper's (503 with
 * 'unavailable', from the one failure handler).
 */
export const presets: Handler = (req, res) => {
  const { up, token, client } = requireAccount(req);
  return answerJson<PresetList>(res, { state: 'unavailable' }, async () => {
    const list = await offered(() => listPresets(up, token, client));
    if (list.state === 'unavailable') throw new Unavailable('package presets');
    return list;
  });
};

/**
 * 'Save as preset' on a package: the name the user gave with the package's fields; back to
 * the wizard as it was, the preset as flash data (`savedPreset`) for its select.
 */
export const preset: Handler = async (req, res) => {
  const form = validated(req, presetForm);
  const { up, token, client } = requireAccount(req);
  const saved = await createPreset(up, token, client, form);
  flash(req, { savedPreset: saved.preset });
  notify(req, saved.notification, messages.presets.saved);
  res.inertia.back();
};
