import type { Request } from 'express';
import type { RelyingParty } from '../../api/two-factor';
import { InvalidForm } from '../../failures';
import { originOf } from '../../http/origin';

/**
 * The portal as the WebAuthn relying party (docs/two-factor.md): its origin as the portal
 * knows it (server/http/origin.ts: APP_URL, or the request's own when its Host is the
 * portal's) and that origin's host name as `rp_id`. A passkey made for one cannot answer
 * for another.
 */
export function relyingParty(req: Request): RelyingParty {
  const origin = originOf(req);
  return { rp_id: new URL(origin).hostname.replace(/^\[|\]$/g, ''), origin };
}

/** The name the authenticator shows beside the passkey. */
export const RP_NAME = 'Courier Portal';

/** The provider's words for an answer it cannot verify, said too for one that is no JSON. */
export const UNREADABLE_ANSWER = /*i18n*/ 'This passkey could not be verified. Try again.';

/** A browser's WebAuthn answer as the page sends it (JSON text); the provider verifies it. */
export function webauthnAnswer(text: string, field: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value;
  } catch {
    // said below
  }
  throw new InvalidForm({ [field]: UNREADABLE_ANSWER });
}
