import express, { type Express, type RequestHandler } from 'express';
import session from 'express-session';
import request from 'supertest';
import {
  inertia,
  inertiaFallback,
  markAnsweredNothing,
  pageScript,
  type InertiaOptions,
  type Props,
} from '../../../server/inertia';

export const VERSION = 'v1';

/**
 * A minimal host for the adapter: a session, the middleware, and routes set per test.
 * Mirrors how server/app.ts mounts it, without the portal around it.
 */
export function protocolApp(
  routes: (app: Express) => void,
  share: Props = { appName: 'Portal' },
  options: Pick<InertiaOptions, 'rescue' | 'firstLoadWaitMs'> = {},
): Express {
  const app = express();
  app.use(express.json());
  app.use(session({ secret: 'protocol-tests', resave: false, saveUninitialized: false }));
  app.use(
    inertia({
      version: () => VERSION,
      rootView: async (page) => `<html><body>${pageScript(page)}<div id="app"></div></body></html>`,
      share: () => share,
      ...options,
    }),
  );
  routes(app);
  app.use(inertiaFallback());
  return app;
}

/** A route handler as the portal's router runs it (marks a handler that answered nothing). */
export function handle(fn: RequestHandler): RequestHandler {
  return async (req, res, next) => {
    await fn(req, res, next);
    if (!res.headersSent) {
      markAnsweredNothing(res);
      next();
    }
  };
}

type Getter = { get(url: string): request.Test };

/** An Inertia visit as the v3 client sends it, by an app (fresh visitor) or an agent. */
export function visit(from: Express | Getter, url: string): request.Test {
  const agent: Getter = 'listen' in from ? request(from) : from;
  return agent.get(url).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION);
}

/**
 * Props that note when they are computed: `calls` lists the names in order, so a test can
 * tell what a response computed (and what it left alone).
 */
export function tracker() {
  const calls: string[] = [];
  const track =
    <T>(name: string, value: T) =>
    () => {
      calls.push(name);
      return value;
    };
  return { calls, track };
}
