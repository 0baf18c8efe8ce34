import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import {
  PASSKEY_NAME_MAX,
  WEBAUTHN_CHALLENGE_TTL_MS,
  newChallengeId,
} from '../../domain/two-factor';
import { ok } from '../../http/envelope';
import { fieldError, notFound } from '../../http/errors';
import { requiredText } from '../../http/fields';
import { parse } from '../../http/validate';
import {
  deletePasskey,
  insertPasskey,
  passkeyById,
  passkeyDto,
  passkeyHandle,
  passkeysOf,
  renamePasskey,
} from '../../store/passkeys';
import {
  hasSecondFactor,
  saveWebauthnChallenge,
  takeWebauthnChallenge,
} from '../../store/two-factor';
import type { UserRow } from '../../store/users';
import { requireUser } from '../access';
import type { ServiceContext } from '../context';
import {
  answeredOrigin,
  credentialJson,
  factorAdded,
  factorRemoved,
  relyingParty,
  rpIdField,
  transportsOf,
  twoFactorStatus,
  WORDS,
} from '../second-factor';
import { confirmPassword } from './two-factor';

const nameField = requiredText('Name', PASSKEY_NAME_MAX);
const optionsBody = z.object({ rp_id: rpIdField, rp_name: requiredText('The site name', 100) });
const addBody = z.intersection(
  z.object({
    name: nameField,
    response: credentialJson,
  }),
  relyingParty,
);
const renameBody = z.object({ name: nameField });

const PROMPT_GONE = 'This passkey prompt has expired. Try adding the passkey again.';

/** A passkey of the user; another user's or none at all reads the same: 404. */
function ownPasskey(ctx: ServiceContext, user: UserRow, id: string) {
  const passkey = passkeyById(ctx.db, id);
  if (!passkey || passkey.user_id !== user.id) throw notFound(WORDS.passkeyNotFound);
  return passkey;
}

/**
 * The auth service's calls for a user's passkeys (docs/two-factor.md): the options a
 * browser creates one with, its answer verified here against the last of them, and the
 * passkeys' names and removal. The portal (the relying party) names its rp id and origin.
 */
export function passkeyRoutes(router: Router, ctx: ServiceContext): void {
  router.post('/passkeys/registration-options', async (req, res) => {
    const user = requireUser(ctx, req);
    const body = parse(optionsBody, req.body);
    const options = await generateRegistrationOptions({
      rpName: body.rp_name,
      rpID: body.rp_id,
      userName: user.email,
      userDisplayName: `${user.first_name} ${user.last_name}`.trim(),
      userID: Buffer.from(ctx.db.transaction(() => passkeyHandle(ctx.db, user.id))(), 'base64url'),
      attestationType: 'none',
      timeout: WEBAUTHN_CHALLENGE_TTL_MS,
      excludeCredentials: passkeysOf(ctx.db, user.id).map((passkey) => ({
        id: passkey.id,
        transports: transportsOf(passkey),
      })),
      authenticatorSelection: {
        residentKey: 'required',
        requireResidentKey: true,
        userVerification: 'preferred',
      },
    });
    const now = ctx.now();
    saveWebauthnChallenge(
      ctx.db,
      {
        id: newChallengeId(),
        purpose: 'registration',
        user_id: user.id,
        sign_in_hash: null,
        challenge: options.challenge,
        rp_id: body.rp_id,
        expires_at: new Date(now.getTime() + WEBAUTHN_CHALLENGE_TTL_MS).toISOString(),
      },
      now,
    );
    ok(res, options);
  });

  router.post('/passkeys', async (req, res) => {
    const user = requireUser(ctx, req);
    const body = parse(addBody, req.body);
    const response = body.response;
    const origin = answeredOrigin(response);
    if (origin !== null && origin !== body.origin) {
      throw fieldError('response', WORDS.passkeyOtherSite);
    }
    // Taken whatever follows: a registration's challenge is answered once.
    const challenge = takeWebauthnChallenge(
      ctx.db,
      { purpose: 'registration', userId: user.id },
      ctx.now(),
    );
    if (!challenge || challenge.rp_id !== body.rp_id) throw fieldError('response', PROMPT_GONE);
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge.challenge,
        expectedOrigin: body.origin,
        expectedRPID: body.rp_id,
        requireUserVerification: false,
      });
    } catch {
      throw fieldError('response', WORDS.passkeyFailed);
    }
    if (!verified.verified) throw fieldError('response', WORDS.passkeyFailed);
    const { credential } = verified.registrationInfo;
    if (passkeyById(ctx.db, credential.id)) {
      throw fieldError('response', 'This passkey is already registered.');
    }
    const recoveryCodes = ctx.db.transaction(() => {
      const wasOn = hasSecondFactor(ctx.db, user.id);
      insertPasskey(
        ctx.db,
        {
          id: credential.id,
          user_id: user.id,
          name: body.name,
          public_key: Buffer.from(credential.publicKey),
          counter: credential.counter,
          transports: JSON.stringify(credential.transports ?? []),
        },
        ctx.now(),
      );
      return factorAdded(ctx, user.id, wasOn);
    })();
    ok(
      res,
      {
        passkey: passkeyDto(passkeyById(ctx.db, credential.id)!),
        recovery_codes: recoveryCodes,
        two_factor: twoFactorStatus(ctx, user.id),
      },
      'The passkey has been added.',
      201,
    );
  });

  // Renamed with PUT, or POST as the portal's client sends changes (package presets too).
  const rename = (req: Request, res: Response) => {
    const user = requireUser(ctx, req);
    const passkey = ownPasskey(ctx, user, String(req.params.id));
    const { name } = parse(renameBody, req.body);
    renamePasskey(ctx.db, passkey.id, name);
    ok(
      res,
      { passkey: passkeyDto(passkeyById(ctx.db, passkey.id)!) },
      'The passkey has been renamed.',
    );
  };
  router.put('/passkeys/:id', rename);
  router.post('/passkeys/:id', rename);

  router.delete('/passkeys/:id', async (req, res) => {
    const user = requireUser(ctx, req);
    const passkey = ownPasskey(ctx, user, String(req.params.id));
    await confirmPassword(user, req.body);
    ctx.db.transaction(() => {
      deletePasskey(ctx.db, passkey.id);
      factorRemoved(ctx, user.id);
    })();
    ok(res, { two_factor: twoFactorStatus(ctx, user.id) }, 'The passkey has been removed.');
  });
}
