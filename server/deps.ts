import type { Request } from 'express';
import type { Config } from './config';
import type { Flights } from './http/flights';
import type { RateLimits } from './http/rate-limit';
import type { Logger } from './log';
import type { Upstream } from './upstream';

/** What controllers need from the process, reached through the request (no module globals). */
export interface Deps {
  config: Config;
  logger: Logger;
  upstream: Upstream;
  limits: RateLimits;
  /** One booking per submit, across processes (http/flights.ts). */
  flights: Flights;
}

export function deps(req: Request): Deps {
  return req.app.locals.deps as Deps;
}
