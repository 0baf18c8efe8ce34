import type { Language } from '../../shared/i18n/languages';
import type { User } from '../../shared/types';
import type { Upstream } from '../upstream';
import { userSchema } from './schemas';

/** The profile, password and preference calls (spec §7); each answers the user as saved. */

export function updateProfile(
  up: Upstream,
  token: string,
  user: User,
  names: { first_name: string; last_name: string },
) {
  // The API wants the whole profile: the fields the page does not edit go back unchanged.
  const body = {
    ...names,
    country: user.country ?? '',
    province: user.province ?? '',
    city: user.city ?? '',
    user_id: user.id,
  };
  return up.main.post('/user/update-profile', { token, body, schema: userSchema });
}

export interface PasswordChange {
  old_password: string;
  new_password: string;
  new_password_confirmation: string;
}

/** The provider revokes every access token of the user, this one included. */
export function changePassword(up: Upstream, token: string, userId: number, form: PasswordChange) {
  return up.main.post('/user/change-password', { token, body: { user_id: userId, ...form } });
}

export function saveShippingAddress(up: Upstream, token: string, addressId: string) {
  return up.main.post('/user/shipping-preferences', {
    token,
    body: { address: addressId },
    schema: userSchema,
  });
}

/** spec §7: the address goes as a string. */
export function savePickupAddress(up: Upstream, token: string, addressId: string) {
  return up.main.post('/user/pickup-preferences', {
    token,
    body: { address: String(addressId) },
    schema: userSchema,
  });
}

export function savePickupTimes(
  up: Upstream,
  token: string,
  times: { date: string; time_from: string; time_to: string },
) {
  return up.main.post('/update/preferences', { token, body: times, schema: userSchema });
}

/**
 * The language extension (tests/contract/README.md): the provider keeps the user's language
 * with their profile. A provider without it answers with a failure, and the portal then keeps
 * the language in a cookie on this device only.
 */
export function saveLanguage(up: Upstream, token: string, language: Language) {
  return up.main.post('/user/language', { token, body: { language }, schema: userSchema });
}
