import type { Request } from 'express';
import { z } from 'zod';
import type { User } from '../../../../shared/types';
import { currentUser } from '../../../api/addresses';
import { loaded } from '../../support/lists';
import { addressOptions } from '../../support/address-options';
import { requireAccount } from '../../support/account-context';

/**
 * What Shipping and Pickup Preferences (spec §2.7) share: the user's default addresses
 * among the selected account's. The defaults are asked fresh from the provider (another
 * browser, or the address book's safe edit, may have moved them).
 */

/** `?selected=<id>`: the address just made through '+ Add a New Address'. */
const returnedQuery = z.object({ selected: z.string().max(64).optional().catch(undefined) });

async function pageData(req: Request) {
  const call = requireAccount(req);
  const [options, user] = await Promise.all([
    addressOptions(call),
    currentUser(call.up, call.token),
  ]);
  req.session.user = user;
  const { selected } = returnedQuery.parse(req.query);
  const find = (id: string | null) => options.find((o) => o.value === id) ?? null;
  return { user, find, added: find(selected ?? null) };
}

export type PageData = Awaited<ReturnType<typeof pageData>>;

/** The page renders without the picker's current value when the provider cannot answer. */
export async function pageDataOrNot(req: Request): Promise<PageData | null> {
  const data = await loaded(() => pageData(req));
  return data.ok ? data.value : null;
}

export const currentOf = (data: PageData | null, id: (user: User) => string | null) =>
  data ? { ok: true as const, value: data.find(id(data.user)) } : { ok: false as const };
