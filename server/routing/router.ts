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

/**
 * The key a literal path is found by, matched as Express matches it: case aside, and with
 * or without one trailing slash.
 */
export const literalKey = (path: string) =>
  (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();

/**
 * The route table as Express handlers. A path without parameters is found by a map lookup
 * rather than by trying each route in turn: most visits are to such paths, and walking the
 * table tried some thirty routes before My Shipments. Those with parameters follow, as
 * before; a literal route that passes a request on (`next()`) hands it to them, as the
 * single table did.
 */
export function createRouter(): RequestHandler {
  const literal = new Map<string, Router>();
  const withParameters = Router();
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
    let target = withParameters;
    if (parameters(route.path) === 0) {
      const key = literalKey(route.path);
      target = literal.get(key) ?? Router();
      literal.set(key, target);
    }
    target[route.method](expressPath(route.path), ...chain);
  }
  return (req, res, next) => {
    const own = literal.get(literalKey(req.path));
    if (!own) return withParameters(req, res, next);
    own(req, res, (err?: unknown) => (err ? next(err) : withParameters(req, res, next)));
  };
}
