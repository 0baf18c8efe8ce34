import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../routes/web';
import { browser, signedIn, type InertiaBrowser, type Target } from '../../support/inertia';
import { latestCode, uniqueEmail } from '../../support/data/outbox';
import { startPortal, type Portal } from '../../support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

const demo = () => signedIn(portal.app);

let noAccountUser: Promise<InertiaBrowser> | undefined;
/** A signed-in user who has linked no client account yet (one, shared: sign-ups are limited). */
const withoutAccounts = () => (noAccountUser ??= signUpWithoutAccounts());

async function signUpWithoutAccounts(): Promise<InertiaBrowser> {
  const email = uniqueEmail('noaccount');
  const visitor = browser(portal.app);
  await visitor.visit(['register', { type: 'personal' }]);
  await visitor.post(['register.store', { type: 'personal' }], {
    first_name: 'Nour',
    last_name: 'Saad',
    email,
    phone_number: '+1 212 555 0100',
    password: 'Secret!234',
    password_confirmation: 'Secret!234',
  });
  await visitor.post('register-verification.store', { otp: await latestCode(portal, email) });
  return signedIn(portal.app, { email, password: 'Secret!234' });
}

const guardsOf = (r: (typeof routes)[number]): readonly string[] => ('guards' in r ? r.guards : []);
const needsAccount = routes.filter(
  (r) => r.method === 'get' && guardsOf(r).includes('auth') && guardsOf(r).includes('account'),
);
/** The route with every parameter filled ('1' fits every parameter format). */
const url = (r: (typeof routes)[number]): Target => [
  r.name,
  Object.fromEntries([...r.path.matchAll(/\{(\w+)\??\}/g)].map((m) => [m[1]!, '1'])),
];

describe('signed-in screens', () => {
  it.each(needsAccount.map((r) => [r.name, r] as const))(
    '%s shows the account prompt when no account is selected',
    async (_name, route) => {
      const visitor = await withoutAccounts();
      (await visitor.visit(url(route)))
        .component('accounts/account-required')
        .where('selectedAccountId', null);
    },
  );

  it('lets pages that need no account through without one', async () => {
    const visitor = await withoutAccounts();
    const page = await visitor.visit('reports');
    expect(page.object.component).not.toBe('accounts/account-required');
  });

  it('leads to accounts from account verification when no account number is pending', async () => {
    (await (await demo()).visit('accounts-verify')).redirectedTo('/accounts');
  });

  it('shares the signed-in user, the linked accounts and the selection on every page', async () => {
    const visitor = await demo();
    const page = await visitor.visit('reports');
    page
      .whereMatch('auth.user', { email: 'demo@portal.test', first_name: 'Demo' })
      .where('accounts', (accounts: Array<{ name: string }>) =>
        accounts.some((a) => a.name === 'Cedar Line Trading'),
      )
      .where('selectedAccountId', page.prop('accounts.0.id'));
  });
});

describe('the account selector', () => {
  it('stores the chosen account in the session and goes back', async () => {
    const visitor = await demo();
    const second = (await visitor.visit('reports')).prop<number>('accounts.1.id');
    (await visitor.post('accounts.select', { account_id: second }))
      .redirectedTo('/reports')
      .where('selectedAccountId', second);
    (await visitor.visit('reports')).where('selectedAccountId', second);
  });

  it('ignores an account the user has not linked', async () => {
    const visitor = await demo();
    const before = (await visitor.visit('reports')).prop('selectedAccountId');
    await visitor.post('accounts.select', { account_id: 999999 });
    await visitor.post('accounts.select', { account_id: 'x' });
    (await visitor.visit('reports')).where('selectedAccountId', before);
  });
});
