import type { RouteName } from '../../../../routes/web';
import { urlFor } from '../../../../server/routing/url';
import { LINKABLE } from '../../data/accounts';
import type { Browser } from '../../portal/faults';
import type { FormSample } from '../form-sample';

/** Starts linking the demo account that waits for its code (accounts-verify needs one). */
export async function pendAccount(browser: Browser): Promise<void> {
  const res = await browser.send('post', urlFor('add-account.store'), {
    account_number: LINKABLE.number,
  });
  if (!res.headers.location?.endsWith(urlFor('accounts-verify'))) {
    throw new Error(`${browser.name}: could not start linking ${LINKABLE.number}`);
  }
}

/** The forms of Accounts: select, remove, link and verify. */
export const ACCOUNT_FORMS: Partial<Record<RouteName, FormSample>> = {
  'accounts.select': {
    from: () => urlFor('accounts'),
    body: (d) => ({ account_id: d.accounts[0]!.id }),
    sessionOnly: true,
  },
  'accounts.destroy': {
    from: () => urlFor('accounts'),
    // Never the selected account: the other screens go on using it.
    target: (d) => urlFor('accounts.destroy', { account: String(d.accounts.at(-1)!.id) }),
    body: () => ({}),
  },
  'add-account.store': {
    from: () => urlFor('add-account'),
    body: () => ({ account_number: LINKABLE.number }),
    errorBag: 'addAccount',
  },
  'accounts-verify.store': {
    from: () => urlFor('accounts-verify'),
    prepare: pendAccount,
    body: () => ({ otp: '123456' }),
    errorBag: 'otp',
  },
  'accounts-verify.resend': {
    from: () => urlFor('accounts-verify'),
    prepare: pendAccount,
    body: () => ({}),
  },
};
