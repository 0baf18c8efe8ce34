import type { Request, Response } from 'express';
import { z } from 'zod';
import { addressText } from '../../shared/address/display';
import { SELECT_PAGE_SIZE } from '../../shared/ui/widgets';
import { listAddresses, type ApiAddress } from '../api/addresses';
import { placeNames } from '../api/geo';
import { customerAddresses } from '../api/shipment-creation';
import { deps } from '../deps';
import type { Handler } from '../routing/handler';
import {
  UpstreamForbiddenError,
  UpstreamNotFoundError,
  UpstreamRejectedError,
  UpstreamSignedOutError,
  UpstreamValidationError,
} from '../upstream/errors';

/**
 * The account's addresses as picker options, for every screen that picks one (the
 * preferences, the shipment and pickup wizards): one line each with its places by name
 * (never a raw geo id) and its country id (the shipment mode compares countries).
 */

export type AddressKind = 'client' | 'customer';

export interface AddressOption {
  value: string;
  label: string;
  country: string;
}

/** The signed-in user's token and selected account: the guards have ensured both. */
export function accountCall(req: Request) {
  return {
    up: deps(req).upstream,
    token: req.session.accessToken!,
    client: req.session.selectedAccountId!,
  };
}

export type AccountCall = ReturnType<typeof accountCall>;

export async function addressOptions(
  { up, token, client }: AccountCall,
  kind: AddressKind = 'client',
): Promise<AddressOption[]> {
  const list: ApiAddress[] =
    kind === 'client'
      ? await listAddresses(up, token, client)
      : await customerAddresses(up, token, client);
  return Promise.all(
    list.map(async (a) => ({
      value: a.id,
      label: addressText({ ...a, ...(await placeNames(up, a)) }),
      country: a.country,
    })),
  );
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Every word typed must appear in the option's line, accents and case aside. */
export function searchOptions<T extends { label: string }>(options: T[], search: string): T[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return options.filter((o) => words.every((w) => fold(o.label).includes(w)));
}

const pickerQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).catch(1),
  search: z.string().trim().max(100).catch(''),
  /** One option by id (an address just made in a popup, whose line and country are needed). */
  id: z.string().trim().max(64).optional().catch(undefined),
});

/** One page of options as the kit's AsyncSelect asks for them (spec §9: pages of 5). */
export function pagedOptions<T extends { value: string; label: string }>(all: T[], req: Request) {
  const { page, search, id } = pickerQuery.parse(req.query);
  if (id !== undefined) return { options: all.filter((o) => o.value === id), hasMore: false };
  const found = searchOptions(all, search);
  const start = (page - 1) * SELECT_PAGE_SIZE;
  return {
    options: found.slice(start, start + SELECT_PAGE_SIZE),
    hasMore: found.length > start + SELECT_PAGE_SIZE,
  };
}

/**
 * The provider refusing what was asked (an id it does not know, a value it does not take)
 * is the request's fault, not an outage: only a missing answer is a 503.
 */
function failureStatus(err: unknown): number {
  if (err instanceof UpstreamSignedOutError) return 401;
  if (err instanceof UpstreamForbiddenError) return 403;
  if (err instanceof UpstreamNotFoundError) return 404;
  if (err instanceof UpstreamValidationError || err instanceof UpstreamRejectedError) return 422;
  return 503;
}

/**
 * A fetch() answer, not a page visit: a failure answers `empty` with a status, which the
 * picker shows as 'No options'; a signed-out user gets 401 and the next visit signs out.
 */
export async function answerJson<T>(
  res: Response,
  empty: T,
  work: () => Promise<T>,
  cacheControl = 'private, no-store',
) {
  res.set('Cache-Control', cacheControl);
  try {
    res.json(await work());
  } catch (err) {
    res.status(failureStatus(err)).json(empty);
  }
}

const kindQuery = z.object({ kind: z.enum(['client', 'customer']).catch('client') });

/** options.addresses: the account's client or consignee addresses, searched and paged. */
export const index: Handler = (req, res) => {
  const { kind } = kindQuery.parse(req.query);
  return answerJson(res, { options: [], hasMore: false }, async () =>
    pagedOptions(await addressOptions(accountCall(req), kind), req),
  );
};
