/** Who may see a screen (spec §2.2); server/http/guards.ts enforces each. */
export const guest = ['guest'] as const;
export const auth = ['auth'] as const;
export const account = ['auth', 'account'] as const;
/** The selected account's routes that ask more of the member's role than viewing (docs/team.md). */
export const shipper = ['auth', 'account', 'ship'] as const;
export const finance = ['auth', 'account', 'bill'] as const;
export const admin = ['auth', 'account', 'manage'] as const;
export const code = ['otp'] as const;
export const reset = ['reset'] as const;
export const linking = ['auth', 'pendingAccount'] as const;

/** An id the portal passes on to the provider in a path: letters, digits, `_` and `-`. */
export const token = '[A-Za-z0-9_-]{1,64}';
