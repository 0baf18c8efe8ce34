import type { Router } from 'express';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { optionalEmail, phoneField, requiredText } from '../../http/fields';
import { parse } from '../../http/validate';
import { createCustomer, findOwnCustomer } from '../../store/customers';
import { requireUser } from '../access';
import type { ServiceContext } from '../context';

/** spec §5: a new consignee needs a full name and a phone; the e-mail is optional. */
const customerBody = z.object({
  name: requiredText('Full name', 150),
  phone: phoneField('Phone'),
  email: optionalEmail(),
});

export function customerRoutes(router: Router, ctx: ServiceContext): void {
  /** Creates a consignee, or answers the one this user already entered with the same contact. */
  router.post('/customers/options', (req, res) => {
    const user = requireUser(ctx, req);
    const body = parse(customerBody, req.body);
    const existing = findOwnCustomer(ctx.db, user.id, body.phone, body.email);
    const id = existing?.id ?? createCustomer(ctx.db, body, user.id, ctx.now());
    ok(res, { id }, existing ? undefined : 'The customer has been added.');
  });
}
