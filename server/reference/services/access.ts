import type { Request } from 'express';
import { forbidden, notFound, signedOut } from '../http/errors';
import { userForToken } from '../store/access-tokens';
import { addressById, type AddressRow } from '../store/addresses';
import { linkedClient, type ClientRow } from '../store/clients';
import type { UserRow } from '../store/users';
import type { ServiceContext } from './context';

/** The signed-in user, or code 100 so the portal signs the person out. */
export function requireUser(ctx: ServiceContext, req: Request): UserRow {
  const token = req.get('access-token')?.trim();
  if (!token) throw signedOut();
  const user = userForToken(ctx.db, token, ctx.now());
  if (!user) throw signedOut();
  return user;
}

/** A client account the user linked; any other id, existing or not, is forbidden. */
export function requireClient(ctx: ServiceContext, user: UserRow, raw: unknown): ClientRow {
  const id = typeof raw === 'number' ? raw : Number(String(raw ?? ''));
  const client = Number.isInteger(id) && id > 0 ? linkedClient(ctx.db, user.id, id) : undefined;
  if (!client) throw forbidden('This account is not linked to your profile.');
  return client;
}

/** A live address under a client the user linked (404 when gone, 403 when someone else's). */
export function requireAddress(
  ctx: ServiceContext,
  user: UserRow,
  addressId: string,
  clientId?: number,
): AddressRow {
  const address = addressById(ctx.db, addressId);
  if (!address || address.deleted_at) throw notFound('Address not found.');
  if (clientId !== undefined && address.client_id !== clientId) {
    throw forbidden('This address belongs to another account.');
  }
  requireClient(ctx, user, address.client_id);
  return address;
}

/** The base URL this service was reached at, for links back to it (the AWB label). */
export function selfUrl(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`;
}
