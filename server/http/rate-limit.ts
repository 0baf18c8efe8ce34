import { setTimeout as sleep } from 'node:timers/promises';
import type { Request } from 'express';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RateLimiterSQLite,
  type IRateLimiterStoreOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { TooManyAttempts } from '../failures';
import type { SqliteDb } from '../sqlite';

/** Where the counters live: with the sessions, so every portal process sees the same. */
export type LimiterBackend =
  { kind: 'memory' } | { kind: 'sqlite'; db: SqliteDb } | { kind: 'redis'; client: unknown };

export type LimitedAction = 'register' | 'otp-verify' | 'otp-resend' | 'reset';

interface Rule {
  points: number;
  seconds: number;
}

/**
 * Attempts allowed per window, per client address and per e-mail, for the forms that
 * send codes or create accounts: the e-mail limit protects one inbox from floods.
 */
export const RULES: Record<LimitedAction, { ip: Rule; email: Rule }> = {
  register: { ip: { points: 10, seconds: 3600 }, email: { points: 5, seconds: 3600 } },
  'otp-verify': { ip: { points: 30, seconds: 900 }, email: { points: 10, seconds: 900 } },
  'otp-resend': { ip: { points: 10, seconds: 900 }, email: { points: 5, seconds: 900 } },
  reset: { ip: { points: 10, seconds: 3600 }, email: { points: 5, seconds: 3600 } },
};

/**
 * Sign-in counts failures, not attempts. A stranger must not be able to lock the owner
 * out, so nothing is refused per e-mail alone: the lock is per address, and per e-mail
 * and address together; an e-mail attacked from many addresses slows down instead.
 */
export const SIGN_IN_RULES = {
  ip: { points: 30, seconds: 900 },
  emailAndIp: { points: 10, seconds: 900 },
  /** Failures per e-mail from anywhere, counted for the delay only. */
  email: { points: 10_000, seconds: 900 },
} as const;

/**
 * Public tracking counts each AWB looked up, per address: enough for anyone
 * following their parcels, too few to walk the number space for other people's.
 */
export const TRACKING_RULE = { points: 120, seconds: 900 } as const;

/**
 * 'Get a quote' without signing in counts each quote asked, per address: plenty for anyone
 * comparing prices, too few to copy the rate card lane by lane.
 */
export const QUOTE_RULE = { points: 60, seconds: 900 } as const;

/** Free failures per e-mail before sign-in slows down, and the slowest it gets. */
export const SIGN_IN_FREE_FAILURES = 5;
export const SIGN_IN_MAX_DELAY_MS = 8000;

/** 250 ms after the free failures, doubling with each further failure, up to the maximum. */
export function signInDelayMs(failures: number, free = SIGN_IN_FREE_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(SIGN_IN_MAX_DELAY_MS, 250 * 2 ** (failures - free));
}

/**
 * One sign-in reserved before the provider is asked, so that parallel guesses count at
 * once. The answer decides what becomes of it: a refusal keeps it as a failure, a success
 * or an answer that says nothing about the password (an outage) gives it back.
 */
export interface SignInAttempt {
  succeeded(): Promise<void>;
  /** The provider could not judge the password: the attempt is not counted. */
  notJudged(): Promise<void>;
}

export interface RateLimits {
  /**
   * Count one attempt at a code or sign-up form, or one code sent, before the provider is
   * asked; throws TooManyAttempts over a limit. Each subject (an e-mail, an account
   * number) has its own count beside the address's.
   */
  attempt(req: Request, action: LimitedAction, ...subjects: string[]): Promise<void>;
  /**
   * Counts `awbs` lookups of the public tracking page for the address, all or none; throws
   * TooManyAttempts when they would go over its limit.
   */
  track(req: Request, awbs: number): Promise<void>;
  /** Counts one quote asked without signing in, for the address; throws TooManyAttempts over it. */
  quote(req: Request): Promise<void>;
  signIn: {
    /**
     * Reserves one failure for the address, the e-mail and the pair; throws TooManyAttempts
     * when locked, and waits the e-mail's delay when it is under attack.
     */
    reserve(req: Request, email: string): Promise<SignInAttempt>;
  };
}

function limiter(
  backend: LimiterBackend,
  keyPrefix: string,
  rule: Rule,
  scale: number,
): RateLimiterAbstract {
  const points = Math.max(1, Math.round(rule.points * scale));
  const base: IRateLimiterStoreOptions = {
    keyPrefix,
    points,
    duration: rule.seconds,
    storeClient: undefined,
  };
  switch (backend.kind) {
    case 'sqlite':
      return new RateLimiterSQLite({
        ...base,
        storeClient: backend.db,
        // Names the API the limiter calls (prepare, run/get, transaction), which the portal's
        // SQLite module offers whichever library holds the file (server/sqlite.ts).
        storeType: 'better-sqlite3',
        tableName: 'rate_limits',
      });
    case 'redis':
      return new RateLimiterRedis({ ...base, storeClient: backend.client, useRedisPackage: true });
    default:
      return new RateLimiterMemory({ keyPrefix, points, duration: rule.seconds });
  }
}

const address = (req: Request) => req.ip ?? 'unknown';
const normal = (email: string) => email.trim().toLowerCase();

/** Counting past the limit answers TooManyAttempts, with the time left in the window. */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw new TooManyAttempts(err.msBeforeNext / 1000);
    throw err;
  }
}

/**
 * Takes one point from each key in order, or none: a key over its limit gives back what
 * this call took from it and the keys before it, so a refused attempt is not counted.
 * Returns the points each key had used before this one.
 */
async function reserve(keys: [RateLimiterAbstract, string][]): Promise<number[]> {
  const before: number[] = [];
  for (const [index, [limiter, key]] of keys.entries()) {
    try {
      before.push((await limiter.consume(key)).consumedPoints - 1);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      await release(keys.slice(0, index + 1));
      throw new TooManyAttempts(err.msBeforeNext / 1000);
    }
  }
  return before;
}

async function release(keys: [RateLimiterAbstract, string][]): Promise<void> {
  await Promise.all(keys.map(([limiter, key]) => limiter.reward(key, 1)));
}

export interface RateLimitOptions {
  /** Multiplies the attempts allowed (RATE_LIMIT_SCALE). */
  scale?: number;
  /** How the sign-in delay waits; tests pass a recorder. */
  wait?: (ms: number) => Promise<unknown>;
}

export function createRateLimits(
  backend: LimiterBackend,
  { scale = 1, wait = sleep }: RateLimitOptions = {},
): RateLimits {
  const actions = Object.fromEntries(
    Object.entries(RULES).map(([action, rule]) => [
      action,
      {
        ip: limiter(backend, `rl:${action}:ip`, rule.ip, scale),
        email: limiter(backend, `rl:${action}:email`, rule.email, scale),
      },
    ]),
  ) as Record<LimitedAction, { ip: RateLimiterAbstract; email: RateLimiterAbstract }>;

  const signIn = {
    ip: limiter(backend, 'rl:login:ip', SIGN_IN_RULES.ip, scale),
    emailAndIp: limiter(backend, 'rl:login:email-ip', SIGN_IN_RULES.emailAndIp, scale),
    email: limiter(backend, 'rl:login:email', SIGN_IN_RULES.email, 1),
  };
  const tracking = limiter(backend, 'rl:track:ip', TRACKING_RULE, scale);
  const quoting = limiter(backend, 'rl:quote:ip', QUOTE_RULE, scale);
  const pairKey = (req: Request, email: string) => `${normal(email)}|${address(req)}`;
  const freeFailures = Math.max(1, Math.round(SIGN_IN_FREE_FAILURES * scale));

  return {
    async attempt(req, action, ...subjects) {
      await consume(actions[action].ip, address(req));
      for (const subject of subjects) await consume(actions[action].email, normal(subject));
    },
    async track(req, awbs) {
      try {
        await tracking.consume(address(req), Math.max(1, awbs));
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        // A refused lookup takes nothing: the address may still ask for fewer AWBs.
        await tracking.reward(address(req), Math.max(1, awbs));
        throw new TooManyAttempts(err.msBeforeNext / 1000);
      }
    },
    quote: (req) => consume(quoting, address(req)),
    signIn: {
      async reserve(req, email) {
        const pair: [RateLimiterAbstract, string] = [signIn.emailAndIp, pairKey(req, email)];
        const counted: [RateLimiterAbstract, string][] = [
          [signIn.ip, address(req)],
          pair,
          [signIn.email, normal(email)],
        ];
        const [, , failures = 0] = await reserve(counted);
        const delay = signInDelayMs(failures, freeFailures);
        if (delay) await wait(delay);
        return {
          async succeeded() {
            // The owner is in: the pair starts afresh; the others count failures only.
            await Promise.all([pair[0].delete(pair[1]), release([counted[0], counted[2]])]);
          },
          notJudged: () => release(counted),
        };
      },
    },
  };
}
