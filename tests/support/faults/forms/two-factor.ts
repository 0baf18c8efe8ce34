import type { RouteName } from '../../../../routes/web';
import { urlFor } from '../../../../server/routing/url';
import type { FormSample } from '../form-sample';

/**
 * The forms of two-factor sign-in and of where you're signed in (docs/two-factor.md). The
 * password is wrong on purpose: should a provider take it all the same, nothing the other
 * forms need changes. A passkey that is no user's, a session that is no one's.
 */
const twoFactorPage = () => urlFor('two-factor');
const WRONG_PASSWORD = { password: 'Not-the-passw0rd' };

export const TWO_FACTOR_FORMS: Partial<Record<RouteName, FormSample>> = {
  'two-factor.totp': { from: twoFactorPage, body: () => ({}), fetch: true },
  'two-factor.confirm-totp': {
    from: twoFactorPage,
    body: () => ({ code: '123456' }),
    errorBag: 'totp',
  },
  'two-factor.destroy-totp': {
    from: twoFactorPage,
    body: () => WRONG_PASSWORD,
    errorBag: 'password',
  },
  'two-factor.recovery-codes': {
    from: twoFactorPage,
    body: () => WRONG_PASSWORD,
    errorBag: 'password',
  },
  'two-factor.passkey-options': { from: twoFactorPage, body: () => ({}), fetch: true },
  'two-factor.store-passkey': {
    from: twoFactorPage,
    body: () => ({
      name: 'Faults key',
      response: JSON.stringify({ id: 'faults', rawId: 'faults', type: 'public-key', response: {} }),
    }),
    errorBag: 'passkey',
  },
  'two-factor.rename-passkey': {
    from: twoFactorPage,
    target: () => urlFor('two-factor.rename-passkey', { passkey: 'faults-key' }),
    body: () => ({ name: 'Faults key' }),
    errorBag: 'renamePasskey',
  },
  'two-factor.destroy-passkey': {
    from: twoFactorPage,
    target: () => urlFor('two-factor.destroy-passkey', { passkey: 'faults-key' }),
    body: () => WRONG_PASSWORD,
    errorBag: 'password',
  },
  // Signing out other sessions would end the other tabs': a user of its own, signed in in
  // one tab, so the portal's own store is all the form changes (no token to revoke).
  'sessions.destroy-others': {
    ownUser: true,
    sessionOnly: true,
    from: () => urlFor('sessions'),
    body: () => ({}),
  },
  'sessions.destroy': {
    ownUser: true,
    sessionOnly: true,
    from: () => urlFor('sessions'),
    target: () => urlFor('sessions.destroy', { session: 'faults-session' }),
    body: () => ({}),
  },
};
