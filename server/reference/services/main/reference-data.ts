import type { Request, Router } from 'express';
import { z } from 'zod';
import { enums } from '../../domain/catalog';
import { statusOptions } from '../../domain/statuses';
import { countryName, listCities, listCountries, listProvinces } from '../../geo';
import { ok } from '../../http/envelope';
import { requiredText } from '../../http/fields';
import { parse } from '../../http/validate';
import { wordLanguageOf } from '../../domain/words/language';

/** Country of a caller we cannot place: loopback callers (the portal next door) and unknowns. */
export const DEFAULT_COUNTRY_CODE = 'US';

const countriesQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  per_page: z.coerce.number().int().min(1).max(300).catch(10),
  search: z.string().trim().max(100).catch(''),
});
const provincesQuery = z.object({ country: requiredText('Country', 10) });
const citiesQuery = z.object({
  country: requiredText('Country', 10),
  province: z
    .string()
    .trim()
    .optional()
    .transform((value) => (!value || value === 'null' ? null : value)),
});

/**
 * Without a geo-IP database, a caller is placed by the region of its Accept-Language
 * header when that names a known country, else the default. The portal calls from loopback,
 * so behind it everyone gets the default.
 */
function callerCountry(req: Request): string {
  const region = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(req.get('accept-language') ?? '')?.[1];
  const code = region?.toUpperCase();
  return code && countryName(code) ? code : DEFAULT_COUNTRY_CODE;
}

export function referenceDataRoutes(router: Router): void {
  router.post('/user/location', (req, res) => {
    ok(res, { country_code: callerCountry(req) });
  });

  router.get('/countries', (req, res) => {
    const query = parse(countriesQuery, req.query);
    ok(
      res,
      listCountries({
        page: query.page,
        perPage: query.per_page,
        search: query.search || undefined,
      }),
    );
  });

  router.get('/provinces', (req, res) => {
    const query = parse(provincesQuery, req.query);
    ok(res, { data: listProvinces(query.country) });
  });

  router.get('/cities', (req, res) => {
    const query = parse(citiesQuery, req.query);
    ok(res, { data: listCities(query.country, query.province) });
  });

  router.get('/enums', (req, res) => {
    ok(res, enums(wordLanguageOf(req)));
  });

  router.get('/client-portal/shipments/statuses/options', (req, res) => {
    ok(res, statusOptions(wordLanguageOf(req)));
  });
}
