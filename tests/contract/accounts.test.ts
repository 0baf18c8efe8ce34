// Linking client accounts by the OTP sent to the account's phone, and removing them:
// POST /user/send-otp, /user/verify-otp (account link), /client/delete.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failure, forbidden, invalid, ok } from '../support/contract/api';
import type { NewUser } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';
import { linkableKnown, otpReadable, type LinkableAccount } from '../support/contract/target';

const { api, target, flow } = useContract();

const masked = z.object({ phone: z.string() });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /user/send-otp input', () => {
  it('answers 422 on account_number for a missing or unknown account number', async () => {
    const session = await flow.login(target().user);
    invalid(await api.post('main', '/user/send-otp', { token: session.token, body: {} }), [
      'account_number',
    ]);
    invalid(
      await api.post('main', '/user/send-otp', {
        token: session.token,
        body: { account_number: `999${Date.now()}` },
      }),
      ['account_number'],
    );
  });

  it('POST /user/verify-otp answers 422 on otp when linking without a code', async () => {
    const session = await flow.login(target().user);
    const [client] = await flow.clients(session);
    invalid(
      await api.post('main', '/user/verify-otp', {
        token: session.token,
        body: { account_number: client!.account_number },
      }),
      ['otp'],
    );
  });

  it('POST /client/delete answers 422 on client_id when it is missing', async () => {
    const session = await flow.login(target().user);
    invalid(await api.post('main', '/client/delete', { token: session.token, body: {} }), [
      'client_id',
    ]);
  });
});

describe.skipIf(!otpReadable || !linkableKnown)('linking an account', () => {
  let user: NewUser;
  let account: LinkableAccount;
  beforeAll(async () => {
    const [first] = target().linkable;
    if (!first) throw new Error('No linkable account: set CONTRACT_LINKABLE_ACCOUNT');
    account = first;
    user = await flow.newUser();
  });

  const sendOtp = async () => {
    const before = await flow.messageCount(account.phone);
    const data = ok(
      await api.post('main', '/user/send-otp', {
        token: user.session.token,
        body: { account_number: account.accountNumber },
      }),
      masked,
    );
    return { phone: data.phone, code: await flow.nextCode(account.phone, before) };
  };

  const verify = (otp: string) =>
    api.post('main', '/user/verify-otp', {
      token: user.session.token,
      body: { otp, account_number: account.accountNumber },
    });

  it("sends a 6-digit code to the account's phone and answers the phone masked", async () => {
    const { phone, code } = await sendOtp();
    expect(code).toMatch(/^\d{6}$/);
    // portal-spec §9: first 3 or 4 characters, 5 dots, last 2.
    expect(phone).toMatch(/^[^.]{3,4}\.{5}[^.]{2}$/);
    const digits = account.phone;
    expect(digits.startsWith(phone.replace(/\..*$/, ''))).toBe(true);
    expect(digits.endsWith(phone.slice(-2))).toBe(true);
  });

  it('allows 5 wrong tries, then answers 429 even to the right code', async () => {
    const { code } = await sendOtp();
    for (let attempt = 1; attempt <= 5; attempt += 1) invalid(await verify(wrong(code)), ['otp']);
    failure(await verify(code), 429);
  });

  it('sending again invalidates the old code', async () => {
    const first = await sendOtp();
    const second = await sendOtp();
    if (first.code !== second.code) {
      const stale = await verify(first.code);
      expect(stale.status).toBeGreaterThanOrEqual(400);
      expect(stale.status).toBeLessThan(500);
    }
    // The right code still links after the stale one was refused.
    const client = ok(await verify(second.code), s.client);
    expect(client.account_number).toBe(account.accountNumber);
    ok(
      await api.post('main', '/client/delete', {
        token: user.session.token,
        body: { client_id: client.id },
      }),
      s.nothing,
    );
  });

  it('links with the right code: the account is listed, then removed by /client/delete', async () => {
    const { code } = await sendOtp();
    const client = ok(await verify(code), s.client);
    expect(client.account_number).toBe(account.accountNumber);

    const listed = await flow.clients(user.session);
    expect(listed.map((c) => c.id)).toEqual([client.id]);
    const mine = ok(
      await api.get('main', '/my/clients', { token: user.session.token }),
      z.object({ clients: z.array(s.client) }),
    );
    expect(mine.clients.map((c) => c.id)).toEqual([client.id]);
    ok(
      await api.get('main', `/user/clients/${client.id}/stats`, { token: user.session.token }),
      s.stats,
    );

    ok(
      await api.post('main', '/client/delete', {
        token: user.session.token,
        body: { client_id: client.id },
      }),
      s.nothing,
    );
    expect(await flow.clients(user.session)).toEqual([]);
    // Removed means no longer the user's: its data is forbidden again.
    forbidden(
      await api.get('main', `/user/clients/${client.id}/stats`, { token: user.session.token }),
    );
    forbidden(
      await api.post('main', '/client/delete', {
        token: user.session.token,
        body: { client_id: client.id },
      }),
    );
  });
});
