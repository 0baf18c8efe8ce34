import type { Request } from 'express';
import type { Config } from './config';
import type { Flights } from './http/flights';
import type { CredentialMarks } from './http/credentials';
import type { Jobs } from './jobs/types';
import type { RateLimits } from './http/rate-limit';
import type { SideStore } from './http/side-store';
import type { Logger } from './log';
import { requestDeps } from './ops/request-deps';
import type { Upstream } from './upstream';

/** What controllers need from the process, reached through the request (no module globals). */
export interface Deps {
  config: Config;
  logger: Logger;
  upstream: Upstream;
  limits: RateLimits;
  /** Short-lived values beside the sessions (import previews): http/side-store.ts. */
  side: SideStore;
  /** Password changes that end the user's other sessions: http/credentials.ts. */
  credentials: CredentialMarks;
  /** One booking per submit, across processes (http/flights.ts). */
  flights: Flights;
  /** Background jobs (the bulk import), kept across restarts and processes: jobs/index.ts. */
  jobs: Jobs;
}

/** The process's deps as this request sees them: its id on every upstream call and log line. */
export function deps(req: Request): Deps {
  return requestDeps(req, req.app.locals.deps as Deps);
}
