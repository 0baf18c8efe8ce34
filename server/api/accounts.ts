import { z } from 'zod';
import { maskPhone } from '../../shared/accounts/phone-mask';
import type { Upstream } from '../upstream';
import { accountSchema } from './schemas';

/**
 * Linking and removing client accounts (spec §7). The list itself is `linkedAccounts` in
 * ./auth (sign-in loads it too). The code calls return the whole envelope: the provider's
 * notification becomes the toast.
 */

const sentCode = z.object({ phone: z.string().nullish() }).nullish();

/**
 * Sends a code to the phone the provider has for the account. The contract says the phone
 * comes back masked; a provider that sends it whole has it masked here all the same.
 */
export async function sendAccountCode(up: Upstream, token: string, accountNumber: string) {
  const sent = await up.main.post('/user/send-otp', {
    token,
    body: { account_number: accountNumber },
    schema: sentCode,
  });
  return { phone: maskPhone(sent.data?.phone), notification: sent.notification };
}

/** A correct code links the account; the answer is the linked account. */
export function verifyAccountCode(up: Upstream, token: string, accountNumber: string, otp: string) {
  return up.main.post('/user/verify-otp', {
    token,
    body: { otp, account_number: accountNumber },
    schema: accountSchema.nullish(),
  });
}

/** Unlinks the account from the user; the account stays with the provider. */
export function removeAccount(up: Upstream, token: string, clientId: number) {
  return up.main.post('/client/delete', { token, body: { client_id: clientId } });
}
