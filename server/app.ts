import express, { type Express } from 'express';
import type { Config } from './config';
import { deps, type Deps } from './deps';
import { UpstreamSignedOutError } from './failures';
import type { Assets } from './http/assets';
import { publicFiles } from './http/assets';
import { formBodies } from './http/body';
import { languageOf, languageWords } from './http/language';
import { compression } from './http/compression';
import { csrf } from './http/csrf';
import { createRateLimits } from './http/rate-limit';
import { errorHandler, notFound } from './http/errors';
import { createFlights } from './http/flights';
import { embeddedJobs } from './jobs/embedded';
import { jobKinds } from './job-kinds';
import type { Jobs } from './jobs/types';
import { requestLog } from './http/request-log';
import { publicOrigin } from './http/origin';
import { securityHeaders } from './http/security';
import { showFailure } from './http/failures';
import { sharedProps } from './http/shared-props';
import type { SessionSetup } from './http/session';
import { readerOf, type PageRenderer } from './http/ssr';
import { inertia, inertiaFallback, pageJson, pageScriptOf } from './inertia';
import type { Logger } from './log';
import { closeWhileDraining, createDrain, requestContext, type Ops } from './ops';
import { countRefusals } from './ops/limits-observer';
import { metricsRoute } from './ops/metrics-endpoint';
import { createReadiness } from './ops/readiness';
import { observeStore } from './ops/store-observer';
import { createRouter } from './routing/router';
import { urlFor } from './routing/url';
import type { Upstream } from './upstream';

export interface AppOptions {
  config: Config;
  logger: Logger;
  upstream: Upstream;
  session: SessionSetup;
  assets: Assets;
  root: string;
  /** Background jobs (main.ts makes them from the configuration); unset: none kept. */
  jobs?: Jobs;
  /** Extra routes mounted before the named routes (the outbox outside production). */
  extra?: express.Router;
  /** Server rendering of first loads; unset: the browser renders them (most tests). */
  ssr?: PageRenderer;
  /** Metrics, tracing and the drain state (main.ts); unset: none measured, never draining. */
  ops?: Ops;
  /**
   * How sign-in's delay for an attacked e-mail waits (http/rate-limit.ts); unset: for real.
   * Tests record it instead of waiting.
   */
  signInWait?: (ms: number) => Promise<unknown>;
}

export function createApp(options: AppOptions): Express {
  const { config, logger, upstream, session, assets, root, ops = {} } = options;
  const { metrics, tracing } = ops;
  const drain = ops.drain ?? createDrain();
  const app = express();
  const dev = assets.version === null;
  const limits = createRateLimits(session.limiterBackend, {
    scale: config.rateLimitScale,
    wait: options.signInWait,
  });
  observeStore(
    session.store,
    [metrics?.store, tracing?.store].filter((observer) => observer !== undefined),
  );
  app.locals.deps = {
    config,
    logger,
    upstream,
    limits: metrics ? countRefusals(limits, metrics.refused) : limits,
    side: session.side,
    credentials: session.credentials,
    flights: createFlights(session.limiterBackend),
    // Portals built without jobs (most tests) get an in-memory runner.
    jobs:
      options.jobs ?? embeddedJobs({ file: ':memory:', kinds: jobKinds(upstream, config.jobs) }),
  } satisfies Deps;
  app.locals.appUrl = config.appUrl;
  app.locals.publicOrigin = publicOrigin(config);
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  app.use(closeWhileDraining(drain));
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  const readiness = createReadiness({
    store: session.store,
    upstream,
    drain,
    probeMs: config.readyProbeMs,
  });
  app.get('/readyz', readiness.route);
  if (metrics && config.metrics?.token) {
    app.get('/metrics', metricsRoute(metrics.registry, config.metrics.token));
  }

  app.use(securityHeaders(dev));
  app.use(compression());
  for (const middleware of assets.middleware) app.use(middleware);
  app.use(publicFiles(root));
  if (tracing) app.use(tracing.middleware);
  app.use(requestContext);
  app.use(requestLog(logger, metrics?.request));
  app.use(session.middleware);
  // After the session (a signed-in reader's profile may name the language), before anything
  // that answers with words.
  app.use(languageWords());
  app.use(
    inertia({
      version: () => assets.version,
      rootView: async (page, req) => {
        const json = pageJson(page);
        const signedOut = (page.props.auth as { user?: unknown } | undefined)?.user == null;
        const rendered = await options.ssr?.render(json, page.component, readerOf(req), signedOut);
        return assets.html(
          pageScriptOf(json),
          req.originalUrl,
          page.component,
          rendered,
          languageOf(req),
        );
      },
      share: sharedProps,
      firstLoadWaitMs: config.deferredWaitMs,
      backFallback: (req) => urlFor(req.session?.accessToken ? 'dashboard' : 'login'),
      // A part of a page that fails shows its own 'try again'; the page around it stays. An
      // ended session still signs the user out, as on any other request.
      rescue: (err, prop, req) => {
        if (err instanceof UpstreamSignedOutError) return false;
        deps(req).logger.warn({ err, prop, route: req.path }, 'deferred part failed');
        return true;
      },
    }),
  );
  app.use(csrf(session.secrets));
  app.use(formBodies());
  if (options.extra) app.use(options.extra);
  app.use(createRouter());
  app.use(inertiaFallback());
  app.use(notFound);
  app.use(showFailure);
  app.use(errorHandler);
  return app;
}
