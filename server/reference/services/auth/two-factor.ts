import type { Router } from 'express';
import { z } from 'zod';
import { verifyPassword } from '../../domain/passwords';
import { codeStep, newTotpSecret, otpauthUrl } from '../../domain/two-factor';
import { ok } from '../../http/envelope';
import { ApiError, fieldError } from '../../http/errors';
import { passwordField } from '../../http/fields';
import { parse } from '../../http/validate';
import {
  deleteTotp,
  enableTotp,
  hasSecondFactor,
  setPendingTotp,
  totpOf,
} from '../../store/two-factor';
import type { UserRow } from '../../store/users';
import { requireUser } from '../access';
import type { ServiceContext } from '../context';
import {
  factorAdded,
  factorRemoved,
  issueRecoveryCodes,
  twoFactorStatus,
  WORDS,
} from '../second-factor';

const codeBody = z.object({
  code: z.string({ error: 'The code is required' }).trim().min(1, 'The code is required'),
});
const passwordBody = z.object({ password: passwordField() });

/** The user's password, asked again before a factor is turned off or the codes renewed. */
export async function confirmPassword(user: UserRow, raw: unknown): Promise<void> {
  const { password } = parse(passwordBody, raw);
  if (!(await verifyPassword(password, user.password_hash))) {
    throw fieldError('password', WORDS.passwordWrong);
  }
}

/**
 * The auth service's calls for the authenticator app and the recovery codes
 * (docs/two-factor.md, 'The provider's side'). Passkeys are in passkeys.ts.
 */
export function twoFactorRoutes(router: Router, ctx: ServiceContext): void {
  router.get('/two-factor', (req, res) => {
    const user = requireUser(ctx, req);
    ok(res, twoFactorStatus(ctx, user.id));
  });

  // A new secret each time: one not confirmed before is replaced; an app already on keeps
  // working until the new one is confirmed (a new phone).
  router.post('/two-factor/totp', (req, res) => {
    const user = requireUser(ctx, req);
    const secret = newTotpSecret();
    setPendingTotp(ctx.db, user.id, secret, ctx.now());
    ok(res, { secret, otpauth_url: otpauthUrl(secret, user.email) });
  });

  router.post('/two-factor/totp/confirm', (req, res) => {
    const user = requireUser(ctx, req);
    const { code } = parse(codeBody, req.body);
    const pending = totpOf(ctx.db, user.id)?.pending_secret;
    if (!pending) {
      throw fieldError(
        'code',
        'Start again: there is no authenticator app waiting to be confirmed.',
      );
    }
    const step = codeStep(pending, code, ctx.now());
    if (step === null) throw fieldError('code', WORDS.codeWrong);
    const recoveryCodes = ctx.db.transaction(() => {
      const wasOn = hasSecondFactor(ctx.db, user.id);
      enableTotp(ctx.db, user.id, step, ctx.now());
      return factorAdded(ctx, user.id, wasOn);
    })();
    ok(
      res,
      { recovery_codes: recoveryCodes, two_factor: twoFactorStatus(ctx, user.id) },
      'The authenticator app is on.',
    );
  });

  router.delete('/two-factor/totp', async (req, res) => {
    const user = requireUser(ctx, req);
    await confirmPassword(user, req.body);
    ctx.db.transaction(() => {
      deleteTotp(ctx.db, user.id);
      factorRemoved(ctx, user.id);
    })();
    ok(res, { two_factor: twoFactorStatus(ctx, user.id) }, 'The authenticator app is off.');
  });

  router.post('/two-factor/recovery-codes', async (req, res) => {
    const user = requireUser(ctx, req);
    await confirmPassword(user, req.body);
    if (!hasSecondFactor(ctx.db, user.id)) {
      throw new ApiError(409, 'Turn on an authenticator app or a passkey first.');
    }
    const codes = ctx.db.transaction(() => issueRecoveryCodes(ctx, user.id))();
    ok(
      res,
      { recovery_codes: codes, two_factor: twoFactorStatus(ctx, user.id) },
      'New recovery codes: the old ones no longer work.',
    );
  });
}
