import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../shared/types';
import { expectPage, expectRedirect, toasts, type Visitor } from '../support/client';
import { latestCode } from '../support/outbox';
import {
  calls,
  faultyPortal,
  LINKABLE,
  LINKABLE_2,
  serverError,
  signedInSessions,
  type FaultyPortal,
} from './support';

let portal: FaultyPortal;
let visitor: Visitor;
beforeAll(async () => {
  portal = await faultyPortal();
  visitor = await portal.signIn();
});
afterEach(() => portal.overrides.clear());
afterAll(() => portal?.close());

const codeFor = (phone: string) => latestCode(portal, phone);

const myAccounts = async () => {
  const page = expectPage(await visitor.visit('/accounts'), 'accounts/index');
  return page.props as unknown as {
    list: { ok: true; value: Account[] } | { ok: false };
    accounts: Account[];
    selectedAccountId: number | null;
  };
};

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
    const res = await visitor.visit('/accounts');
    const page = expectPage(res, 'accounts/index');
    expect(page.props.list).toEqual({ ok: false });
  });
});

describe('Add New Account and its code', () => {
  it('requires an account number of digits, and shows the provider’s refusal under it', async () => {
    await visitor.visit('/accounts/add');
    const bag = { 'X-Inertia-Error-Bag': 'addAccount' };
    expectRedirect(
      await visitor.send('post', '/accounts/add', { account_number: '' }, bag),
      '/accounts/add',
    );
    let page = expectPage(await visitor.visit('/accounts/add'), 'accounts/add');
    expect(page.props.errors).toEqual({
      addAccount: { account_number: 'Account Number is required' },
    });

    await visitor.send('post', '/accounts/add', { account_number: '12ab' }, bag);
    page = expectPage(await visitor.visit('/accounts/add'), 'accounts/add');
    expect(page.props.errors).toEqual({
      addAccount: { account_number: 'Account Number must contain digits only' },
    });

    await visitor.send('post', '/accounts/add', { account_number: '999999999' }, bag);
    page = expectPage(await visitor.visit('/accounts/add'), 'accounts/add');
    expect(page.props.errors).toEqual({
      addAccount: { account_number: 'We could not find an account with this number.' },
    });
  });

  it('leads to accounts when no account is pending', async () => {
    const fresh = await portal.signIn();
    expectRedirect(await fresh.visit('/accounts/verify'), '/accounts');
    expectRedirect(await fresh.send('post', '/accounts/verify', { otp: '123456' }), '/accounts');
  });

  it('keeps the pending number and the end time in the session, and masks the phone', async () => {
    const before = Date.now();
    expectRedirect(
      await visitor.send('post', '/accounts/add', { account_number: LINKABLE.number }),
      '/accounts/verify',
    );
    const [data] = await signedInSessions(portal);
    const pending = data?.pendingAccount as { accountNumber: string; endsAt: number };
    expect(pending.accountNumber).toBe(LINKABLE.number);
    expect(pending.endsAt).toBeGreaterThanOrEqual(before + 600_000);
    expect(pending.endsAt).toBeLessThanOrEqual(Date.now() + 600_000);

    const page = expectPage(await visitor.visit('/accounts/verify'), 'accounts/verify');
    expect(page.props).toMatchObject({
      accountNumber: LINKABLE.number,
      phone: '+961.....01',
      locked: false,
    });
    expect(page.props.secondsLeft).toBeGreaterThan(590);
    expect(page.props.secondsLeft).toBeLessThanOrEqual(600);
    expect(JSON.stringify(page.props)).not.toContain(LINKABLE.phone);
  });

  it('masks a phone the provider sends whole', async () => {
    portal.overrides.add((req) =>
      calls('POST', '/user/send-otp')(req)
        ? { status: 200, body: { success: true, data: { phone: '+442071400502' } } }
        : undefined,
    );
    await visitor.send('post', '/accounts/add', { account_number: LINKABLE_2.number });
    const page = expectPage(await visitor.visit('/accounts/verify'), 'accounts/verify');
    expect(page.props.phone).toBe('+442.....02');
    // Back to the first account for the tests below.
    await visitor.send('post', '/accounts/add', { account_number: LINKABLE.number });
  });

  it('says a wrong code under the boxes; the fifth wrong one locks until Resend', async () => {
    const bag = { 'X-Inertia-Error-Bag': 'otp' };
    const code = await codeFor(LINKABLE.phone);
    await visitor.visit('/accounts/verify');
    expectRedirect(
      await visitor.send('post', '/accounts/verify', { otp: wrongCode(code) }, bag),
      '/accounts/verify',
    );
    let page = expectPage(await visitor.visit('/accounts/verify'), 'accounts/verify');
    expect((page.props.errors as { otp: { otp: string } }).otp.otp).toMatch(/incorrect/);
    for (let i = 0; i < 4; i += 1) {
      await visitor.send('post', '/accounts/verify', { otp: wrongCode(code) }, bag);
    }
    page = expectPage(await visitor.visit('/accounts/verify'), 'accounts/verify');
    expect(page.props).toMatchObject({ locked: true, secondsLeft: 0 });
    expect(page.props.errors).toEqual({
      otp: { otp: 'Too many wrong codes. Ask for a new code with Resend.' },
    });
    // Even the right code is refused now: the code is dead.
    await visitor.send('post', '/accounts/verify', { otp: code }, bag);
    page = expectPage(await visitor.visit('/accounts/verify'), 'accounts/verify');
    expect(page.props.locked).toBe(true);

    expectRedirect(await visitor.send('post', '/accounts/verify/resend'), '/accounts/verify');
    page = expectPage(await visitor.visit('/accounts/verify'), 'accounts/verify');
    expect(page.props).toMatchObject({ locked: false, phone: '+961.....01' });
    expect(page.props.secondsLeft).toBeGreaterThan(590);
    expect(await codeFor(LINKABLE.phone)).not.toBe(code);
  });

  it('links the account with the right code: listed, in the selector, pending number gone', async () => {
    const code = await codeFor(LINKABLE.phone);
    expectRedirect(await visitor.send('post', '/accounts/verify', { otp: code }), '/accounts');
    const page = expectPage(await visitor.visit('/accounts'), 'accounts/index');
    expect(page.flash?.toasts).toEqual([
      { message: 'The account has been added.', status: 'success' },
    ]);
    const props = page.props as unknown as { list: { value: Account[] }; accounts: Account[] };
    expect(props.list.value.map((a) => a.name)).toContain(LINKABLE.name);
    expect(props.accounts.map((a) => a.name)).toContain(LINKABLE.name);
    const [data] = await signedInSessions(portal);
    expect(data?.pendingAccount).toBeUndefined();
    expectRedirect(await visitor.visit('/accounts/verify'), '/accounts');
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
    expectRedirect(await visitor.send('delete', `/accounts/${olive.id}`), '/accounts');
    const props = await myAccounts();
    expect(props.selectedAccountId).toBe(before);
    expect(props.accounts.map((a) => a.id)).not.toContain(olive.id);
  });

  it('clears the selection when the selected account is removed: pages show the prompt', async () => {
    const selected = (await myAccounts()).selectedAccountId!;
    expectRedirect(await visitor.send('delete', `/accounts/${selected}`), '/accounts');
    const page = expectPage(await visitor.visit('/accounts'), 'accounts/index');
    expect(toasts(page)[0]?.status).toBe('success');
    const props = page.props as unknown as {
      selectedAccountId: number | null;
      accounts: Account[];
    };
    expect(props.selectedAccountId).toBeNull();
    expect(props.accounts.map((a) => a.id)).not.toContain(selected);
    expectPage(await visitor.visit('/address-book'), 'account/required');
  });

  it('changes nothing when the provider fails, and says so', async () => {
    portal.overrides.add((req) => (calls('POST', '/client/delete')(req) ? serverError : undefined));
    const before = await myAccounts();
    const first = before.accounts[0]!;
    await visitor.visit('/accounts');
    expectRedirect(await visitor.send('delete', `/accounts/${first.id}`), '/accounts');
    const page = expectPage(await visitor.visit('/accounts'), 'accounts/index');
    expect(toasts(page)[0]?.status).toBe('error');
    expect((page.props.accounts as Account[]).map((a) => a.id)).toContain(first.id);
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
    await visitor.visit('/accounts');
    expectRedirect(await visitor.send('delete', `/accounts/${accounts[0]!.id}`), '/accounts');
    const page = expectPage(await visitor.visit('/accounts'), 'accounts/index');
    expect(toasts(page)).toEqual([
      { message: 'This account is not linked to you.', status: 'error' },
    ]);
  });
});

describe('Edit Account', () => {
  it('is a placeholder showing the account it was opened from', async () => {
    const { accounts } = await myAccounts();
    const account = accounts[0]!;
    const page = expectPage(
      await visitor.visit(`/accounts/edit?account=${account.id}`),
      'accounts/edit',
    );
    expect(page.props.account).toEqual({
      name: account.name,
      accountNumber: account.account_number,
    });
    const empty = expectPage(await visitor.visit('/accounts/edit?account=abc'), 'accounts/edit');
    expect(empty.props.account).toBeNull();
  });
});
