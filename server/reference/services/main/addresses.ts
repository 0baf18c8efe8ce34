import type { Request, Response, Router } from 'express';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import {
  addressDto,
  clientAddresses,
  createAddress,
  deleteAddress,
  type AddressKind,
} from '../../store/addresses';
import { clearDefaultsPointingAt } from '../../store/users';
import { requireAddress, requireClient, requireUser } from '../access';
import { addressSchema } from '../address-schema';
import type { ServiceContext } from '../context';

export function addressRoutes(router: Router, ctx: ServiceContext): void {
  const create = (kind: AddressKind) => (req: Request, res: Response) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client);
    const fields = parse(addressSchema(kind), req.body);
    const address = createAddress(ctx.db, client.id, kind, fields, ctx.now());
    ok(res, addressDto(address), 'The address has been saved.');
  };
  const list = (kind: AddressKind) => (req: Request, res: Response) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client);
    ok(res, clientAddresses(ctx.db, client.id, kind).map(addressDto));
  };

  router.post('/clients/:client/addresses', create('client'));
  router.post('/clients/:client/addresses/customer', create('customer'));
  router.get('/clients/:client/addresses', list('client'));
  router.get('/clients/:client/addresses/customer', list('customer'));

  router.get('/user/clients/:client/addresses/:id', (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client);
    ok(res, addressDto(requireAddress(ctx, user, req.params.id as string, client.id)));
  });

  /**
   * Removes the address from the book. Shipments and pickups made from it keep showing it,
   * and it stops being anyone's default.
   */
  router.delete('/clients/:client/addresses/:id', (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client);
    const id = req.params.id as string;
    requireAddress(ctx, user, id, client.id);
    ctx.db.transaction(() => {
      deleteAddress(ctx.db, id, ctx.now());
      clearDefaultsPointingAt(ctx.db, id);
    })();
    ok(res, null);
  });
}
