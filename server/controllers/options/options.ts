import type { Response } from 'express';
import { z } from 'zod';
import * as geo from '../../api/geo';
import { deps } from '../../deps';
import { validatedQuery } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { addressOptions, pagedOptions } from '../support/address-options';
import { requireAccount } from '../support/account-context';
import { answerJson } from '../../http/answers';

/**
 * The address form's lists as JSON for the browser's selects (options.*): the browser
 * never sees an upstream URL, and every answer comes from the server's reference cache.
 * These are fetch() calls, not page visits: a failure answers JSON with a status, which
 * the select shows as 'No options'.
 */

const countriesQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).catch(1),
  search: z.string().trim().max(100).catch(''),
});
const provincesQuery = z.object({ country: z.string().trim().min(1).max(64) });
const citiesQuery = provincesQuery.extend({
  province: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((v) => v || null),
});

// Shared lists: the browser may keep them a while, never a proxy (they need a session).
const answer = (res: Response, work: () => Promise<unknown>) =>
  answerJson(res, { options: [] }, work, 'private, max-age=300');

export const countries: Handler = (req, res) => {
  const { page, search } = countriesQuery.parse(req.query);
  return answer(res, () => geo.countryPage(deps(req).upstream, page, search));
};

export const provinces: Handler = (req, res) =>
  answer(res, async () => {
    const { country } = validatedQuery(req, provincesQuery);
    return { options: await geo.provinces(deps(req).upstream, country) };
  });

export const cities: Handler = (req, res) =>
  answer(res, async () => {
    const { country, province } = validatedQuery(req, citiesQuery);
    return { options: await geo.cities(deps(req).upstream, country, province) };
  });

export const enums: Handler = (req, res) => answer(res, () => geo.enums(deps(req).upstream));

const kindQuery = z.object({ kind: z.enum(['client', 'customer']).catch('client') });

/** The account's client or consignee addresses, searched and paged. */
export const addresses: Handler = (req, res) => {
  const { kind } = kindQuery.parse(req.query);
  return answerJson(res, { options: [], hasMore: false }, async () =>
    pagedOptions(await addressOptions(requireAccount(req), kind), req),
  );
};
