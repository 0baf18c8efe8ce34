import type { Role } from './team/roles';
import type { Language, WordsLanguage } from './i18n/languages';

/**
 * Shapes that cross the server/browser boundary: the props every page receives
 * (shared props) and the flash data that becomes toasts.
 */

/** The signed-in user as the upstream contract describes it. */
export interface User {
  id: number;
  first_name: string;
  last_name: string;
  user_name: string | null;
  email: string;
  phone_number: string | null;
  country: string | null;
  province: string | null;
  city: string | null;
  customer_type: 'personal' | 'business' | null;
  pickup_address_id: string | null;
  shipping_address_id: string | null;
  date: string | null;
  time_from: string | null;
  time_to: string | null;
  /**
   * The portal's language the user chose, kept by a provider with the language extension
   * (tests/contract/README.md); null when never chosen or when the provider keeps none.
   */
  language: Language | null;
  /** Whether a second factor is on (docs/two-factor.md); false when the provider has none. */
  two_factor: boolean;
}

/** A client account the user linked. */
export interface Account {
  id: number;
  name: string;
  details: string;
  account_number: string;
  /**
   * The user's role on the account (docs/team.md); null where the provider has no team
   * members, whose users may do everything.
   */
  role: Role | null;
  /** The account's admin asks every member to sign in with a second factor. */
  requireTwoFactor: boolean;
}

/** spec §8: green for success, red for error, gray for anything else. */
export type ToastStatus = 'success' | 'error' | 'info';

export interface ToastMessage {
  message: string;
  status: ToastStatus;
}

/** Top-level `flash` of the Inertia page object (shown once). */
export interface FlashData {
  toasts?: ToastMessage[];
}

export type FieldErrors = Record<string, string>;

/** Props shared with every page. */
export interface SharedProps {
  [key: string]: unknown;
  auth: { user: User | null };
  /** The language the page is in (server/http/language.ts says how it is chosen). */
  language: WordsLanguage;
  accounts: Account[];
  selectedAccountId: number | null;
  errors: FieldErrors;
}

/** A link back to where the user came from, with the words of its button. */
export interface WayBack {
  href: string;
  label: string;
}

/** A part of a page that may be missing when the provider could not be reached. */
export type Loaded<T> = { ok: true; value: T } | { ok: false };
