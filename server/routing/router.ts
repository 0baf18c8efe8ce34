import { Router, type RequestHandler } from 'express';
import { routes } from '../../routes/web';
import { guards } from '../http/guards';
import { markAnsweredNothing } from '../inertia';
import { handlers } from './handlers';
import { expressPath } from './url';

/** Parameters that break a route's `where` rule fall through to the next route or 404. */
function whereCheck(where: Readonly<Record<string, string>>): RequestHandler {
  const rules = Object.entries(where).map(
    ([key, src]) => [key, new RegExp(`^(?:${src})$`)] as const,
  );
  return (req, _res, next) => {
    const ok = rules.every(([key, re]) => re.test(String(req.params[key] ?? '')));
    next(ok ? undefined : 'route');
  };
}

const parameters = (path: string) => (path.match(/\{/g) ?? []).length;

/**
 * Routes with fewer parameters first (a stable sort: the table's order otherwise), so a
 * literal path is never taken by a parameter of a sibling: `/shipments/import/cancel`
 * before `/shipments/{shipment}/cancel`.
 */
const bySpecificity = [...routes].sort((a, b) => parameters(a.path) - parameters(b.path));

export function createRouter(): Router {
  const router = Router();
  for (const route of bySpecificity) {
    const chain: RequestHandler[] = [];
    if ('where' in route && route.where) chain.push(whereCheck(route.where));
    for (const guard of 'guards' in route ? route.guards : []) chain.push(guards[guard]);
    const handler = handlers[route.name];
    chain.push(async (req, res, next) => {
      await handler(req, res);
      if (res.headersSent) return;
      markAnsweredNothing(res);
      next();
    });
    router[route.method](expressPath(route.path), ...chain);
  }
  return router;
}
