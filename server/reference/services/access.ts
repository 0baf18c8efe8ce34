import type { Request } from 'express';
import { forbidden, notFound, signedOut } from '../http/errors';
import { userForToken } from '../store/access-tokens';
import { addressById, type AddressRow } from '../store/addresses';
import { linkedClient, type LinkedClientRow } from '../store/clients';
import type { UserRow } from '../store/users';
import type { ServiceContext } from './context';
import { can, ROLE_REFUSED, type Permission } from './roles';

/** The signed-in user, or code 100 so the portal signs the person out. */
export function requireUser(ctx: ServiceContext, req: Request): UserRow {
  const token = req.get('access-token')?.trim();
  if (!token) throw signedOut();
  const user = userForToken(ctx.db, token, ctx.now());
  if (!user) throw signedOut();
  return user;
}

/** Said with the 403 for an account the user is not (or no longer) a member of. */
export const NOT_LINKED = 'This account is not linked to your profile.';

/**
 * A client account the user linked, whose role there allows `need` (services/roles.ts,
 * docs/team.md): any other id, existing or not, is forbidden, and so is a role without the
 * permission. The link is read on every call, so a member removed is refused on their next.
 */
export function requireClient(
  ctx: ServiceContext,
  user: UserRow,
  raw: unknown,
  need: Permission,
): LinkedClientRow {
  const id = typeof raw === 'number' ? raw : Number(String(raw ?? ''));
  const client = Number.isInteger(id) && id > 0 ? linkedClient(ctx.db, user.id, id) : undefined;
  if (!client) throw forbidden(NOT_LINKED);
  if (!can(client.role, need)) throw forbidden(ROLE_REFUSED);
  return client;
}

/** A live address under a client the user linked (404 when gone, 403 when someone else's). */
export function requireAddress(
  ctx: ServiceContext,
  user: UserRow,
  addressId: string,
  need: Permission,
  clientId?: number,
): AddressRow {
  const address = addressById(ctx.db, addressId);
  if (!address || address.deleted_at) throw notFound('Address not found.');
  if (clientId !== undefined && address.client_id !== clientId) {
    throw forbidden('This address belongs to another account.');
  }
  requireClient(ctx, user, address.client_id, need);
  return address;
}

/** The base URL this service was reached at, for links back to it (the AWB label). */
export function selfUrl(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`;
}
