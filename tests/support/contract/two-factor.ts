// What the two-factor contract files share (docs/two-factor.md): the answers' shapes, the
// portal as relying party, codes of an authenticator app computed with otpauth, and the
// journeys of a sign-in's second step.
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { z } from 'zod';
import { ok, type Api } from './api';
import type { Credentials } from './target';
import * as s from './schemas';

/** The portal as the relying party: its host name and origin. */
export const RP = { rp_id: 'portal.example', origin: 'https://portal.example' } as const;
export const OTHER_ORIGIN = 'https://portal-example.evil.test';

const instant = z.iso.datetime({ offset: true });

export const passkey = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]+$/),
    name: z.string().min(1).max(60),
    created_at: instant,
    last_used_at: instant.nullable(),
  })
  .strict();

export const status = z
  .object({
    enabled: z.boolean(),
    totp: z.boolean(),
    passkeys: z.array(passkey),
    recovery_codes_left: z.number().int().min(0).max(10),
  })
  .strict();
export type Status = z.infer<typeof status>;

export const recoveryCodes = z
  .array(z.string().min(8))
  .length(10)
  .refine((codes) => new Set(codes).size === 10, 'ten different codes');

export const secondStep = z
  .object({
    two_factor: z
      .object({
        challenge: z.string().min(16),
        methods: z.array(z.enum(['totp', 'passkey', 'recovery'])).min(1),
        expires_at: instant,
      })
      .strict(),
  })
  .strict();
export type SecondStep = z.infer<typeof secondStep>['two_factor'];

export const userWithTwoFactor = s.user.extend({ two_factor: z.boolean() });
export const signedIn = z.object({
  access_token: s.login.shape.access_token,
  user: userWithTwoFactor,
});

// ---- the authenticator app ------------------------------------------------------------

const PERIOD_MS = 30_000;

/** The app's code for the time step `offset` steps from now (0: the one it shows now). */
export function appCode(secret: string, offset = 0, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at + offset * PERIOD_MS,
  });
}

/** A six-digit code of none of the steps around now. */
export function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1].map((offset) => appCode(secret, offset)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

// ---- journeys ---------------------------------------------------------------------------

export function twoFactorFlows(api: Api) {
  const statusOf = async (token: string): Promise<Status> =>
    ok(await api.get('auth', '/two-factor', { token }), status);

  /** Turns the app on for a signed-in user; its secret, the step's code and the codes. */
  const turnOnApp = async (token: string) => {
    const setup = ok(
      await api.post('auth', '/two-factor/totp', { token }),
      z.object({ secret: z.string(), otpauth_url: z.string() }),
    );
    const code = appCode(setup.secret);
    const confirmed = ok(
      await api.post('auth', '/two-factor/totp/confirm', { token, body: { code } }),
      z.object({ recovery_codes: recoveryCodes.nullable(), two_factor: status }),
    );
    return { secret: setup.secret, code, recoveryCodes: confirmed.recovery_codes };
  };

  /** The password step of a user with two-factor on: the challenge to answer. */
  const passwordStep = async (credentials: Credentials): Promise<SecondStep> => {
    const answer = await api.post('main', '/user/login', { body: credentials });
    expect((answer.json as { notification?: { message?: string } }).notification?.message).toBe(
      'Two-factor sign-in required.',
    );
    return ok(answer, secondStep).two_factor;
  };

  const answer = (challenge: string, body: Record<string, unknown>) =>
    api.post('main', '/user/login/two-factor', { body: { challenge, ...body } });

  return { statusOf, turnOnApp, passwordStep, answer };
}
