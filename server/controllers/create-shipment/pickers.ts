import type { Request, Response } from 'express';
import { z } from 'zod';
import { addressText } from '../../../shared/address/display';
import { listAddresses, type ApiAddress } from '../../api/addresses';
import { consigneeText, linkedConsignees } from '../../api/consignees';
import { placeNames } from '../../api/geo';
import { creationPayload, customerAddresses } from '../../api/shipment-creation';
import type { Handler } from '../../routing/handler';
import { UpstreamSignedOutError } from '../../upstream/errors';
import { accountCall, PICKER_PAGE_SIZE, searchOptions } from '../preference-addresses';

/**
 * The wizard's pickers as JSON (fetch() calls, not page visits): the account's client or
 * consignee addresses with their country (the shipment mode depends on it), the account's
 * consignees, and the creation payload of a consignee. A failure answers an empty list with
 * a status, which the picker shows as 'No options'.
 */

export interface AddressOption {
  value: string;
  label: string;
  /** The country id: the shipment mode compares the two addresses' countries. */
  country: string;
}

type Call = ReturnType<typeof accountCall>;

export async function addressOptions(call: Call, kind: 'client' | 'customer') {
  const { up, token, client } = call;
  const list: ApiAddress[] =
    kind === 'client'
      ? await listAddresses(up, token, client)
      : await customerAddresses(up, token, client);
  return Promise.all(
    list.map(async (a): Promise<AddressOption> => ({
      value: a.id,
      label: addressText({ ...a, ...(await placeNames(up, a)) }),
      country: a.country,
    })),
  );
}

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).catch(1),
  search: z.string().trim().max(100).catch(''),
  /** One option by id (an address just made in the popup, whose country is needed). */
  id: z.string().trim().max(64).optional().catch(undefined),
});

async function answer<T>(res: Response, empty: T, work: () => Promise<T>) {
  res.set('Cache-Control', 'private, no-store');
  try {
    res.json(await work());
  } catch (err) {
    res.status(err instanceof UpstreamSignedOutError ? 401 : 503).json(empty);
  }
}

function paged<T extends { value: string; label: string }>(all: T[], req: Request) {
  const { page, search, id } = pageQuery.parse(req.query);
  if (id !== undefined) return { options: all.filter((o) => o.value === id), hasMore: false };
  const found = searchOptions(all, search) as T[];
  const start = (page - 1) * PICKER_PAGE_SIZE;
  return {
    options: found.slice(start, start + PICKER_PAGE_SIZE),
    hasMore: found.length > start + PICKER_PAGE_SIZE,
  };
}

const kindQuery = z.object({ kind: z.enum(['client', 'customer']).catch('client') });

export const addresses: Handler = (req, res) => {
  const { kind } = kindQuery.parse(req.query);
  return answer(res, { options: [], hasMore: false }, async () =>
    paged(await addressOptions(accountCall(req), kind), req),
  );
};

export const consignees: Handler = (req, res) => {
  const { up, token, client } = accountCall(req);
  return answer(res, { options: [], hasMore: false }, async () => {
    const list = await linkedConsignees(up, token, client);
    return paged(
      list.map((c) => ({ value: c.id, label: consigneeText(c) })),
      req,
    );
  });
};

const payloadQuery = z.object({ customer: z.string().trim().min(1).max(64) });

export const payload: Handler = (req, res) => {
  const query = payloadQuery.safeParse(req.query);
  const empty = { currencies: [], products: [], added_services: [] };
  if (!query.success) return void res.status(422).json(empty);
  const { up, token, client } = accountCall(req);
  return answer(res, empty, () => creationPayload(up, token, client, query.data.customer));
};
