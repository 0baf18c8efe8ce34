import type { Request } from 'express';
import { z } from 'zod';
import { addressText } from '../../shared/address/display';
import type { Option } from '../../shared/address/types';
import { listAddresses } from '../api/addresses';
import { placeNames } from '../api/geo';
import { deps } from '../deps';
import type { Handler } from '../routing/handler';
import { UpstreamSignedOutError } from '../upstream/errors';

/**
 * The preferences' address picker: the selected account's own addresses, each named by
 * one line with its places by name (never a raw geo id), searched and paged on the server.
 */

export function accountCall(req: Request) {
  return {
    up: deps(req).upstream,
    token: req.session.accessToken!,
    client: req.session.selectedAccountId!,
  };
}

export async function addressOptions({ up, token, client }: ReturnType<typeof accountCall>) {
  const addresses = await listAddresses(up, token, client);
  return Promise.all(
    addresses.map(async (a): Promise<Option> => ({
      value: a.id,
      label: addressText({ ...a, ...(await placeNames(up, a)) }),
    })),
  );
}

/** spec §9 select widget: pages of 5. */
export const PICKER_PAGE_SIZE = 5;

const pickerQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).catch(1),
  search: z.string().trim().max(100).catch(''),
});

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Every word typed must appear in the address's line. */
export function searchOptions(options: Option[], search: string): Option[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return options.filter((o) => words.every((w) => fold(o.label).includes(w)));
}

/**
 * A fetch() answer, not a page visit: a failure answers JSON with a status, which the
 * picker shows as 'No options'; a signed-out user gets 401 and the next page visit signs out.
 */
export const index: Handler = async (req, res) => {
  const { page, search } = pickerQuery.parse(req.query);
  res.set('Cache-Control', 'private, no-store');
  try {
    const found = searchOptions(await addressOptions(accountCall(req)), search);
    const start = (page - 1) * PICKER_PAGE_SIZE;
    res.json({
      options: found.slice(start, start + PICKER_PAGE_SIZE),
      hasMore: found.length > start + PICKER_PAGE_SIZE,
    });
  } catch (err) {
    res
      .status(err instanceof UpstreamSignedOutError ? 401 : 503)
      .json({ options: [], hasMore: false });
  }
};
