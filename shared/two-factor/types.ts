/** What the two-factor and sessions pages show (docs/two-factor.md, 'In the portal'). */

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface TwoFactorView {
  /** A second factor is on: the app, or a passkey. */
  enabled: boolean;
  totp: boolean;
  passkeys: PasskeyView[];
  recoveryCodesLeft: number;
}

/** An authenticator app's set-up: the key written out and the QR code drawn on the server. */
export interface TotpSetup {
  secret: string;
  /** An SVG data URL of the QR code that carries the provider's otpauth URL. */
  qr: string;
}

export type SecondFactorMethod = 'totp' | 'passkey' | 'recovery';

/** One of the user's signed-in sessions, its device named from its user agent. */
export interface SessionView {
  /** A hash of the session id (never the id itself). */
  id: string;
  browser: string | null;
  os: string | null;
  /** 'desktop', 'mobile', 'tablet' … as the user agent says; null when it says none. */
  kind: string | null;
  /** Epoch ms. */
  firstSeen: number;
  lastSeen: number;
  current: boolean;
}
