import type { Router } from 'express';
import { newestMessages } from '../../store/outbox';
import type { ServiceContext } from '../context';

/**
 * The messages the services "sent", newest first, as a plain JSON array (not an envelope):
 * testers read one-time codes here. Never mounted in production.
 */
export function devOutboxRoutes(router: Router, ctx: ServiceContext): void {
  router.get('/dev/outbox', (req, res) => {
    const to = typeof req.query.to === 'string' && req.query.to.trim() ? req.query.to : undefined;
    res.json(newestMessages(ctx.db, to));
  });
}
