import type { Account, User } from '../../shared/types';
import type { AddressImport } from '../../shared/address/import';
import type { ShipmentDraft } from '../../shared/shipment-wizard/values';
import type { PickupFormInput } from '../../shared/forms/pickup';
import type { QuoteValues } from '../../shared/forms/quote';
import type { RatesAnswer } from '../../shared/rates/types';

/** A Schedule Pickup form as submitted, and the account it was for. */
export interface PickupDraft {
  accountId: number;
  values: PickupFormInput;
}

/** 'Get a quote' as last asked: its form, its answer, and whose prices (null: published). */
export interface SavedQuote {
  values: QuoteValues;
  answer: RatesAnswer | null;
  account: number | null;
}

/** 'Ship this' on a quote: the quote's form and the service chosen in it. */
export interface ShipQuote {
  values: QuoteValues;
  product: string;
}

/** A one-time-code step in progress: its token and when its countdown ends (epoch ms). */
export interface PendingCode {
  token: string;
  endsAt: number;
  email: string;
  /** Too many wrong codes: the code is dead until a new one is sent. */
  locked?: boolean;
  /** Wrong codes so far: the provider takes five, then the code is dead. */
  wrong?: number;
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
    /** When the sign-in began (epoch ms): a later password change ends the session. */
    signedInAt: number;
    accounts: Account[];
    /** When the provider last listed the accounts (epoch ms): read again a minute later. */
    accountsReadAt: number;
    selectedAccountId: number;
    otp: PendingCode;
    reset: PendingCode & { otp?: string };
    /** An account being linked: its code went to the account's phone (masked here). */
    pendingAccount: {
      accountNumber: string;
      endsAt: number;
      phone: string | null;
      locked?: boolean;
      wrong?: number;
    };
    /** An address CSV's preview or summary: its id, the data beside the session. */
    addressImport: AddressImport;
    /** A shipments file being imported: its id, the data beside the session. */
    shipmentImport: { id: string; client: number };
    /**
     * Set once a shipment is created: the next dashboard visit asks whether to schedule a
     * pickup from the shipment's sender address, then clears it (spec §2.8).
     */
    pickupPrompt: { shipperAddressId: string };
    /**
     * Schedule Pickup's one-time submission tokens: those handed to open wizards, and the
     * outcome of the last ones used, so that a repeated Submit never books a second pickup.
     */
    pickupSubmissions: {
      open: string[];
      done: { token: string; outcome: { message: string; type: string } }[];
    };
    /** The Create Shipment wizard where the user left it (never lost between visits). */
    shipmentDraft: ShipmentDraft;
    /** Drafts already turned into shipments: a second submit of one creates nothing. */
    createdDrafts: string[];
    /** The draft of a session the provider ended, for that user's next sign-in only. */
    draftAside: { userId: number; draft: ShipmentDraft };
    /**
     * What Schedule Pickup last submitted, until the provider books it: the form starts from
     * it again (for the same account), so a session ended mid-submit loses nothing typed.
     */
    pickupDraft: PickupDraft;
    /** The pickup form of a session the provider ended, for that user's next sign-in only. */
    pickupAside: { userId: number; draft: PickupDraft };
    /** The last quote asked for (docs/architecture.md, 'Get a quote'). */
    quote: SavedQuote;
    /**
     * Where a visitor was going when they were asked to sign in (a path of this site, set
     * by the server only), and what they chose there: sign-in leads on to it. From an
     * invitation, the e-mail it was sent to, which the sign-in and sign-up forms start with.
     */
    intended: { path: string; shipQuote?: ShipQuote; email?: string };
    /** A service chosen in a quote before signing in: 'Get a quote' goes on with it once. */
    shipQuote: ShipQuote;
  }
}
