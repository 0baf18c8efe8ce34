import type { ImportPreview, ImportResult } from './address/import';
import type { ImportScreen } from './shipment-import/types';
import type { AddressCard, EditableAddress, Option } from './address/types';
import type { InvoicesTable, Offered } from './billing/types';
import type { CustomerType } from './forms/auth';
import type { ReportQuery, ReportView } from './reports/types';
import type { PickupsTable, SchedulePickupProps } from './pickups/types';
import type { ShipmentStats, ShipmentsTable, TrackingResult } from './shipments/types';
import type { AttentionSummary } from './exceptions/types';
import type { ClaimDetail, ClaimsTable } from './claims/types';
import type { NoticePreferences } from './forms/notices';
import type { PackagePresetView } from './shipment-wizard/presets';
import type { DraftProps, WizardEnums } from './shipment-wizard/types';
import type { TrackCard } from './tracking/types';
import type { QuoteValues } from './forms/quote';
import type { ActivityTable, InvitationView, TeamView } from './team/types';
import type { RatesAnswer } from './rates/types';
import type { Account, Loaded, WayBack } from './types';
import type { SecondFactorMethod, SessionView, TwoFactorView } from './two-factor/types';

/**
 * Every page component and the props the server gives it: one map shared by the server
 * (render() takes only these names, with these props) and the browser (each page takes
 * its props type from here). A page's file is `resources/js/pages/<name>.tsx`.
 * Props every page also receives (user, accounts, selection, errors) are SharedProps in
 * shared/types.ts.
 */

/** The two one-time-code screens (registration and reset). */
export interface CodeScreenProps {
  email: string;
  /** Until the code stops working; 0 once it has or after too many wrong codes. */
  secondsLeft: number;
  /** Too many wrong codes: only a new code helps. */
  locked: boolean;
  /** What the service said it sent, repeated on the screen (reset only). */
  sentMessage: string | null;
}

export interface PageProps {
  /** From an invitation's link, the e-mail it was sent to: the form starts with it. */
  'auth/login': { invitedEmail?: string };
  'auth/logout': Record<string, never>;
  'auth/create-account': Record<string, never>;
  'auth/register': {
    type: CustomerType;
    /** ISO 3166 alpha-2 code of the caller's country (location lookup). */
    defaultCountry: string;
    /** From an invitation's link, the e-mail it was sent to: the form starts with it. */
    invitedEmail?: string;
  };
  'auth/register-verification': CodeScreenProps;
  'auth/reset-password': Record<string, never>;
  'auth/verification': CodeScreenProps;
  'auth/change-pass': { changed: boolean };
  'auth/two-factor-challenge': {
    /** The ways the provider takes this sign-in's second step, in its order. */
    methods: SecondFactorMethod[];
  };
  'accounts/account-required': Record<string, never>;
  'address-book/address-book': {
    /** The account's addresses that match `search`, newest first. */
    addresses: AddressCard[];
    search: string;
    /** The address to show selected (just added or edited), if it is in the book. */
    selectedId: string | null;
    /** How many addresses the account has, whatever the search. */
    total: number;
  };
  'address-book/add-address-book': {
    /** Where the back arrow and a success lead: the page that sent the user here. */
    back:
      | 'address-book'
      | 'accounts'
      | 'pickup-preferences'
      | 'shipping-preferences'
      | 'create-shipment'
      | 'schedule-pickup';
    /** ISO 3166 alpha-2 code for the phone field (location lookup). */
    defaultCountry: string;
  };
  'address-book/edit-address-book': { address: EditableAddress };
  'address-book/import-addresses': { preview: ImportPreview | null; result: ImportResult | null };
  'accounts/accounts': {
    /** The linked accounts as the provider has them now; not loaded when it could not answer. */
    list: Loaded<Account[]>;
  };
  'accounts/add-account': Record<string, never>;
  'accounts/accounts-verify': {
    accountNumber: string;
    /** Masked (spec §9); null when the provider did not say. */
    phone: string | null;
    /** Until the code stops working; 0 once it has or after too many wrong codes. */
    secondsLeft: number;
    locked: boolean;
  };
  'accounts/edit-account': { account: { name: string; accountNumber: string } | null };
  'profile/edit-profile': Record<string, never>;
  'profile/change-password': Record<string, never>;
  'profile/notification-preferences': {
    /** Per event, e-mail and SMS; 'not-offered' when the provider lacks the extension. */
    preferences: Offered<NoticePreferences>;
  };
  'profile/two-factor': {
    /** 'not-offered' when the provider lacks the two-factor extension. */
    twoFactor: Offered<TwoFactorView>;
    /** Ten new recovery codes, shown this once (the answer that made them, never kept). */
    recoveryCodes: string[] | null;
    /** The selected account asks every member for a second factor (docs/two-factor.md). */
    requiredByAccount: boolean;
  };
  'profile/sessions': { sessions: SessionView[] };
  'profile/shipping-preferences': {
    /** The default shipping address, or null; not loaded when the provider could not answer. */
    current: Loaded<Option | null>;
    /** An address just added through '+ Add a New Address': the page saves it as the default. */
    added: Option | null;
    /** The account's package presets; 'not-offered' when the provider lacks the extension. */
    presets: Offered<PackagePresetView[]>;
  };
  'profile/pickup-preferences': {
    current: Loaded<Option | null>;
    /** The saved pickup details ('yyyy-MM-dd', 'HH:mm'), empty when none. */
    date: string;
    timeFrom: string;
    timeTo: string;
    /** An address just added through '+ Add a New Address': shown chosen, saved with Save. */
    added: Option | null;
  };
  /**
   * `reference`: the request's id, which the customer can quote and the logs are searched by.
   * `back`: the way back to the screen the failed request came from, when it has one (a
   * labels download's My Shipments, its view and selection kept).
   */
  'errors/error': { status: number; message: string; reference?: string; back?: WayBack };
  'dev/dev-kit': Record<string, never>;
  'shipments/shipments': {
    table: Loaded<ShipmentsTable>;
    /** Only when a partial reload asks for it (the drawer's `track` in the URL). */
    tracking?: TrackingResult | null;
  };
  'shipments/create-shipment': {
    /** The wizard as the user left it (kept in the session). */
    draft: DraftProps;
    /** Not loaded when the provider could not answer. */
    enums: Loaded<WizardEnums>;
    /** ISO 3166 alpha-2 code for the popups' phone fields (location lookup). */
    defaultCountry: string;
  };
  'shipments/import-shipments': { screen: ImportScreen };
  'pickups/pickups': { table: Loaded<PickupsTable> };
  'pickups/schedule-pickup': SchedulePickupProps;
  'claims/claims': {
    /** Not offered by a provider without the claims extension; unavailable in an outage. */
    table: Offered<ClaimsTable>;
  };
  /** A claim, its thread, and the answer and photos it still takes (docs/claims.md). */
  'claims/claim': { claim: ClaimDetail };
  'billing/billing-and-payments': {
    /** Not offered by a provider without the invoice extension; unavailable in an outage. */
    table: Offered<InvoicesTable>;
  };
  'reports/reports': {
    /** No account selected: the page shows the account prompt instead of the form. */
    hasAccount: boolean;
    /** The kind and range of the address, else the defaults (the form starts with them). */
    query: ReportQuery;
    /** Messages for kind, from or to when the address holds values that cannot be used. */
    queryErrors: Record<string, string>;
    /** null until a report is asked for (the address holds a valid kind and range). */
    report: Offered<ReportView> | null;
  };
  /** The account's team, for its admins (docs/team.md); not offered without the extension. */
  'team/team': { team: Offered<TeamView> };
  /** Who did what on the account, by member, kind and range (docs/team.md). */
  'team/activity': { table: Offered<ActivityTable> };
  /** An invitation's page, open to anyone with its link (docs/team.md). */
  'team/invitation': {
    invitation: InvitationView;
    /** The signed-in user's e-mail; null for a visitor signed out. */
    signedInAs: string | null;
  };
  'tracking/track': {
    /** The AWBs of the address, one per line, as the field shows them. */
    awbs: string;
    /** Why they cannot be looked up: over 10, one that is no AWB, or too many lookups. */
    error: string | null;
    /** One card per AWB in the order given; null until there is anything to look up. */
    results: Offered<TrackCard[]> | null;
  };
  'quotes/get-quote': {
    /** The form as last asked (kept for the session), else empty with the default date. */
    values: QuoteValues;
    /** The answer to those values; null until the visitor asks. */
    answer: RatesAnswer | null;
    /** Whose prices: the selected account's (its name), or the published ones (null). */
    account: string | null;
    /** The reader's today ('yyyy-MM-dd', their zone): the date field's first day. */
    today: string;
    /** A service chosen before signing in, waiting for the user to confirm replacing a draft. */
    confirmShip: string | null;
  };
  'dashboard/dashboard': {
    /** Deferred; null without a selected account. */
    stats?: Loaded<ShipmentStats> | null;
    /** Deferred; null without a selected account. */
    table?: Loaded<ShipmentsTable> | null;
    /**
     * Deferred: the packages whose exception the customer can fix (docs/exceptions.md);
     * null without a selected account or from a provider without exceptions.
     */
    attention?: AttentionSummary | null;
    tracking?: TrackingResult | null;
    /** Set once after a shipment was created: ask about a pickup from this address. */
    pickupPrompt: { shipperAddressId: string } | null;
  };
}

export type PageName = keyof PageProps;
