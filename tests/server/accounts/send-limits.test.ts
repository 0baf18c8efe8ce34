import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { LINKABLE } from '../../support/data/accounts';
import { startPortal, type Portal } from '../../support/portal';

let portal: Portal;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'main', timeoutMs: 5000 });
  visitor = await signedIn(portal.app);
});
afterAll(() => portal?.close());

const codesSent = () => portal.calls.filter((call) => call === 'POST /user/send-otp').length;

describe('codes sent to an account’s phone', () => {
  it('are limited as Resend is: 30 posts of Add Account send 5 codes, then a clear toast', async () => {
    const before = codesSent();
    await visitor.visit('add-account');
    // The answers are not followed: their toasts are read together on the next page.
    for (let i = 0; i < 30; i++) {
      await visitor.post(
        'add-account.store',
        { account_number: LINKABLE.number },
        { follow: false },
      );
    }
    expect(codesSent() - before).toBe(5);
    (await visitor.visit('add-account'))
      .component('accounts/add-account')
      .hasToast({ message: expect.stringMatching(/^Too many attempts/), status: 'error' });
  });

  it('count Resend and Add Account together for the same account', async () => {
    // The limit above is spent for this account: Resend on its code screen is refused too.
    const before = codesSent();
    await visitor.post('accounts-verify.resend', {});
    expect(codesSent()).toBe(before);
  });
});
