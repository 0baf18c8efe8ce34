import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPage, toasts, type Visitor } from '../support/client';
import { faultyPortal, LINKABLE, type FaultyPortal } from './support';

let portal: FaultyPortal;
let visitor: Visitor;
beforeAll(async () => {
  portal = await faultyPortal();
  visitor = await portal.signIn();
});
afterAll(() => portal?.close());

const codesSent = () =>
  portal.front.providers[0]!.calls.filter((call) => call === 'POST /user/send-otp').length;

describe('codes sent to an account’s phone', () => {
  it('are limited as Resend is: 30 posts of Add Account send 5 codes, then a clear toast', async () => {
    const before = codesSent();
    for (let i = 0; i < 30; i++) {
      await visitor.send('post', '/accounts/add', { account_number: LINKABLE.number });
    }
    expect(codesSent() - before).toBe(5);
    const page = expectPage(await visitor.visit('/accounts/add'), 'accounts/add');
    expect(toasts(page)).toContainEqual({
      message: expect.stringMatching(/^Too many attempts/),
      status: 'error',
    });
  });

  it('count Resend and Add Account together for the same account', async () => {
    // The limit above is spent for this account: Resend on its code screen is refused too.
    const before = codesSent();
    await visitor.send('post', '/accounts/verify/resend', {});
    expect(codesSent()).toBe(before);
  });
});
