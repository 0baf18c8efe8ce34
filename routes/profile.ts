import { account, auth, shipper, token } from './guards';
import { area } from './types';

/** The profile pages: details, password, shipping, pickup and notification preferences. */
export const profile = area('profile', [
  { name: 'edit-profile', method: 'get', path: '/profile', guards: auth },
  { name: 'edit-profile.update', method: 'put', path: '/profile', guards: auth },
  { name: 'change-password', method: 'get', path: '/profile/password', guards: auth },
  { name: 'change-password.update', method: 'put', path: '/profile/password', guards: auth },
  {
    name: 'shipping-preferences',
    method: 'get',
    path: '/profile/shipping-preferences',
    guards: account,
  },
  {
    name: 'shipping-preferences.update',
    method: 'put',
    path: '/profile/shipping-preferences',
    guards: account,
  },
  {
    name: 'shipping-preferences.rename-preset',
    method: 'put',
    path: '/profile/shipping-preferences/presets/{preset}',
    guards: shipper,
    where: { preset: token },
  },
  {
    name: 'shipping-preferences.destroy-preset',
    method: 'delete',
    path: '/profile/shipping-preferences/presets/{preset}',
    guards: shipper,
    where: { preset: token },
  },
  // Which events the provider tells the user of, and how (docs/notices.md).
  {
    name: 'notification-preferences',
    method: 'get',
    path: '/profile/notifications',
    guards: auth,
  },
  {
    name: 'notification-preferences.update',
    method: 'put',
    path: '/profile/notifications',
    guards: auth,
  },
  {
    name: 'pickup-preferences',
    method: 'get',
    path: '/profile/pickup-preferences',
    guards: account,
  },
  {
    name: 'pickup-preferences.update',
    method: 'put',
    path: '/profile/pickup-preferences',
    guards: account,
  },
]);
