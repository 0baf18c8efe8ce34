import type { Request, Response, Router } from 'express';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import {
  addressDto,
  clientAddresses,
  createAddress,
  deleteAddress,
  type AddressKind,
  type AddressRow,
} from '../../store/addresses';
import { recordActivity } from '../../store/team';
import { clearDefaultsPointingAt } from '../../store/users';
import { requireAddress, requireClient, requireUser } from '../access';
import { addressSchema } from '../address-schema';
import type { ServiceContext } from '../context';

export function addressRoutes(router: Router, ctx: ServiceContext): void {
  /** The account's activity record (docs/team.md): an address added to or removed from the book. */
  const addressChanged = (
    userId: number,
    clientId: number,
    address: AddressRow,
    action: 'added' | 'removed',
  ) =>
    recordActivity(ctx.db, {
      clientId,
      userId,
      kind: 'address_changed',
      subject: address.label || address.company || address.attention,
      details: { action, address_id: address.id, address_kind: address.kind },
      at: ctx.now().toISOString(),
    });

  const create = (kind: AddressKind) => (req: Request, res: Response) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'ship');
    const fields = parse(addressSchema(kind), req.body);
    const address = ctx.db.transaction(() => {
      const saved = createAddress(ctx.db, client.id, kind, fields, ctx.now());
      addressChanged(user.id, client.id, saved, 'added');
      return saved;
    })();
    ok(res, addressDto(address), 'The address has been saved.');
  };
  const list = (kind: AddressKind) => (req: Request, res: Response) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'view');
    ok(res, clientAddresses(ctx.db, client.id, kind).map(addressDto));
  };

  router.post('/clients/:client/addresses', create('client'));
  router.post('/clients/:client/addresses/customer', create('customer'));
  router.get('/clients/:client/addresses', list('client'));
  router.get('/clients/:client/addresses/customer', list('customer'));

  router.get('/user/clients/:client/addresses/:id', (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'view');
    ok(res, addressDto(requireAddress(ctx, user, req.params.id as string, 'view', client.id)));
  });

  /**
   * Removes the address from the book. Shipments and pickups made from it keep showing it,
   * and it stops being anyone's default.
   */
  router.delete('/clients/:client/addresses/:id', (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'ship');
    const id = req.params.id as string;
    const address = requireAddress(ctx, user, id, 'ship', client.id);
    ctx.db.transaction(() => {
      deleteAddress(ctx.db, id, ctx.now());
      addressChanged(user.id, client.id, address, 'removed');
      clearDefaultsPointingAt(ctx.db, id);
    })();
    ok(res, null);
  });
}
