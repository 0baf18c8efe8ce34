import { describe, expect, it } from 'vitest';
import {
  createRateLimits,
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_MAX_DELAY_MS,
  signInDelayMs,
} from '../../server/http/rate-limit';
import { TooManyAttempts } from '../../server/http/failures';
import type { Request } from 'express';

const request = (ip: string) => ({ ip }) as Request;

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
      await limits.signIn.failed(request(`10.0.0.${i}`), 'Owner@Example.com');
    }
    await limits.signIn.before(request('10.9.9.9'), 'owner@example.com');
    expect(waits).toEqual([signInDelayMs(SIGN_IN_FREE_FAILURES + 2)]);
  });

  it('refuses the pair of e-mail and address after ten failures, not other addresses', async () => {
    const limits = createRateLimits({ kind: 'memory' }, { wait: async () => undefined });
    for (let i = 0; i < 10; i++) await limits.signIn.failed(request('10.0.0.1'), 'a@example.com');
    await expect(limits.signIn.before(request('10.0.0.1'), 'a@example.com')).rejects.toBeInstanceOf(
      TooManyAttempts,
    );
    await expect(
      limits.signIn.before(request('10.0.0.2'), 'a@example.com'),
    ).resolves.toBeUndefined();
  });
});
