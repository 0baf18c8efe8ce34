import type { Request } from 'express';
import { z } from 'zod';
import { earliestToday } from '../../../shared/pickups/dates';
import type { Option } from '../../../shared/address/types';
import { emptyPickup, pickupForm, type PickupFormInput } from '../../../shared/forms/pickup';
import { messages } from '../../../shared/messages';
import { toPickupBody } from '../../../shared/pickups/body';
import { gridTime } from '../../../shared/pickups/time-windows';
import type { PickupDefaults } from '../../../shared/pickups/types';
import { PICKUP_PRESET_PARAM } from '../../../shared/shipments/pickup-prompt';
import type { User } from '../../../shared/types';
import { currentUser } from '../../api/addresses';
import { callerCountry } from '../../api/auth';
import { schedulePickup } from '../../api/pickups';
import { deps } from '../../deps';
import { render } from '../../http/render';
import { notify, toast } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { addressOptions } from '../support/address-options';
import { requireAccount } from '../support/account-context';
import { loaded } from '../support/lists';
import { claim, issueToken } from './support/submission';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

const presetQuery = z.object({
  [PICKUP_PRESET_PARAM]: z.string().trim().regex(ID).optional().catch(undefined),
});

function defaultsOf(user: User | undefined): PickupDefaults {
  return {
    addressId: user?.pickup_address_id ? String(user.pickup_address_id) : '',
    date: user?.date ?? '',
    timeFrom: gridTime(user?.time_from),
    timeTo: gridTime(user?.time_to),
  };
}

/** The user as the provider has them now; the session's copy when it cannot answer. */
async function freshUser(req: Request): Promise<User | undefined> {
  const { up, token } = requireAccount(req);
  const user = await loaded(() => currentUser(up, token));
  if (!user.ok) return req.session.user;
  req.session.user = user.value;
  return user.value;
}

/**
 * The dashboard's shipper address, when it is one of the account's. While the addresses
 * cannot be listed, a well-formed id is taken as sent: the pickup service checks it.
 */
function presetOf(req: Request, addresses: { ok: true; value: Option[] } | { ok: false }) {
  const id = presetQuery.parse(req.query)[PICKUP_PRESET_PARAM];
  if (!id) return null;
  if (!addresses.ok) return { value: id, label: '' };
  return addresses.value.find((a) => a.value === id) ?? null;
}

/**
 * Schedule Pickup (spec §2.10, §4): the account's addresses with the user's pickup
 * preferences as start values, and a one-time token for the submit. With the dashboard's
 * shipper address the wizard starts at Shipping Details.
 */
export const show: Handler = async (req, res) => {
  requireAccount(req);
  const [addresses, user] = await Promise.all([
    loaded(() => addressOptions(requireAccount(req))),
    freshUser(req),
  ]);
  await render(res, 'pickups/schedule-pickup', {
    addresses,
    preset: presetOf(req, addresses),
    defaults: defaultsOf(user),
    submission: issueToken(req),
    draft: draftFor(req),
    defaultCountry: () =>
      callerCountry(deps(req).upstream, { ip: req.ip, acceptLanguage: req.get('accept-language') }),
  });
};

/** The form a submit left behind (a session the provider ended), for the same account. */
function draftFor(req: Request): PickupFormInput | null {
  const draft = req.session.pickupDraft;
  return draft && draft.accountId === req.session.selectedAccountId ? draft.values : null;
}

const submissionField = z.object({ submission: z.string().max(64).catch('') });

/**
 * Books the pickup, once per token (./submission.ts). The form is kept in the session
 * until the provider books it, so a session ended meanwhile keeps it for the next
 * sign-in. Success: the dashboard with the provider's notification. A refusal goes back
 * to the wizard with everything typed kept:
 * a 422 under its field (the page shows that step), anything else as a toast.
 */
export const store: Handler = async (req, res) => {
  const form = validated(req, pickupForm(earliestToday()));
  const { submission } = submissionField.parse(req.body ?? {});
  const { up, token, client } = requireAccount(req);
  req.session.pickupDraft = { accountId: client, values: { ...emptyPickup(), ...form } };
  const allowed = await claim(req, submission);
  if (allowed.kind === 'unknown') {
    toast(req, messages.pickups.formExpired, 'error');
    return res.inertia.back();
  }
  const outcome =
    allowed.kind === 'done'
      ? allowed.outcome
      : await allowed.run(async () => {
          const booked = await schedulePickup(up, token, toPickupBody(form), submission);
          return {
            message: booked.notification?.message || messages.pickups.scheduled,
            type: booked.notification?.type ?? 'success',
          };
        });
  delete req.session.pickupDraft;
  notify(req, outcome);
  res.redirect(303, urlFor('dashboard'));
};
