import type { Request } from 'express';
import { deps } from '../../../deps';

/**
 * Every code sent to an account's phone counts as a Resend does, per user and per account
 * number, so posting Add Account again and again cannot flood that phone with SMS (nor buy
 * a fresh try budget each time). An upstream 422 on `account_number` lands under the field.
 */
export const countCodeSent = (req: Request, accountNumber: string) =>
  deps(req).limits.attempt(req, 'otp-resend', req.session.user!.email, accountNumber);
