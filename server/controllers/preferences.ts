import type { Request } from 'express';
import { z } from 'zod';
import { earliestToday } from '../../shared/accounts/pickup-dates';
import { pickupPreferencesForm, shippingPreferenceForm } from '../../shared/forms/profile';
import { messages } from '../../shared/messages';
import type { User } from '../../shared/types';
import { currentUser } from '../api/addresses';
import { savePickupAddress, savePickupTimes, saveShippingAddress } from '../api/profile';
import { render } from '../http/render';
import { notify, toast } from '../http/toast';
import { validated } from '../http/validate';
import type { Handler } from '../routing/handler';
import { urlFor } from '../routing/url';
import { UpstreamError, UpstreamSignedOutError, UpstreamValidationError } from '../upstream/errors';
import { loaded } from './shipments/table';
import { accountCall, addressOptions } from './address-options';

/**
 * Shipping and Pickup Preferences (spec §2.7): the user's default addresses among the
 * selected account's, and the preferred pickup details. The defaults are asked fresh from
 * the provider (another browser, or the address book's safe edit, may have moved them).
 */

/** `?selected=<id>`: the address just made through '+ Add a New Address'. */
const returnedQuery = z.object({ selected: z.string().max(64).optional().catch(undefined) });

async function pageData(req: Request) {
  const call = accountCall(req);
  const [options, user] = await Promise.all([
    addressOptions(call),
    currentUser(call.up, call.token),
  ]);
  req.session.user = user;
  const { selected } = returnedQuery.parse(req.query);
  const find = (id: string | null) => options.find((o) => o.value === id) ?? null;
  return { user, find, added: find(selected ?? null) };
}

type PageData = Awaited<ReturnType<typeof pageData>>;

/** The page renders without the picker's current value when the provider cannot answer. */
async function pageDataOrNot(req: Request): Promise<PageData | null> {
  const data = await loaded(() => pageData(req));
  return data.ok ? data.value : null;
}

const currentOf = (data: PageData | null, id: (user: User) => string | null) =>
  data ? { ok: true as const, value: data.find(id(data.user)) } : { ok: false as const };

export const shipping: Handler = async (req, res) => {
  const data = await pageDataOrNot(req);
  const current = currentOf(data, (u) => u.shipping_address_id);
  const added = data?.added ?? null;
  await render(res, 'profile/shipping-preferences', {
    current,
    // Already the default (a reload after the save): nothing left to save.
    added: added && !(current.ok && current.value?.value === added.value) ? added : null,
  });
};

/** Chosen in the picker, saved at once; the address book's badge follows. */
export const updateShipping: Handler = async (req, res) => {
  const { address } = validated(req, shippingPreferenceForm);
  const { up, token } = accountCall(req);
  const saved = await saveShippingAddress(up, token, address);
  req.session.user = saved.data;
  notify(req, saved.notification, messages.profile.addressSaved('shipping'));
  res.redirect(303, urlFor('shipping-preferences'));
};

export const pickup: Handler = async (req, res) => {
  const data = await pageDataOrNot(req);
  // Without the provider's answer, the details the session last saw.
  const user = data?.user ?? req.session.user;
  await render(res, 'profile/pickup-preferences', {
    current: currentOf(data, (u) => u.pickup_address_id),
    date: user?.date ?? '',
    timeFrom: user?.time_from?.slice(0, 5) ?? '',
    timeTo: user?.time_to?.slice(0, 5) ?? '',
    added: data?.added ?? null,
  });
};

/**
 * Two calls, the address then the details, run side by side. When one fails and the other
 * succeeds the user is told exactly which part was saved; a refusal of the form's values
 * (422) lands under the fields as usual.
 */
export const updatePickup: Handler = async (req, res) => {
  const form = validated(req, pickupPreferencesForm(earliestToday()));
  const { up, token } = accountCall(req);
  const [address, times] = await Promise.allSettled([
    savePickupAddress(up, token, form.address),
    savePickupTimes(up, token, {
      date: form.date,
      time_from: form.time_from,
      time_to: form.time_to,
    }),
  ]);
  for (const saved of [address, times]) {
    if (saved.status === 'fulfilled') req.session.user = saved.value.data;
  }
  if (address.status === 'fulfilled' && times.status === 'fulfilled') {
    notify(req, times.value.notification, messages.profile.preferencesSaved);
    return res.redirect(303, urlFor('pickup-preferences'));
  }
  const failure = [address, times].find((s) => s.status === 'rejected')!.reason as unknown;
  // Signed out, a fault of ours, or nothing saved: the one place that shows failures says it.
  if (failure instanceof UpstreamSignedOutError || !(failure instanceof UpstreamError))
    throw failure;
  if (address.status === 'rejected' && times.status === 'rejected') throw failure;
  toast(
    req,
    address.status === 'fulfilled'
      ? messages.profile.onlyAddressSaved
      : messages.profile.onlyTimesSaved,
    'error',
  );
  // The provider's reasons for the part not saved go under its fields; the form keeps what was typed.
  if (failure instanceof UpstreamValidationError) throw failure;
  res.inertia.back();
};
