import type { Request } from 'express';
import { languageOf } from '../http/language';
import type { Logger } from '../log';
import { withLanguage, withRequestId, type Upstream } from '../upstream';
import { requestIdOf } from './request-context';

/** What of server/deps.ts's Deps a request makes its own (named here to keep deps.ts a leaf). */
interface Shared {
  upstream: Upstream;
  logger: Logger;
}

const OWN = Symbol('request deps');
type WithDeps = Request & { [OWN]?: unknown };

/**
 * The process's deps as one request sees them: its upstream clients send and log its id and
 * ask the three services for the reader's language (docs/i18n.md), and its logger writes
 * the id on every line. Made once per request, on first use.
 */
export function requestDeps<D extends Shared>(req: Request, base: D): D {
  const kept = (req as WithDeps)[OWN] as D | undefined;
  if (kept) return kept;
  const id = req.res ? requestIdOf(req.res) : undefined;
  let upstream: Upstream | undefined;
  let logger: Logger | undefined;
  const own: D = {
    ...base,
    // Made when a handler first calls the provider: many requests never do.
    get upstream() {
      return (upstream ??= withLanguage(id ? withRequestId(base.upstream, id) : base.upstream, () =>
        languageOf(req),
      ));
    },
    // A child logger only when a handler writes a line: most requests write none.
    get logger() {
      return (logger ??= id ? base.logger.child({ reqId: id }) : base.logger);
    },
  };
  (req as WithDeps)[OWN] = own;
  return own;
}
