import type { Request, Response } from 'express';
import QRCode from 'qrcode';
import {
  addPasskeyForm,
  passkeyNameForm,
  passwordAgainForm,
  totpConfirmForm,
} from '../../../shared/forms/two-factor';
import type { TwoFactorView } from '../../../shared/two-factor/types';
import * as api from '../../api/two-factor';
import type { TwoFactorState } from '../../api/two-factor';
import { deps } from '../../deps';
import { InvalidForm, UpstreamValidationError } from '../../failures';
import { selectedAccountOf } from '../../http/account-role';
import { answerJson } from '../../http/answers';
import { render } from '../../http/render';
import { notify } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { offered } from '../support/offered';
import { relyingParty, RP_NAME, webauthnAnswer } from '../support/relying-party';

/**
 * Two-factor sign-in in the profile (docs/two-factor.md, 'In the portal'): the
 * authenticator app (its QR code drawn here, so no QR library reaches the browser),
 * passkeys, and the recovery codes. The provider keeps every secret: the app's key goes
 * from the provider's answer to the page and nowhere else, and new recovery codes are
 * shown in the answer that made them, never kept in the session. A provider without the
 * extension: the page says it does not offer this yet.
 */

export const TWO_FACTOR_WORDS = {
  appOn: /*i18n*/ 'The authenticator app is on.',
  appOff: /*i18n*/ 'The authenticator app is off.',
  newCodes: /*i18n*/ 'New recovery codes: the old ones no longer work.',
  passkeyAdded: /*i18n*/ 'The passkey has been added.',
  passkeyRenamed: /*i18n*/ 'The passkey has been renamed.',
  passkeyRemoved: /*i18n*/ 'The passkey has been removed.',
};

const viewOf = (state: TwoFactorState): TwoFactorView => ({
  enabled: state.enabled,
  totp: state.totp,
  passkeys: state.passkeys.map((p) => ({
    id: p.id,
    name: p.name,
    createdAt: p.created_at,
    lastUsedAt: p.last_used_at,
  })),
  recoveryCodesLeft: state.recovery_codes_left,
});

const tokenOf = (req: Request) => req.session.accessToken!;

/** The session's user follows the provider: the account's requirement reads it. */
function remember(req: Request, state: TwoFactorState): void {
  if (req.session.user) req.session.user = { ...req.session.user, two_factor: state.enabled };
}

async function page(req: Request, res: Response, recoveryCodes: string[] | null) {
  const { upstream } = deps(req);
  const twoFactor = await offered(async () => {
    const state = await api.twoFactorState(upstream, tokenOf(req));
    remember(req, state);
    return viewOf(state);
  });
  await render(res, 'profile/two-factor', {
    twoFactor,
    recoveryCodes,
    requiredByAccount: selectedAccountOf(req)?.requireTwoFactor === true,
  });
}

/**
 * Recovery codes are shown once, in the answer to the form that made them: the page is
 * answered in place (its address the page's own, so a reload shows it without them)
 * rather than by a redirect, which would have to keep them in the session on the way.
 */
async function showCodesOnce(req: Request, res: Response, codes: string[] | null | undefined) {
  if (!codes?.length) return res.redirect(303, urlFor('two-factor'));
  req.originalUrl = urlFor('two-factor');
  await page(req, res, codes);
}

/** The provider's refusals of the relying party are said where the passkey's answer is. */
function onAnswer(err: unknown): never {
  if (err instanceof UpstreamValidationError) {
    const { name, response, rp_id: rpId, origin, ...rest } = err.fields;
    const said = response ?? origin ?? rpId;
    throw new InvalidForm({
      ...rest,
      ...(name ? { name } : {}),
      ...(said ? { response: said } : {}),
    });
  }
  throw err;
}

export const show: Handler = (req, res) => page(req, res, null);

/** The app's set-up: a new key from the provider, the QR code that carries it (JSON). */
export const totp: Handler = (req, res) =>
  answerJson(res, null, async () => {
    const { secret, otpauth_url: url } = await api.startTotp(deps(req).upstream, tokenOf(req));
    const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  });

export const confirmTotp: Handler = async (req, res) => {
  const { code } = validated(req, totpConfirmForm);
  const answer = await api.confirmTotp(deps(req).upstream, tokenOf(req), code);
  remember(req, answer.data.two_factor);
  notify(req, answer.notification, TWO_FACTOR_WORDS.appOn);
  await showCodesOnce(req, res, answer.data.recovery_codes);
};

export const destroyTotp: Handler = async (req, res) => {
  const { password } = validated(req, passwordAgainForm);
  const answer = await api.turnOffTotp(deps(req).upstream, tokenOf(req), password);
  remember(req, answer.data.two_factor);
  notify(req, answer.notification, TWO_FACTOR_WORDS.appOff);
  res.redirect(303, urlFor('two-factor'));
};

export const recoveryCodes: Handler = async (req, res) => {
  const { password } = validated(req, passwordAgainForm);
  const answer = await api.newRecoveryCodes(deps(req).upstream, tokenOf(req), password);
  notify(req, answer.notification, TWO_FACTOR_WORDS.newCodes);
  await showCodesOnce(req, res, answer.data.recovery_codes);
};

/** The options the browser's passkey prompt needs, for this portal as relying party (JSON). */
export const passkeyOptions: Handler = (req, res) =>
  answerJson(res, null, async () => ({
    options: await api.passkeyRegistrationOptions(
      deps(req).upstream,
      tokenOf(req),
      relyingParty(req).rp_id,
      RP_NAME,
    ),
  }));

export const storePasskey: Handler = async (req, res) => {
  const form = validated(req, addPasskeyForm);
  const response = webauthnAnswer(form.response, 'response');
  const answer = await api
    .addPasskey(deps(req).upstream, tokenOf(req), form.name, response, relyingParty(req))
    .catch(onAnswer);
  remember(req, answer.data.two_factor);
  notify(req, answer.notification, TWO_FACTOR_WORDS.passkeyAdded);
  await showCodesOnce(req, res, answer.data.recovery_codes);
};

export const renamePasskey: Handler = async (req, res) => {
  const { name } = validated(req, passkeyNameForm);
  const answer = await api.renamePasskey(
    deps(req).upstream,
    tokenOf(req),
    String(req.params.passkey),
    name,
  );
  notify(req, answer.notification, TWO_FACTOR_WORDS.passkeyRenamed);
  res.redirect(303, urlFor('two-factor'));
};

export const destroyPasskey: Handler = async (req, res) => {
  const { password } = validated(req, passwordAgainForm);
  const answer = await api.removePasskey(
    deps(req).upstream,
    tokenOf(req),
    String(req.params.passkey),
    password,
  );
  remember(req, answer.data.two_factor);
  notify(req, answer.notification, TWO_FACTOR_WORDS.passkeyRemoved);
  res.redirect(303, urlFor('two-factor'));
};
