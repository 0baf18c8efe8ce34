import { setTimeout as sleep } from 'node:timers/promises';
import type Database from 'better-sqlite3';
import type { Request } from 'express';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RateLimiterSQLite,
  type IRateLimiterStoreOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { TooManyAttempts } from './failures';

/** Where the counters live: with the sessions, so every portal process sees the same. */
export type LimiterBackend =
  | { kind: 'memory' }
  | { kind: 'sqlite'; db: Database.Database }
  | { kind: 'redis'; client: unknown };

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

/** Free failures per e-mail before sign-in slows down, and the slowest it gets. */
export const SIGN_IN_FREE_FAILURES = 5;
export const SIGN_IN_MAX_DELAY_MS = 8000;

/** 250 ms after the free failures, doubling with each further failure, up to the maximum. */
export function signInDelayMs(failures: number, free = SIGN_IN_FREE_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(SIGN_IN_MAX_DELAY_MS, 250 * 2 ** (failures - free));
}

export interface RateLimits {
  /** Count one attempt at a code or sign-up form; throws TooManyAttempts over a limit. */
  attempt(req: Request, action: LimitedAction, email?: string): Promise<void>;
  signIn: {
    /** Throws TooManyAttempts when locked; waits the e-mail's delay when under attack. */
    before(req: Request, email: string): Promise<void>;
    failed(req: Request, email: string): Promise<void>;
    succeeded(req: Request, email: string): Promise<void>;
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

/** Refused when the key has used up its points, without counting anything. */
async function refuseWhenSpent(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const state = await limiter.get(key);
  if (state && state.remainingPoints <= 0) throw new TooManyAttempts(state.msBeforeNext / 1000);
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
  const pairKey = (req: Request, email: string) => `${normal(email)}|${address(req)}`;
  const freeFailures = Math.max(1, Math.round(SIGN_IN_FREE_FAILURES * scale));

  return {
    async attempt(req, action, email) {
      await consume(actions[action].ip, address(req));
      if (email) await consume(actions[action].email, normal(email));
    },
    signIn: {
      async before(req, email) {
        await refuseWhenSpent(signIn.ip, address(req));
        await refuseWhenSpent(signIn.emailAndIp, pairKey(req, email));
        const failures = (await signIn.email.get(normal(email)))?.consumedPoints ?? 0;
        const delay = signInDelayMs(failures, freeFailures);
        if (delay) await wait(delay);
      },
      async failed(req, email) {
        await Promise.all([
          signIn.ip.penalty(address(req)),
          signIn.emailAndIp.penalty(pairKey(req, email)),
          signIn.email.penalty(normal(email)),
        ]);
      },
      async succeeded(req, email) {
        await signIn.emailAndIp.delete(pairKey(req, email));
      },
    },
  };
}
