import { wordLanguageOf } from '../../domain/words/language';
import type { Router } from 'express';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../../domain/passwords';
import { newSecret } from '../../domain/tokens';
import { ok } from '../../http/envelope';
import { fieldError, forbidden } from '../../http/errors';
import { emailField, idField, newPasswordField, passwordField } from '../../http/fields';
import { parse } from '../../http/validate';
import { revokeAllTokens } from '../../store/access-tokens';
import { consumeOtp, markOtpVerified, otpByToken, retireUserOtps } from '../../store/otps';
import { findUserByEmail, setPasswordHash } from '../../store/users';
import { requireUser } from '../access';
import type { ServiceContext } from '../context';
import { acceptCode, issueCode, otpField } from '../otp-flow';

const tokenField = z
  .string({ error: 'The token is required' })
  .trim()
  .min(1, 'The token is required');

const resetBody = z.object({ email: emailField() });
const verifyBody = z.object({ otp: otpField, token: tokenField });
const mismatch = {
  path: ['new_password'],
  message: 'The password confirmation does not match',
};
const finishBody = z
  .object({
    otp: otpField,
    token: tokenField,
    new_password: newPasswordField('New password'),
    new_password_confirmation: z.string({ error: 'Password confirmation is required' }),
  })
  .refine((body) => body.new_password === body.new_password_confirmation, mismatch);
const changeBody = z
  .object({
    user_id: idField('User'),
    old_password: passwordField('Current password'),
    new_password: newPasswordField('New password'),
    new_password_confirmation: z.string({ error: 'Password confirmation is required' }),
  })
  .refine((body) => body.new_password === body.new_password_confirmation, mismatch);

const SESSION_GONE = 'This reset request has expired. Please start again.';

export function passwordRoutes(router: Router, ctx: ServiceContext): void {
  /**
   * Answers a token whether or not the e-mail has an account (no code is sent when it has
   * none), so the form does not reveal who is registered.
   */
  router.post('/user/reset-password', (req, res) => {
    const body = parse(resetBody, req.body);
    const user = findUserByEmail(ctx.db, body.email);
    const known = Boolean(user?.verified_at);
    const token = newSecret();
    ctx.db.transaction(() => {
      if (user && known) retireUserOtps(ctx.db, user.id, 'reset', ctx.now());
      issueCode(
        ctx,
        {
          purpose: 'reset',
          token,
          userId: known && user ? user.id : null,
          clientId: null,
          recipient: known && user ? user.email : body.email,
          channel: 'mail',
        },
        known,
        wordLanguageOf(req),
      );
    })();
    ok(res, { token }, 'If this email has an account, a verification code has been sent to it.');
  });

  router.post('/user/reset-verify', (req, res) => {
    const body = parse(verifyBody, req.body);
    const row = otpByToken(ctx.db, body.token, 'reset');
    if (!row) throw fieldError('token', SESSION_GONE);
    acceptCode(ctx, row, body.otp);
    markOtpVerified(ctx.db, row.id, ctx.now());
    ok(res, null, 'The code is correct. Choose a new password.');
  });

  /** The code is checked again: the token alone never sets a password. */
  router.post('/user/reset-password-verify', async (req, res) => {
    const body = parse(finishBody, req.body);
    const row = otpByToken(ctx.db, body.token, 'reset');
    if (!row) throw fieldError('token', SESSION_GONE);
    acceptCode(ctx, row, body.otp);
    if (!row.user_id) throw fieldError('token', SESSION_GONE);
    const hash = await hashPassword(body.new_password);
    ctx.db.transaction(() => {
      setPasswordHash(ctx.db, row.user_id as number, hash);
      consumeOtp(ctx.db, row.id, ctx.now());
      revokeAllTokens(ctx.db, row.user_id as number, ctx.now());
    })();
    ok(res, null, 'Your password has been changed.');
  });

  /** Every access token of the user, the current one included, stops working. */
  router.post('/user/change-password', async (req, res) => {
    const user = requireUser(ctx, req);
    const body = parse(changeBody, req.body);
    if (body.user_id !== user.id) throw forbidden('You can only change your own password.');
    if (!(await verifyPassword(body.old_password, user.password_hash))) {
      throw fieldError('old_password', 'The current password is incorrect.');
    }
    if (body.old_password === body.new_password) {
      throw fieldError('new_password', 'The new password must be different from the current one.');
    }
    const hash = await hashPassword(body.new_password);
    ctx.db.transaction(() => {
      setPasswordHash(ctx.db, user.id, hash);
      revokeAllTokens(ctx.db, user.id, ctx.now());
    })();
    ok(res, null, 'Your password has been changed. Please sign in again.');
  });
}
