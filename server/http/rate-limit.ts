import type Database from 'better-sqlite3';
import type { Request, Response } from 'express';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
  type IRateLimiterStoreOptions,
} from 'rate-limiter-flexible';
import { toast } from './toast';

/** Where the counters live: with the sessions, so every portal process sees the same. */
export type LimiterBackend =
  | { kind: 'memory' }
  | { kind: 'sqlite'; db: Database.Database }
  | { kind: 'redis'; client: unknown };

export type LimitedAction = 'login' | 'register' | 'otp-verify' | 'otp-resend' | 'reset';

interface Rule {
  points: number;
  seconds: number;
}

/**
 * Attempts allowed per window, per client address and per e-mail. The e-mail limit stops
 * guessing one account's password from many addresses; the address limit stops one
 * client from trying many accounts.
 */
export const RULES: Record<LimitedAction, { ip: Rule; email: Rule }> = {
  login: { ip: { points: 30, seconds: 900 }, email: { points: 10, seconds: 900 } },
  register: { ip: { points: 10, seconds: 3600 }, email: { points: 5, seconds: 3600 } },
  'otp-verify': { ip: { points: 30, seconds: 900 }, email: { points: 10, seconds: 900 } },
  'otp-resend': { ip: { points: 10, seconds: 900 }, email: { points: 5, seconds: 900 } },
  reset: { ip: { points: 10, seconds: 3600 }, email: { points: 5, seconds: 3600 } },
};

export const tooManyAttempts = (seconds: number) =>
  `Too many attempts. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute(s).`;

export interface RateLimits {
  /**
   * Count one attempt; when over a limit, tell the user as a toast, send them back and
   * answer false (the caller stops).
   */
  allow(req: Request, res: Response, action: LimitedAction, email?: string): Promise<boolean>;
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

export function createRateLimits(backend: LimiterBackend, scale = 1): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(RULES).map(([action, rule]) => [
      action,
      {
        ip: limiter(backend, `rl:${action}:ip`, rule.ip, scale),
        email: limiter(backend, `rl:${action}:email`, rule.email, scale),
      },
    ]),
  ) as Record<LimitedAction, { ip: RateLimiterAbstract; email: RateLimiterAbstract }>;

  return {
    async allow(req, res, action, email) {
      const { ip, email: byEmail } = limiters[action];
      try {
        await ip.consume(req.ip ?? 'unknown');
        if (email) await byEmail.consume(email.trim().toLowerCase());
        return true;
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        toast(req, tooManyAttempts(err.msBeforeNext / 1000), 'error');
        res.inertia.back();
        return false;
      }
    },
  };
}
