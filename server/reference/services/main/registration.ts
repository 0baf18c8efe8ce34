import { wordLanguageOf } from '../../domain/words/language';
import type { Router } from 'express';
import { z } from 'zod';
import { hashPassword } from '../../domain/passwords';
import { newSecret } from '../../domain/tokens';
import { ok } from '../../http/envelope';
import { fieldError, invalid } from '../../http/errors';
import {
  emailField,
  newPasswordField,
  optionalText,
  phoneField,
  requiredText,
} from '../../http/fields';
import { parse } from '../../http/validate';
import { consumeOtp, otpByToken, otpByTokenAnyPurpose, retireUserOtps } from '../../store/otps';
import { findUserByEmail, getUser, markVerified, upsertPendingUser } from '../../store/users';
import { requireUser } from '../access';
import type { ServiceContext } from '../context';
import { acceptCode, issueCode, otpField, reissueCode } from '../otp-flow';
import { verifyAccountLink } from './accounts';

const registerBody = z
  .object({
    first_name: requiredText('First name', 100),
    last_name: requiredText('Last name', 100),
    email: emailField(),
    phone_number: phoneField(),
    password: newPasswordField(),
    password_confirmation: z.string({ error: 'Password confirmation is required' }),
    customer_type: z.enum(['personal', 'business'], {
      error: 'Customer type must be personal or business',
    }),
    country: optionalText('Country'),
    province: optionalText('Province'),
    city: optionalText('City'),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password'],
    message: 'The password confirmation does not match',
  });

const tokenField = z
  .string({ error: 'The token is required' })
  .trim()
  .min(1, 'The token is required');

const verifyBody = z.object({
  otp: otpField,
  token: tokenField.optional(),
  account_number: z.string().trim().min(1, 'Account number is required').optional(),
});

const resendBody = z.object({
  token: tokenField,
  driver: z.enum(['mail', 'sms'], { error: 'The driver must be mail or sms' }).default('mail'),
});

const SESSION_GONE = 'This verification has expired. Please start again.';

export function registrationRoutes(router: Router, ctx: ServiceContext): void {
  router.post('/user/register', async (req, res) => {
    const body = parse(registerBody, req.body);
    const existing = findUserByEmail(ctx.db, body.email);
    if (existing?.verified_at) throw fieldError('email', 'The email has already been taken.');
    const { password: _password, password_confirmation: _confirmation, ...profile } = body;
    const passwordHash = await hashPassword(body.password);
    const token = newSecret();
    ctx.db.transaction(() => {
      const userId = upsertPendingUser(
        ctx.db,
        { ...profile, password_hash: passwordHash },
        ctx.now(),
      );
      retireUserOtps(ctx.db, userId, 'register', ctx.now());
      issueCode(
        ctx,
        {
          purpose: 'register',
          token,
          userId,
          clientId: null,
          recipient: body.email,
          channel: 'mail',
        },
        true,
        wordLanguageOf(req),
      );
    })();
    ok(res, { token }, 'A verification code has been sent to your email.');
  });

  /** Two flows share the path: sign-up (token + otp) and account linking (account_number + otp). */
  router.post('/user/verify-otp', (req, res) => {
    // Linking is for signed-in users: without a token the answer is code 100, not a 422.
    const linking = (req.body as { account_number?: unknown } | undefined)?.account_number;
    const user = linking !== undefined ? requireUser(ctx, req) : undefined;
    const body = parse(verifyBody, req.body);
    if (user && body.account_number !== undefined) {
      verifyAccountLink(ctx, user, res, body.account_number, body.otp);
      return;
    }
    if (!body.token) throw invalid({ token: 'The token is required' });
    const row = otpByToken(ctx.db, body.token, 'register');
    if (!row?.user_id) throw fieldError('token', SESSION_GONE);
    acceptCode(ctx, row, body.otp);
    ctx.db.transaction(() => {
      markVerified(ctx.db, row.user_id as number, ctx.now());
      consumeOtp(ctx.db, row.id, ctx.now());
    })();
    ok(res, null, 'Your account has been verified. You can now sign in.');
  });

  /** Same token, new code: the previous code stops working and the tries start over. */
  router.post('/user/resend-otp', (req, res) => {
    const body = parse(resendBody, req.body);
    const row = otpByTokenAnyPurpose(ctx.db, body.token);
    if (!row || row.purpose === 'link' || row.consumed_at) throw fieldError('token', SESSION_GONE);
    const user = row.user_id ? getUser(ctx.db, row.user_id) : undefined;
    const recipient = body.driver === 'sms' ? user?.phone_number : user?.email;
    ctx.db.transaction(() =>
      reissueCode(
        ctx,
        { ...row, recipient: recipient ?? row.recipient, channel: body.driver },
        Boolean(user && (row.purpose === 'register' || user.verified_at)),
        wordLanguageOf(req),
      ),
    )();
    ok(res, { token: body.token }, 'A new verification code has been sent.');
  });
}
