import * as z from 'zod/mini';
import { password, required } from './fields';

/**
 * The two-factor forms (docs/two-factor.md, 'In the portal'). The provider judges every
 * code and passkey; these check only that something was typed, and that it fits.
 */

const CODE = /*i18n*/ 'Code';
const PASSKEY_NAME = /*i18n*/ 'Passkey name';
/** The provider's longest passkey name. */
export const PASSKEY_NAME_MAX = 60;
/** A browser's WebAuthn answer, as JSON: a few KB at most. */
const ANSWER_MAX = 40_000;

const code = z.pipe(required(CODE), z.string().check(z.maxLength(20)));
const passkeyName = z.pipe(required(PASSKEY_NAME), z.string().check(z.maxLength(PASSKEY_NAME_MAX)));
const answer = z.string().check(z.minLength(1), z.maxLength(ANSWER_MAX));

/** The authenticator app's first code, which turns it on. */
export const totpConfirmForm = z.object({ code });

/** Turning a factor off, or new recovery codes: the password again. */
export const passwordAgainForm = z.object({ password: password() });

export const passkeyNameForm = z.object({ name: passkeyName });

/** A new passkey: its name, and the browser's answer to the provider's options. */
export const addPasskeyForm = z.object({ name: passkeyName, response: answer });

/** The sign-in's second step, one way at a time: the app's code, or a recovery code. */
export const appCodeForm = z.object({ code });
export const recoveryCodeForm = z.object({
  recovery_code: z.pipe(required(/*i18n*/ 'Recovery code'), z.string().check(z.maxLength(40))),
});

/** A passkey's answer to a sign-in prompt. */
export const passkeyAnswerForm = z.object({ response: answer });
