import * as z from 'zod/mini';
import { messages } from '../messages';
import { required } from './fields';

/** spec §2.5 and §5 Add New Account: one required field, digits only (the API's own name). */
export const addAccountForm = z.object({
  account_number: z.pipe(
    required(/*i18n*/ 'Account Number'),
    z.string().check(z.maxLength(40), z.regex(/^\d+$/, messages.accounts.digitsOnly)),
  ),
});

export type AddAccountForm = z.infer<typeof addAccountForm>;
