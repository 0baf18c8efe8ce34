import type { Router } from 'express';
import { z } from 'zod';
import { burnPasswordCheck, verifyPassword } from '../../domain/passwords';
import { ok } from '../../http/envelope';
import { fieldError } from '../../http/errors';
import { emailField, passwordField } from '../../http/fields';
import { parse } from '../../http/validate';
import { issueAccessToken, revokeToken } from '../../store/access-tokens';
import { clientDto, linkedClients } from '../../store/clients';
import { findUserByEmail, userDto } from '../../store/users';
import { requireUser } from '../access';
import type { ServiceContext } from '../context';
import { startSecondStep, twoFactorSignInRoutes } from './two-factor-sign-in';

const loginBody = z.object({ email: emailField(), password: passwordField() });

/** One message for every failed sign-in, so it never tells whether the e-mail exists. */
const LOGIN_FAILED = 'These credentials do not match our records.';

export function sessionRoutes(router: Router, ctx: ServiceContext): void {
  router.post('/user/login', async (req, res) => {
    const body = parse(loginBody, req.body);
    const user = findUserByEmail(ctx.db, body.email);
    if (!user || !user.verified_at) {
      await burnPasswordCheck(body.password);
      throw fieldError('email', LOGIN_FAILED);
    }
    if (!(await verifyPassword(body.password, user.password_hash))) {
      throw fieldError('email', LOGIN_FAILED);
    }
    // Extension (docs/two-factor.md): with a second factor on, the right password earns a
    // challenge to answer, not a token. A provider without the extension never answers it.
    if (user.two_factor === 1) {
      ok(res, { two_factor: startSecondStep(ctx, user) }, 'Two-factor sign-in required.');
      return;
    }
    const accessToken = ctx.db.transaction(() => issueAccessToken(ctx.db, user.id, ctx.now()))();
    ok(res, { access_token: accessToken, user: userDto(user) }, 'Login Successful');
  });

  twoFactorSignInRoutes(router, ctx);

  // Extension: the portal's sign-out ends the token too, so a copy of it is worth nothing.
  router.post('/user/logout', (req, res) => {
    requireUser(ctx, req);
    revokeToken(ctx.db, String(req.get('access-token')).trim(), ctx.now());
    ok(res, null, 'Logged out');
  });

  router.get('/user/clients', (req, res) => {
    const user = requireUser(ctx, req);
    ok(res, linkedClients(ctx.db, user.id).map(clientDto));
  });

  router.get('/my/clients', (req, res) => {
    const user = requireUser(ctx, req);
    ok(res, { clients: linkedClients(ctx.db, user.id).map(clientDto) });
  });
}
