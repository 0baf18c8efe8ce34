import type { Router } from 'express';
import { PICKUP_STATUSES, statusLabel } from '../../domain/statuses';
import { say, wordLanguageOf, type WordLanguage } from '../../domain/words/language';
import { ALL_PICKUPS } from '../../domain/words/statuses';
import { ok } from '../../http/envelope';
import { pageQuery } from '../../http/fields';
import { parse } from '../../http/validate';
import { listPickups } from '../../store/pickups';
import { requireClient, requireUser } from '../access';
import type { ServiceContext } from '../context';

const listQuery = pageQuery.refine(
  (q) => !q.status || PICKUP_STATUSES.some((s) => s.value === q.status),
  { path: ['status'], message: 'The selected status is invalid' },
);

/**
 * The list's status filter options (a portal extension: the spec shows none), in the shape
 * of the shipments' options: the first, 'All', is the default.
 */
export function pickupStatusOptions(language: WordLanguage = 'en') {
  return [
    { value: '', label: say(ALL_PICKUPS, language, 'All') },
    ...PICKUP_STATUSES.map((s) => ({ value: s.value, label: statusLabel(s.label, language) })),
  ];
}

export function pickupListRoutes(router: Router, ctx: ServiceContext): void {
  router.get('/client-portal/pickups/statuses/options', (req, res) => {
    requireUser(ctx, req);
    ok(res, pickupStatusOptions(wordLanguageOf(req)));
  });

  router.get('/user/clients/:client/pickup-requests', (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'view');
    const query = parse(listQuery, req.query);
    ok(
      res,
      listPickups(
        ctx.db,
        client.id,
        {
          page: query.page,
          perPage: query.per_page,
          status: query.status,
          search: query.search,
        },
        wordLanguageOf(req),
      ),
    );
  });
}
