import type { Express } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import { createServiceApp } from '../../http/app';
import { ok } from '../../http/envelope';
import { fieldError, forbidden } from '../../http/errors';
import { idField } from '../../http/fields';
import { parse } from '../../http/validate';
import {
  customerById,
  customerDto,
  customerReachable,
  linkCustomer,
  linkedCustomers,
} from '../../store/customers';
import { userDto } from '../../store/users';
import { requireClient, requireUser } from '../access';
import { addressSchema } from '../address-schema';
import type { ServiceContext } from '../context';
import { passkeyRoutes } from './passkeys';
import { twoFactorRoutes } from './two-factor';

const clientBody = z.object({ client_id: idField('Account') });
const linkBody = z.object({ client_id: idField('Account'), customer_id: idField('Customer') });
const kindOf = z.object({ kind: z.enum(['client', 'customer']).catch('client') });

/**
 * The auth service: who the user is, address checks, consignee links, and the second
 * factors of their sign-in (extension).
 */
export function createAuthApp(ctx: ServiceContext): Express {
  return createServiceApp('auth', ctx.log, (app) => {
    const router = Router();

    router.get('/user-details', (req, res) => {
      ok(res, { user: userDto(requireUser(ctx, req)) });
    });

    /**
     * The same rules as saving, without saving: the portal checks an edited address before
     * it replaces the old one. Consignee rules apply when the body says kind 'customer'.
     */
    router.post('/validate-address', (req, res) => {
      requireUser(ctx, req);
      const kind = kindOf.safeParse(req.body).data?.kind ?? 'client';
      parse(addressSchema(kind), req.body);
      res.json({ success: true, data: null, errors: {} });
    });

    router.post('/linked/customers', (req, res) => {
      const user = requireUser(ctx, req);
      const client = requireClient(ctx, user, parse(clientBody, req.body).client_id, 'view');
      ok(res, { customers: linkedCustomers(ctx.db, client.id).map(customerDto) });
    });

    router.post('/link-customer', (req, res) => {
      const user = requireUser(ctx, req);
      const body = parse(linkBody, req.body);
      const client = requireClient(ctx, user, body.client_id, 'ship');
      if (!customerById(ctx.db, body.customer_id)) {
        throw fieldError('customer_id', 'Customer not found.');
      }
      if (!customerReachable(ctx.db, user.id, body.customer_id)) throw forbidden();
      linkCustomer(ctx.db, client.id, body.customer_id, ctx.now());
      ok(res, { id: body.customer_id });
    });

    // Extension: two-factor sign-in's set-up (docs/two-factor.md).
    twoFactorRoutes(router, ctx);
    passkeyRoutes(router, ctx);

    app.use(router);
  });
}
