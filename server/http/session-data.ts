import type { Account, User } from '../../shared/types';

/** A one-time-code step in progress: its token and when its countdown ends (epoch ms). */
export interface PendingCode {
  token: string;
  endsAt: number;
  email: string;
  /** Too many wrong codes: the code is dead until a new one is sent. */
  locked?: boolean;
  /** What the service said it did, shown on the code screen as it was in the toast. */
  sentMessage?: string;
}

/**
 * What the portal keeps per browser. The spec's browser-persisted state lives here
 * instead, so tokens never reach the browser.
 */
declare module 'express-session' {
  interface SessionData {
    user: User;
    accessToken: string;
    accounts: Account[];
    selectedAccountId: number;
    otp: PendingCode;
    reset: PendingCode & { otp?: string };
    pendingAccount: { accountNumber: string; endsAt: number };
    /**
     * Set once a shipment is created: the next dashboard visit asks whether to schedule a
     * pickup from the shipment's sender address, then clears it (spec §2.8).
     */
    pickupPrompt: { shipperAddressId: string };
  }
}
