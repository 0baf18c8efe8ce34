import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../shared/types';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { latestCode } from '../../support/data/outbox';
import { LINKABLE, LINKABLE_2 } from '../../support/data/accounts';
import { signedInSessions, startPortal, type Portal } from '../../support/portal';
import { calls, serverError, sessionEnded } from '../../support/provider/answers';

let portal: Portal;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'all', timeoutMs: 5000 });
  visitor = await signedIn(portal.app);
});
afterEach(() => portal.overrides.clear());
afterAll(() => portal?.close());

const codeFor = (phone: string) => latestCode(portal, phone);

const myAccounts = async () =>
  (await visitor.visit('accounts')).component('accounts/accounts').prop<{
    list: { ok: true; value: Account[] } | { ok: false };
    accounts: Account[];
    selectedAccountId: number | null;
  }>();

const remove = (account: number) => visitor.delete(['accounts.destroy', { account }]);

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('My Accounts', () => {
  it('lists the linked accounts with name and details, as the selector has them', async () => {
    const props = await myAccounts();
    expect(props.list.ok).toBe(true);
    const list = props.list.ok ? props.list.value : [];
    expect(list.map((a) => a.name)).toEqual([
      'Cedar Line Trading',
      'Harbor & Pine Goods',
      'Desert Bloom Florists',
    ]);
    expect(list.every((a) => a.details !== '')).toBe(true);
    expect(props.accounts).toEqual(list);
  });

  it('says the list could not be loaded, in place of the list, when the provider fails', async () => {
    portal.overrides.add((req) => (calls('GET', '/user/clients')(req) ? serverError : undefined));
    (await visitor.visit('accounts')).component('accounts/accounts').where('list', { ok: false });
  });
});

describe('Add New Account and its code', () => {
  it('requires an account number of digits, and shows the provider’s refusal under it', async () => {
    await visitor.visit('add-account');
    const add = (account_number: string) =>
      visitor.post('add-account.store', { account_number }, { errorBag: 'addAccount' });
    (await add(''))
      .redirectedTo('/accounts/add')
      .component('accounts/add-account')
      .errorsExactly({ addAccount: { account_number: 'Account Number is required' } });

    (await add('12ab'))
      .component('accounts/add-account')
      .errorsExactly({ addAccount: { account_number: 'Account Number must contain digits only' } });

    (await add('999999999')).component('accounts/add-account').errorsExactly({
      addAccount: { account_number: 'We could not find an account with this number.' },
    });
  });

  it('leads to accounts when no account is pending', async () => {
    const fresh = await signedIn(portal.app);
    (await fresh.visit('accounts-verify')).redirectedTo('/accounts');
    (await fresh.post('accounts-verify.store', { otp: '123456' })).redirectedTo('/accounts');
  });

  it('keeps the pending number and the end time in the session, and masks the phone', async () => {
    const before = Date.now();
    (await visitor.post('add-account.store', { account_number: LINKABLE.number })).redirectedTo(
      '/accounts/verify',
    );
    const [data] = await signedInSessions(portal);
    const pending = data?.pendingAccount as { accountNumber: string; endsAt: number };
    expect(pending.accountNumber).toBe(LINKABLE.number);
    expect(pending.endsAt).toBeGreaterThanOrEqual(before + 600_000);
    expect(pending.endsAt).toBeLessThanOrEqual(Date.now() + 600_000);

    const page = (await visitor.visit('accounts-verify'))
      .component('accounts/accounts-verify')
      .whereAll({ accountNumber: LINKABLE.number, phone: '+961.....01', locked: false })
      .where('secondsLeft', (s: number) => s > 590 && s <= 600);
    expect(JSON.stringify(page.props)).not.toContain(LINKABLE.phone);
  });

  it('masks a phone the provider sends whole', async () => {
    portal.overrides.add((req) =>
      calls('POST', '/user/send-otp')(req)
        ? { status: 200, body: { success: true, data: { phone: '+442071400502' } } }
        : undefined,
    );
    await visitor.post('add-account.store', { account_number: LINKABLE_2.number });
    (await visitor.visit('accounts-verify'))
      .component('accounts/accounts-verify')
      .where('phone', '+442.....02');
    // Back to the first account for the tests below.
    await visitor.post('add-account.store', { account_number: LINKABLE.number });
  });

  it('says a wrong code under the boxes; the fifth wrong one locks until Resend', async () => {
    const verify = (otp: string) =>
      visitor.post('accounts-verify.store', { otp }, { errorBag: 'otp' });
    const code = await codeFor(LINKABLE.phone);
    await visitor.visit('accounts-verify');
    (await verify(wrongCode(code)))
      .redirectedTo('/accounts/verify')
      .component('accounts/accounts-verify')
      .hasErrors({ otp: /incorrect/ }, 'otp');
    let last = await verify(wrongCode(code));
    for (let i = 0; i < 3; i += 1) last = await verify(wrongCode(code));
    last
      .component('accounts/accounts-verify')
      .whereAll({ locked: true, secondsLeft: 0 })
      .errorsExactly({ otp: { otp: 'Too many wrong codes. Ask for a new code with Resend.' } });
    // Even the right code is refused now: the code is dead.
    (await verify(code)).component('accounts/accounts-verify').where('locked', true);

    (await visitor.post('accounts-verify.resend')).redirectedTo('/accounts/verify');
    (await visitor.visit('accounts-verify'))
      .component('accounts/accounts-verify')
      .whereAll({ locked: false, phone: '+961.....01' })
      .where('secondsLeft', (s: number) => s > 590);
    expect(await codeFor(LINKABLE.phone)).not.toBe(code);
  });

  it('links the account with the right code: listed, in the selector, pending number gone', async () => {
    const code = await codeFor(LINKABLE.phone);
    const page = (await visitor.post('accounts-verify.store', { otp: code }))
      .redirectedTo('/accounts')
      .component('accounts/accounts')
      .toasts({ message: 'The account has been added.', status: 'success' });
    const named = (accounts: Account[]) => accounts.map((a) => a.name).includes(LINKABLE.name);
    page.where('list.value', named).where('accounts', named);
    const [data] = await signedInSessions(portal);
    expect(data?.pendingAccount).toBeUndefined();
    (await visitor.visit('accounts-verify')).redirectedTo('/accounts');
  });
});

describe('removing an account', () => {
  const find = async (name: string) => {
    const props = await myAccounts();
    return props.list.ok ? props.list.value.find((a) => a.name === name) : undefined;
  };

  it('keeps the selection when another account is removed', async () => {
    const olive = (await find(LINKABLE.name))!;
    const before = (await myAccounts()).selectedAccountId;
    expect(before).not.toBe(olive.id);
    (await remove(olive.id)).redirectedTo('/accounts');
    const props = await myAccounts();
    expect(props.selectedAccountId).toBe(before);
    expect(props.accounts.map((a) => a.id)).not.toContain(olive.id);
  });

  it('clears the selection when the selected account is removed: pages show the prompt', async () => {
    const selected = (await myAccounts()).selectedAccountId!;
    const page = (await remove(selected)).redirectedTo('/accounts').component('accounts/accounts');
    expect(page.toastList[0]?.status).toBe('success');
    page
      .where('selectedAccountId', null)
      .where('accounts', (accounts: Account[]) => !accounts.some((a) => a.id === selected));
    (await visitor.visit('address-book')).component('accounts/account-required');
  });

  it('changes nothing when the provider fails, and says so', async () => {
    portal.overrides.add((req) => (calls('POST', '/client/delete')(req) ? serverError : undefined));
    const before = await myAccounts();
    const first = before.accounts[0]!;
    await visitor.visit('accounts');
    const page = (await remove(first.id)).redirectedTo('/accounts').component('accounts/accounts');
    expect(page.toastList[0]?.status).toBe('error');
    page.where('accounts', (accounts: Account[]) => accounts.some((a) => a.id === first.id));
  });
});

describe('removing an account already gone', () => {
  it('reloads the list instead of an error page when the provider no longer links it', async () => {
    portal.overrides.add((req) =>
      calls('POST', '/client/delete')(req)
        ? {
            status: 403,
            body: {
              success: false,
              data: null,
              notification: {
                message: 'This account is not linked to you.',
                type: 'error',
                code: 403,
              },
            },
          }
        : undefined,
    );
    const { accounts } = await myAccounts();
    await visitor.visit('accounts');
    (await remove(accounts[0]!.id))
      .redirectedTo('/accounts')
      .component('accounts/accounts')
      .toasts({ message: 'This account is not linked to you.', status: 'error' });
  });
});

describe('Edit Account', () => {
  it('is a placeholder showing the account it was opened from', async () => {
    const { accounts } = await myAccounts();
    const account = accounts[0]!;
    (await visitor.visit(['edit-account', { account: account.id }]))
      .component('accounts/edit-account')
      .where('account', { name: account.name, accountNumber: account.account_number });
    (await visitor.visit(['edit-account', { account: 'abc' }]))
      .component('accounts/edit-account')
      .where('account', null);
  });
});

describe('reloading the accounts after a removal', () => {
  it('keeps the known accounts less the removed one when the list cannot be had', async () => {
    const { accounts } = await myAccounts();
    const gone = accounts.at(-1)!;
    portal.overrides.add((req) => (calls('GET', '/user/clients')(req) ? serverError : undefined));
    await visitor.visit('accounts');
    (await remove(gone.id))
      .redirectedTo('/accounts')
      .where('accounts', (left: Account[]) => left.length === accounts.length - 1);
  });

  it('signs the user out when the session has ended meanwhile', async () => {
    const user = await signedIn(portal.app);
    const { accounts } = (await user.visit('accounts')).prop<{ accounts: Account[] }>();
    portal.overrides.add((req) => (calls('GET', '/user/clients')(req) ? sessionEnded : undefined));
    (await user.delete(['accounts.destroy', { account: accounts.at(-1)!.id }])).redirectedTo(
      '/login',
    );
  });
});
