import { z } from 'zod';

/**
 * Every setting comes from the environment and is validated once at start-up, so a
 * misconfigured deployment fails loudly before it serves anyone.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = z.url({ protocol: /^https?$/ });

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    APP_URL: url.optional(),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    SESSION_SECRET_PREVIOUS: z
      .string()
      .min(32, 'SESSION_SECRET_PREVIOUS must be at least 32 characters')
      .optional(),
    SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
    SESSION_DB: z.string().min(1).default('data/sessions.sqlite'),
    SESSION_SECRET_FILE: z.string().min(1).default('data/session-secret'),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    JOBS_DB: z.string().min(1).optional(),
    JOBS_STALLED_MS: z.coerce.number().int().min(1000).default(30000),
    IMPORT_ROWS_PER_SECOND: z.coerce.number().min(0).default(0),
    MAIN_API_URL: url.optional(),
    AUTH_API_URL: url.optional(),
    PICKUP_API_URL: url.optional(),
    EMBEDDED_SERVICES: z.preprocess((v) => (v === '' ? undefined : v), bool.optional()),
    UPSTREAM_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
    UPSTREAM_OPTIONAL_TIMEOUT_MS: z.coerce.number().int().positive().max(60000).default(1000),
    REFERENCE_DB: z.string().min(1).default('data/reference.sqlite'),
    SIMULATOR: bool.default(true),
    SIMULATOR_INTERVAL_MS: z.coerce.number().int().positive().default(60000),
    TRUST_PROXY: z.string().default('false'),
    RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
    SSR: bool.default(true),
    SSR_URL: url.optional(),
    SSR_TIMEOUT_MS: z.coerce.number().int().positive().max(10000).default(500),
    DEFERRED_WAIT_MS: z.coerce.number().int().min(0).max(2000).default(50),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    READY_PROBE_MS: z.coerce.number().int().min(100).default(5000),
    OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), url.optional()),
    OTEL_SERVICE_NAME: z.string().min(1).default('courier-portal'),
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    PORTAL_PSEUDO_LOCALE: bool.default(false),
  })
  .superRefine((env, ctx) => {
    const set = [env.MAIN_API_URL, env.AUTH_API_URL, env.PICKUP_API_URL].filter(Boolean).length;
    if (set !== 0 && set !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIN_API_URL'],
        message: 'set all three of MAIN_API_URL, AUTH_API_URL and PICKUP_API_URL, or none of them',
      });
    }
    // The embedded services carry a demo user and show one-time codes: production runs them
    // only when asked to, and never with the provider's URLs set too.
    if (set === 0 && env.NODE_ENV === 'production' && env.EMBEDDED_SERVICES !== true) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIN_API_URL'],
        message:
          'in production set MAIN_API_URL, AUTH_API_URL and PICKUP_API_URL ' +
          '(or EMBEDDED_SERVICES=true to run the demo services)',
      });
    }
    if (set === 0 && env.EMBEDDED_SERVICES === false) {
      ctx.addIssue({
        code: 'custom',
        path: ['EMBEDDED_SERVICES'],
        message: 'EMBEDDED_SERVICES=false needs MAIN_API_URL, AUTH_API_URL and PICKUP_API_URL',
      });
    }
    if (set === 3 && env.EMBEDDED_SERVICES === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['EMBEDDED_SERVICES'],
        message: 'EMBEDDED_SERVICES=true runs the demo services: unset the three provider URLs',
      });
    }
    // Without it the links the portal writes would follow the request's Host header.
    if (env.NODE_ENV === 'production' && !env.APP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_URL'],
        message: 'APP_URL is required in production (e.g. https://portal.example.com)',
      });
    }
    if (env.SESSION_SECRET_PREVIOUS && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET_PREVIOUS'],
        message: 'SESSION_SECRET_PREVIOUS needs SESSION_SECRET (the new secret) beside it',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'METRICS_PORT must differ from PORT (use METRICS_TOKEN for the main port)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET is required in production',
      });
    }
  });

export type Env = z.infer<typeof schema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  appUrl: string | undefined;
  /** Unset outside production: a secret is then made once and kept in `sessionSecretFile`. */
  sessionSecret: string | undefined;
  /** The secret before the last rotation: cookies it signed are still accepted. */
  sessionSecretPrevious: string | undefined;
  sessionSecretFile: string;
  sessionTtlMs: number;
  sessionDb: string;
  redisUrl: string | undefined;
  /** Background jobs: their SQLite file without Redis (unset: beside the sessions'), and how
   * long a dead process holds a job with Redis before another takes it over. */
  jobs: {
    dbFile: string | undefined;
    stalledMs: number;
    /** The most rows an import books per second and process; 0: as fast as answered. */
    rowsPerSecond: number;
  };
  upstream:
    | { kind: 'remote'; mainUrl: string; authUrl: string; pickupUrl: string }
    | {
        kind: 'embedded';
        dbFile: string;
        simulator: false | { intervalMs: number };
      };
  upstreamConnectTimeoutMs: number;
  upstreamTimeoutMs: number;
  /** Deadline of calls a page can do without (the location lookup). */
  upstreamOptionalTimeoutMs: number;
  /** Express `trust proxy` value: false, true, a hop count, or a list of addresses. */
  trustProxy: boolean | number | string;
  /** Multiplies the attempts the rate limits allow (browser tests sign in many times). */
  rateLimitScale: number;
  /** Server rendering of first loads: off, in this process, or by a render process at `url`;
   * a render past `deadlineMs` is dropped and the browser renders the page. */
  ssr: false | { url: string | undefined; deadlineMs: number };
  /**
   * How much longer a first load may take to bring its deferred parts with it (painted at
   * once); parts later than that load after the page, as on any visit. 0: never waits.
   */
  deferredWaitMs: number;
  logLevel: Env['LOG_LEVEL'];
  /**
   * Prometheus metrics, kept only when they can be read: on the main port with the bearer
   * `token`, and/or on their own `port` (bound to `host`). Neither: none are kept.
   */
  metrics: { token: string | undefined; port: number | undefined; host: string } | undefined;
  /** How long /readyz keeps the answer of its store and provider probes. */
  readyProbeMs: number;
  /** Traces sent to this OTLP/HTTP endpoint; unset, OpenTelemetry is not loaded at all. */
  tracing: { endpoint: string; serviceName: string } | undefined;
  /**
   * Tests only: the `lang=pseudo` cookie shows the portal in the pseudo language, every
   * message of the catalogs visibly transformed (docs/i18n.md, The pseudo-locale run).
   */
  pseudoLocale: boolean;
  shutdown: {
    /** Still serving, readiness already 503, so the load balancer stops sending first. */
    delayMs: number;
    /** The longest in-flight requests and job steps are waited for before they are cut. */
    graceMs: number;
  };
}

export class ConfigError extends Error {}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Settings that start but are unsafe, said once at start-up. `TRUST_PROXY=true` believes
 * any X-Forwarded-For a client sends, so anyone can pose as any address and slip past the
 * per-address limits.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.trustProxy === true) {
    warnings.push(
      'TRUST_PROXY=true believes any X-Forwarded-For header, so clients can choose the ' +
        'address the rate limits see: set the number of proxies in front of the portal ' +
        '(e.g. TRUST_PROXY=1) or their addresses instead',
    );
  }
  // The metrics port has no token: anyone who reaches the interface reads routes and load.
  if (config.metrics?.port && !/^(127\.\d+\.\d+\.\d+|::1|localhost)$/.test(config.metrics.host)) {
    warnings.push(
      `METRICS_HOST=${config.metrics.host}: /metrics on port ${config.metrics.port} answers ` +
        'anyone who reaches that interface, without a token; keep it on a private network',
    );
  }
  if (config.env === 'production' && config.upstream.kind === 'embedded') {
    warnings.push(
      'EMBEDDED_SERVICES=true: the demo services with their demo user answer this portal; ' +
        'set MAIN_API_URL, AUTH_API_URL and PICKUP_API_URL to serve real customers',
    );
  }
  return warnings;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: e.APP_URL,
    sessionSecret: e.SESSION_SECRET,
    sessionSecretPrevious: e.SESSION_SECRET_PREVIOUS,
    sessionSecretFile: e.SESSION_SECRET_FILE,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    sessionDb: e.SESSION_DB,
    redisUrl: e.REDIS_URL,
    jobs: {
      dbFile: e.JOBS_DB,
      stalledMs: e.JOBS_STALLED_MS,
      rowsPerSecond: e.IMPORT_ROWS_PER_SECOND,
    },
    upstream:
      e.MAIN_API_URL && e.AUTH_API_URL && e.PICKUP_API_URL
        ? {
            kind: 'remote',
            mainUrl: e.MAIN_API_URL,
            authUrl: e.AUTH_API_URL,
            pickupUrl: e.PICKUP_API_URL,
          }
        : {
            kind: 'embedded',
            dbFile: e.REFERENCE_DB,
            simulator: e.SIMULATOR ? { intervalMs: e.SIMULATOR_INTERVAL_MS } : false,
          },
    upstreamConnectTimeoutMs: e.UPSTREAM_CONNECT_TIMEOUT_MS,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    upstreamOptionalTimeoutMs: e.UPSTREAM_OPTIONAL_TIMEOUT_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitScale: e.RATE_LIMIT_SCALE,
    ssr: e.SSR ? { url: e.SSR_URL, deadlineMs: e.SSR_TIMEOUT_MS } : false,
    deferredWaitMs: e.DEFERRED_WAIT_MS,
    logLevel: e.LOG_LEVEL,
    metrics:
      e.METRICS_TOKEN || e.METRICS_PORT
        ? { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST }
        : undefined,
    readyProbeMs: e.READY_PROBE_MS,
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME }
      : undefined,
    pseudoLocale: e.PORTAL_PSEUDO_LOCALE,
    shutdown: {
      // A load balancer needs a few seconds to see /readyz fail; a laptop's Ctrl-C does not.
      delayMs: e.SHUTDOWN_DELAY_MS ?? (e.NODE_ENV === 'production' ? 5000 : 0),
      graceMs: e.SHUTDOWN_GRACE_MS,
    },
  };
}
