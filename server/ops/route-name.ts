import type { Request } from 'express';
import { routes } from '../../routes/web';
import { expressPath } from '../routing/url';

const names = new Map(
  routes.map((r) => [`${r.method.toUpperCase()} ${expressPath(r.path)}`, r.name as string]),
);

/**
 * The name in routes/web.ts of the route that answered, when a named route did: what the
 * request log, the metrics and the traces group requests by (a path would hold ids).
 */
export function routeName(req: Request): string | undefined {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path !== 'string') return undefined;
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  return names.get(`${method} ${path}`);
}
