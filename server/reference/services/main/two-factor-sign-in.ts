import {
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Response, Router } from 'express';
import { z } from 'zod';
import {
  newChallengeId,
  SECOND_STEP_ATTEMPTS,
  SIGN_IN_CHALLENGE_TTL_MS,
  WEBAUTHN_CHALLENGE_TTL_MS,
} from '../../domain/two-factor';
import { ok } from '../../http/envelope';
import { ApiError, fieldError, notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import { issueAccessToken } from '../../store/access-tokens';
import { handleOf, passkeysOf } from '../../store/passkeys';
import {
  createSignInChallenge,
  deleteSignInChallenge,
  expireSignInChallenge,
  failSignInChallenge,
  liveSignInChallenge,
  recoveryCodesLeft,
  saveWebauthnChallenge,
  takeWebauthnChallenge,
  totpOf,
  useRecoveryCode,
  type SignInChallengeRow,
} from '../../store/two-factor';
import { getUser, userDto, type UserRow } from '../../store/users';
import type { ServiceContext } from '../context';
import {
  checkAssertion,
  checkTotp,
  credentialJson,
  relyingParty,
  rpIdField,
  transportsOf,
  WORDS,
} from '../second-factor';

/**
 * The second step of a sign-in (docs/two-factor.md, 'The provider's side'): a user whose
 * password was right and who has two-factor on gets a challenge instead of a token, and
 * answers it with an app's code, a recovery code or a passkey; a passkey also signs in
 * alone, without a password.
 */

export type SecondFactorMethod = 'totp' | 'passkey' | 'recovery';

const challengeField = z.string({ error: WORDS.challengeGone }).trim().min(1, WORDS.challengeGone);
const textField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

const answerBody = z.object({
  challenge: challengeField,
  code: textField('The code').optional(),
  recovery_code: textField('The recovery code').optional(),
  passkey: z.intersection(z.object({ response: credentialJson }), relyingParty).optional(),
});
const secondStepOptionsBody = z.object({ challenge: challengeField, rp_id: rpIdField });
const signInOptionsBody = z.object({ rp_id: rpIdField });
const passkeySignInBody = z.intersection(
  z.object({
    challenge_id: z
      .string({ error: WORDS.passkeyPromptGone })
      .trim()
      .min(1, WORDS.passkeyPromptGone),
    response: credentialJson,
  }),
  relyingParty,
);

/** The second step a signed-in password leads to, for a user with two-factor on. */
export function startSecondStep(ctx: ServiceContext, user: UserRow) {
  const id = newChallengeId();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + SIGN_IN_CHALLENGE_TTL_MS);
  createSignInChallenge(ctx.db, id, user.id, expiresAt, now);
  const methods: SecondFactorMethod[] = [];
  if (totpOf(ctx.db, user.id)?.secret) methods.push('totp');
  if (passkeysOf(ctx.db, user.id).length > 0) methods.push('passkey');
  if (recoveryCodesLeft(ctx.db, user.id) > 0) methods.push('recovery');
  return { challenge: id, methods, expires_at: expiresAt.toISOString() };
}

function signedIn(ctx: ServiceContext, res: Response, userId: number, extra: object = {}) {
  const user = getUser(ctx.db, userId);
  if (!user?.verified_at) throw fieldError('challenge', WORDS.challengeGone);
  const accessToken = ctx.db.transaction(() => issueAccessToken(ctx.db, user.id, ctx.now()))();
  ok(res, { access_token: accessToken, user: userDto(user), ...extra }, 'Login Successful');
}

function liveChallenge(ctx: ServiceContext, id: string): SignInChallengeRow {
  const row = liveSignInChallenge(ctx.db, id, ctx.now());
  if (!row) throw fieldError('challenge', WORDS.challengeGone);
  return row;
}

/**
 * A wrong answer: its field's message; the fifth voids the challenge, and then says so
 * beside it (`challenge`), so the portal goes back to the password.
 */
function wrongAnswer(ctx: ServiceContext, row: SignInChallengeRow, field: string, message: string) {
  const failed = failSignInChallenge(ctx.db, row.id_hash);
  if (failed >= SECOND_STEP_ATTEMPTS) {
    deleteSignInChallenge(ctx.db, row.id_hash);
    return new ApiError(422, WORDS.challengeGone, 422, {
      [field]: message,
      challenge: WORDS.challengeGone,
    });
  }
  return fieldError(field, message);
}

export function twoFactorSignInRoutes(router: Router, ctx: ServiceContext): void {
  router.post('/user/login/two-factor', async (req, res) => {
    const body = parse(answerBody, req.body);
    const given = [body.code, body.recovery_code, body.passkey].filter((v) => v !== undefined);
    if (given.length !== 1) {
      throw fieldError(
        'code',
        'Enter the code from your app or a recovery code, or use a passkey.',
      );
    }
    const row = liveChallenge(ctx, body.challenge);

    if (body.code !== undefined) {
      const check = checkTotp(ctx, row.user_id, body.code);
      if (check !== 'ok') {
        throw wrongAnswer(
          ctx,
          row,
          'code',
          check === 'replayed' ? WORDS.codeReplayed : WORDS.codeWrong,
        );
      }
    } else if (body.recovery_code !== undefined) {
      if (!useRecoveryCode(ctx.db, row.user_id, body.recovery_code, ctx.now())) {
        throw wrongAnswer(ctx, row, 'recovery_code', WORDS.recoveryWrong);
      }
    } else if (body.passkey) {
      const challenge = takeWebauthnChallenge(
        ctx.db,
        { purpose: 'second_step', signInHash: row.id_hash },
        ctx.now(),
      );
      const check = await checkAssertion(ctx, {
        response: body.passkey.response,
        rpId: body.passkey.rp_id,
        origin: body.passkey.origin,
        challenge,
        userId: row.user_id,
        requireUserVerification: false,
      });
      if (!check.ok) throw wrongAnswer(ctx, row, 'passkey', check.message);
    }
    // The challenge is spent: it is deleted before the token is issued.
    deleteSignInChallenge(ctx.db, row.id_hash);
    signedIn(ctx, res, row.user_id, {
      recovery_codes_left: recoveryCodesLeft(ctx.db, row.user_id),
    });
  });

  // The passkey prompt of a sign-in's second step: the user's passkeys allowed.
  router.post('/user/login/two-factor/passkey-options', async (req, res) => {
    const body = parse(secondStepOptionsBody, req.body);
    const row = liveChallenge(ctx, body.challenge);
    const passkeys = passkeysOf(ctx.db, row.user_id);
    if (passkeys.length === 0)
      throw fieldError('passkey', 'No passkey is registered with this profile.');
    const options = await generateAuthenticationOptions({
      rpID: body.rp_id,
      allowCredentials: passkeys.map((passkey) => ({
        id: passkey.id,
        transports: transportsOf(passkey),
      })),
      userVerification: 'preferred',
      timeout: WEBAUTHN_CHALLENGE_TTL_MS,
    });
    keepPrompt(ctx, options, body.rp_id, { user_id: row.user_id, sign_in_hash: row.id_hash });
    ok(res, { options });
  });

  // A sign-in with a passkey alone: no e-mail, no password; the browser offers the
  // passkeys it holds for the site (discoverable), and the one chosen names its user.
  router.post('/user/login/passkey-options', async (req, res) => {
    const body = parse(signInOptionsBody, req.body);
    const options = await generateAuthenticationOptions({
      rpID: body.rp_id,
      userVerification: 'required',
      timeout: WEBAUTHN_CHALLENGE_TTL_MS,
    });
    const id = keepPrompt(ctx, options, body.rp_id, { user_id: null, sign_in_hash: null });
    ok(res, { challenge_id: id, options });
  });

  router.post('/user/login/passkey', async (req, res) => {
    const body = parse(passkeySignInBody, req.body);
    const challenge = takeWebauthnChallenge(
      ctx.db,
      { purpose: 'sign_in', id: body.challenge_id },
      ctx.now(),
    );
    const check = await checkAssertion(ctx, {
      response: body.response,
      rpId: body.rp_id,
      origin: body.origin,
      challenge,
      requireUserVerification: true,
      handleOf: (userId) => handleOf(ctx.db, userId) ?? '',
    });
    if (!check.ok) throw fieldError('passkey', check.message);
    signedIn(ctx, res, check.passkey.user_id);
  });

  // Test-only: a sign-in's challenge as if its five minutes were over (the contract tests).
  if (!ctx.production) {
    router.post('/dev/sign-in-challenges/expire', (req, res) => {
      const { challenge } = parse(z.object({ challenge: challengeField }), req.body);
      if (!expireSignInChallenge(ctx.db, challenge, ctx.now())) throw notFound();
      ok(res, null);
    });
  }
}

function keepPrompt(
  ctx: ServiceContext,
  options: PublicKeyCredentialRequestOptionsJSON,
  rpId: string,
  owner: { user_id: number | null; sign_in_hash: string | null },
): string {
  const id = newChallengeId();
  const now = ctx.now();
  saveWebauthnChallenge(
    ctx.db,
    {
      id,
      purpose: owner.sign_in_hash ? 'second_step' : 'sign_in',
      ...owner,
      challenge: options.challenge,
      rp_id: rpId,
      expires_at: new Date(now.getTime() + WEBAUTHN_CHALLENGE_TTL_MS).toISOString(),
    },
    now,
  );
  return id;
}
