import { account, auth, shipper, token } from './guards';
import { area } from './types';

/** A passkey's credential id, base64url (docs/two-factor.md): longer than a plain token. */
const credentialId = '[A-Za-z0-9_-]{1,256}';

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
  // Two-factor sign-in and where the user is signed in (docs/two-factor.md, 'In the portal').
  { name: 'two-factor', method: 'get', path: '/profile/two-factor', guards: auth },
  { name: 'two-factor.totp', method: 'post', path: '/profile/two-factor/totp', guards: auth },
  {
    name: 'two-factor.confirm-totp',
    method: 'post',
    path: '/profile/two-factor/totp/confirm',
    guards: auth,
  },
  {
    name: 'two-factor.destroy-totp',
    method: 'delete',
    path: '/profile/two-factor/totp',
    guards: auth,
  },
  {
    name: 'two-factor.recovery-codes',
    method: 'post',
    path: '/profile/two-factor/recovery-codes',
    guards: auth,
  },
  {
    name: 'two-factor.passkey-options',
    method: 'post',
    path: '/profile/two-factor/passkeys/options',
    guards: auth,
  },
  {
    name: 'two-factor.store-passkey',
    method: 'post',
    path: '/profile/two-factor/passkeys',
    guards: auth,
  },
  {
    name: 'two-factor.rename-passkey',
    method: 'put',
    path: '/profile/two-factor/passkeys/{passkey}',
    guards: auth,
    where: { passkey: credentialId },
  },
  {
    name: 'two-factor.destroy-passkey',
    method: 'delete',
    path: '/profile/two-factor/passkeys/{passkey}',
    guards: auth,
    where: { passkey: credentialId },
  },
  { name: 'sessions', method: 'get', path: '/profile/sessions', guards: auth },
  { name: 'sessions.destroy-others', method: 'delete', path: '/profile/sessions', guards: auth },
  {
    name: 'sessions.destroy',
    method: 'delete',
    path: '/profile/sessions/{session}',
    guards: auth,
    where: { session: token },
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
