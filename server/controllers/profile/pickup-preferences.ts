import { earliestToday } from '../../../shared/pickups/dates';
import { pickupPreferencesForm } from '../../../shared/forms/profile';
import { messages } from '../../../shared/messages';
import { savePickupAddress, savePickupTimes } from '../../api/profile';
import { render } from '../../http/render';
import { notify, toast } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { requireAccount } from '../support/account-context';
import { currentOf, pageDataOrNot } from './support/preferences';
import { whatItMeans } from '../../api/meanings';

/** Pickup Preferences (spec §2.7): the default pickup address and the preferred times. */

export const show: Handler = async (req, res) => {
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
export const update: Handler = async (req, res) => {
  const form = validated(req, pickupPreferencesForm(earliestToday()));
  const { up, token } = requireAccount(req);
  // Caught (settled): when one part is saved and the other not, the toast says which.
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
  // Nothing saved: the one place that shows failures says it (so it does a sign-out or a
  // fault of ours, which whatItMeans throws on).
  if (address.status === 'rejected' && times.status === 'rejected') throw failure;
  const onlyPart = () =>
    toast(
      req,
      address.status === 'fulfilled'
        ? messages.profile.onlyAddressSaved
        : messages.profile.onlyTimesSaved,
      'error',
    );
  await whatItMeans(failure, {
    // The provider's reasons for the part not saved go under its fields; the form keeps
    // what was typed.
    fields: (_fields, err): never => {
      onlyPart();
      throw err;
    },
    failed: onlyPart,
  });
  res.inertia.back();
};
