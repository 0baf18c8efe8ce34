import type { RouteName } from '../../../../routes/web';
import { urlFor } from '../../../../server/routing/url';
import type { PageObject } from '../../../../server/inertia';
import type { Offered } from '../../../../shared/billing/types';
import type { PackagePresetView } from '../../../../shared/shipment-wizard/presets';
import { dayFromToday } from '../../data/dates';
import type { PickupRowView } from '../../../../shared/pickups/types';
import type { FormSample } from '../form-sample';
import { rowWhere } from './shipments';

/** A package preset the Shipping Preferences page lists: the first, or the last. */
function presetOn(page: PageObject, which: 'first' | 'last'): string {
  const presets = page.props.presets as Offered<PackagePresetView[]>;
  const list = presets.state === 'ok' ? presets.value : [];
  const preset = which === 'first' ? list[0] : list.at(-1);
  if (!preset) throw new Error('faults: the demo account has no package preset left');
  return preset.id;
}

/** The forms of Schedule Pickup, the profile and the preferences. */
export const PICKUP_AND_PROFILE_FORMS: Partial<Record<RouteName, FormSample>> = {
  'schedule-pickup.store': {
    from: () => urlFor('schedule-pickup'),
    body: (d, page) => ({
      address_id: d.own[0]!.value,
      nb_packages: '2',
      weight: '3.5',
      length: '',
      width: '',
      height: '',
      pickup_date: dayFromToday(1),
      time_from: '09:00',
      time_to: '12:00',
      instruction: 'Ring twice',
      submission: page.props.submission,
    }),
    errorBag: 'pickup',
    // The one-time submit token is given back: the same submit books once the provider is back.
    kept: async (browser, { url, sent }) => {
      const res = await browser.send('post', url, sent, { 'X-Inertia-Error-Bag': 'pickup' });
      const to = res.headers.location ?? '';
      return to.endsWith(urlFor('dashboard'))
        ? null
        : `the same submit then went to ${to || res.status}`;
    },
  },
  // A pickup whose window has not started, or one an earlier fault's run cancelled (a
  // repeat is a success).
  'pickups.cancel': {
    from: () => urlFor('pickups'),
    target: (_d, page) =>
      urlFor('pickups.cancel', {
        pickup: rowWhere<PickupRowView>(
          page,
          (row) => row.cancel?.allowed === true || row.status.slug === 'cancelled',
        ),
      }),
    body: () => ({}),
  },
  'edit-profile.update': {
    from: () => urlFor('edit-profile'),
    body: () => ({ first_name: 'Demo', last_name: 'User' }),
    errorBag: 'profile',
  },
  // The old password is wrong on purpose; should a provider take it all the same, the
  // user's other sessions end: those of a user of its own.
  'change-password.update': {
    ownUser: true,
    from: () => urlFor('change-password'),
    body: () => ({
      old_password: 'Not-the-0ld',
      new_password: 'N3w-Secret!',
      new_password_confirmation: 'N3w-Secret!',
    }),
    errorBag: 'password',
  },
  'shipping-preferences.update': {
    from: () => urlFor('shipping-preferences'),
    body: (d) => ({ address: d.own[0]!.value }),
    errorBag: 'shipping',
  },
  'shipping-preferences.rename-preset': {
    from: () => urlFor('shipping-preferences'),
    target: (_d, page) =>
      urlFor('shipping-preferences.rename-preset', { preset: presetOn(page, 'first') }),
    // A name of its own each time: a provider keeps names unique.
    body: () => ({ name: `Faults box ${Date.now()}` }),
    errorBag: 'renamePreset',
  },
  'shipping-preferences.destroy-preset': {
    from: () => urlFor('shipping-preferences'),
    target: (_d, page) =>
      urlFor('shipping-preferences.destroy-preset', { preset: presetOn(page, 'last') }),
    body: () => ({}),
  },
  'pickup-preferences.update': {
    from: () => urlFor('pickup-preferences'),
    body: (d) => ({
      address: d.own[0]!.value,
      date: dayFromToday(2),
      time_from: '10:00',
      time_to: '13:00',
    }),
    errorBag: 'pickup',
  },
  // The whole grid, as the page sends it (docs/notices.md).
  'notification-preferences.update': {
    from: () => urlFor('notification-preferences'),
    body: () => ({
      events: {
        picked_up: { email: true, sms: false },
        out_for_delivery: { email: false, sms: false },
        delivered: { email: true, sms: false },
        exception: { email: true, sms: true },
        claim_update: { email: true, sms: false },
      },
    }),
    errorBag: 'notices',
  },
};
