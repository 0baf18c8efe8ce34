import { openSqlite } from '../../server/sqlite';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import {
  createRateLimits,
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_MAX_DELAY_MS,
  signInDelayMs,
  type LimiterBackend,
} from '../../server/http/rate-limit';
import { TooManyAttempts } from '../../server/failures';

const request = (ip: string) => ({ ip }) as Request;
const noWait = { wait: async () => undefined };

const backends: [string, () => LimiterBackend][] = [
  ['memory', () => ({ kind: 'memory' })],
  ['sqlite', () => ({ kind: 'sqlite', db: openSqlite(':memory:') })],
];

/** A refused sign-in: the reservation is kept as a failure. */
const fail = (limits: ReturnType<typeof createRateLimits>, ip: string, email: string) =>
  limits.signIn.reserve(request(ip), email);

describe('the sign-in delay of an attacked e-mail', () => {
  it('is free for the first failures, then doubles up to a ceiling', () => {
    expect(signInDelayMs(0)).toBe(0);
    expect(signInDelayMs(SIGN_IN_FREE_FAILURES - 1)).toBe(0);
    expect(signInDelayMs(SIGN_IN_FREE_FAILURES)).toBe(250);
    expect(signInDelayMs(SIGN_IN_FREE_FAILURES + 1)).toBe(500);
    expect(signInDelayMs(SIGN_IN_FREE_FAILURES + 20)).toBe(SIGN_IN_MAX_DELAY_MS);
  });

  it('counts failures of the e-mail from every address, and a success clears only its pair', async () => {
    const waits: number[] = [];
    const limits = createRateLimits({ kind: 'memory' }, { wait: async (ms) => waits.push(ms) });
    for (let i = 0; i < SIGN_IN_FREE_FAILURES + 2; i++) {
      await fail(limits, `10.0.0.${i}`, 'Owner@Example.com');
    }
    waits.length = 0;
    await limits.signIn.reserve(request('10.9.9.9'), 'owner@example.com');
    expect(waits).toEqual([signInDelayMs(SIGN_IN_FREE_FAILURES + 2)]);
  });
});

describe('sign-in reservations', () => {
  it('refuse the pair of e-mail and address after ten failures, not other addresses', async () => {
    const limits = createRateLimits({ kind: 'memory' }, noWait);
    for (let i = 0; i < 10; i++) await fail(limits, '10.0.0.1', 'a@example.com');
    await expect(fail(limits, '10.0.0.1', 'a@example.com')).rejects.toBeInstanceOf(TooManyAttempts);
    await expect(fail(limits, '10.0.0.2', 'a@example.com')).resolves.toBeDefined();
  });

  it('give back an attempt the provider could not judge', async () => {
    const limits = createRateLimits({ kind: 'memory' }, noWait);
    for (let i = 0; i < 25; i++) {
      await (await limits.signIn.reserve(request('10.0.0.3'), 'b@example.com')).notJudged();
    }
    for (let i = 0; i < 10; i++) await fail(limits, '10.0.0.3', 'b@example.com');
    await expect(fail(limits, '10.0.0.3', 'b@example.com')).rejects.toBeInstanceOf(TooManyAttempts);
  });

  it('give back a success to the address, and clear the pair', async () => {
    const limits = createRateLimits({ kind: 'memory' }, noWait);
    for (let i = 0; i < 9; i++) await fail(limits, '10.0.0.4', 'c@example.com');
    await (await limits.signIn.reserve(request('10.0.0.4'), 'c@example.com')).succeeded();
    for (let i = 0; i < 10; i++) await fail(limits, '10.0.0.4', 'c@example.com');
    await expect(fail(limits, '10.0.0.4', 'c@example.com')).rejects.toBeInstanceOf(TooManyAttempts);
  });

  it('do not count an attempt refused by the lock', async () => {
    const limits = createRateLimits({ kind: 'memory' }, noWait);
    for (let i = 0; i < 10; i++) await fail(limits, '10.0.0.5', 'd@example.com');
    for (let i = 0; i < 30; i++) {
      await expect(fail(limits, '10.0.0.5', 'd@example.com')).rejects.toThrow();
    }
    // The address's own limit (30 failures) is not used up by the refused ones.
    for (let i = 0; i < 20; i++) await fail(limits, '10.0.0.5', `other${i}@example.com`);
  });

  it.each(backends)(
    'count parallel attempts at once (%s): 15 at the same instant, 10 let through',
    async (_name, backend) => {
      const limits = createRateLimits(backend(), noWait);
      // The SQLite limiter creates its table just after it is made.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const results = await Promise.allSettled(
        Array.from({ length: 15 }, () => fail(limits, '10.0.0.6', 'e@example.com')),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
      const refused = results.filter((r) => r.status === 'rejected');
      expect(refused.every((r) => r.reason instanceof TooManyAttempts)).toBe(true);
    },
  );
});

describe('code and send limits', () => {
  it.each(backends)(
    'count parallel sends at once (%s): 10 at the same instant, 5 sent',
    async (_n, backend) => {
      const limits = createRateLimits(backend(), noWait);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          limits.attempt(request('10.0.0.8'), 'otp-resend', 'h@example.com'),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    },
  );

  it('count each subject on its own beside the address', async () => {
    const limits = createRateLimits({ kind: 'memory' }, noWait);
    const req = request('10.0.0.7');
    // otp-resend: 5 per subject per window.
    for (let i = 0; i < 5; i++)
      await limits.attempt(req, 'otp-resend', 'f@example.com', '200400501');
    await expect(
      limits.attempt(req, 'otp-resend', 'g@example.com', '200400501'),
    ).rejects.toBeInstanceOf(TooManyAttempts);
  });
});
