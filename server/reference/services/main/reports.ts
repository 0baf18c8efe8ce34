import type { Router } from 'express';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import { buildReport, isReportKind } from '../../store/reports';
import { requireClient, requireUser } from '../access';
import type { ServiceContext } from '../context';
import { instantBounds, requiredRange } from './date-range';

export function reportRoutes(router: Router, ctx: ServiceContext): void {
  /** Extension: one report kind over a date range of at most 366 days. */
  router.get('/user/clients/:client/reports/:kind', (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'bill');
    const kind = String(req.params.kind);
    if (!isReportKind(kind)) throw notFound('There is no such report.');
    const range = parse(requiredRange, req.query);
    const { start, end } = instantBounds(range);
    ok(res, buildReport(ctx.db, client.id, kind, { ...range, start: start!, end: end! }));
  });
}
