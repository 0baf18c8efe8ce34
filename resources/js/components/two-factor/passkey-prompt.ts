import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { postJson } from '@/lib/post-json';

/**
 * The browser's passkey prompts (docs/two-factor.md, 'In the portal'). This module and
 * @simplewebauthn/browser load only when a passkey is used (a dynamic import from the
 * button), never with a page's first load. Each asks the portal for the provider's options,
 * then the browser for its answer, returned as the JSON the provider verifies.
 */

export type PromptOutcome =
  | { ok: true; response: string }
  /** No options (the portal or the provider failed), or the browser cannot do passkeys. */
  | { ok: false; reason: 'unavailable' | 'unsupported' | 'cancelled' };

async function prompt<O>(
  optionsUrl: string,
  answer: (options: O) => Promise<unknown>,
): Promise<PromptOutcome> {
  const { browserSupportsWebAuthn } = await import('@simplewebauthn/browser');
  if (!browserSupportsWebAuthn()) return { ok: false, reason: 'unsupported' };
  const got = await postJson<{ options: O }>(optionsUrl);
  if (!got?.options) return { ok: false, reason: 'unavailable' };
  try {
    return { ok: true, response: JSON.stringify(await answer(got.options)) };
  } catch {
    // The user closed the prompt, it timed out, or the authenticator refused.
    return { ok: false, reason: 'cancelled' };
  }
}

/** A new passkey for the signed-in user. */
export const registerPasskey = (optionsUrl: string) =>
  prompt<PublicKeyCredentialCreationOptionsJSON>(optionsUrl, async (optionsJSON) =>
    (await import('@simplewebauthn/browser')).startRegistration({ optionsJSON }),
  );

/** A passkey's answer to a sign-in (alone, or a password's second step). */
export const answerWithPasskey = (optionsUrl: string) =>
  prompt<PublicKeyCredentialRequestOptionsJSON>(optionsUrl, async (optionsJSON) =>
    (await import('@simplewebauthn/browser')).startAuthentication({ optionsJSON }),
  );
