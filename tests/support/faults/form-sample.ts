import type { PageObject } from '../../../server/inertia';
import type { Browser } from '../portal/faults';
import type { DemoData } from './demo-data';
import type { UploadFiles } from '../visitor';

/** A form as it was sent: its page before, the body, and its page after the failure. */
export interface Posted {
  before: PageObject;
  url: string;
  sent: Record<string, unknown>;
  after: PageObject;
}

/** One form of the route table, filled in as a user would. */
export interface FormSample {
  /** The page the form is on: where a failure must lead back, with the user's input. */
  from: (d: DemoData) => string;
  /** The form's target, when it has parameters or a query (`page`: the form's page). */
  target?: (d: DemoData, page: PageObject) => string;
  body: (d: DemoData, page: PageObject) => Record<string, unknown>;
  /** Files the form sends with the body (multipart), by field. */
  files?: (d: DemoData) => UploadFiles;
  errorBag?: string;
  /** Kept in the session only: no provider is asked, so a failing one changes nothing. */
  sessionOnly?: true;
  /**
   * Signs in as a user of its own: when the provider takes it (a password change), every
   * other session of its user ends, which must not end the other tabs' sessions.
   */
  ownUser?: true;
  /** Sent by the page's fetch(), not as an Inertia visit: a JSON answer is its protocol. */
  fetch?: true;
  /** What the browser must have done first (a pending account, an import to confirm). */
  prepare?: (browser: Browser, d: DemoData) => Promise<void>;
  /**
   * Where the clear message is when not in a toast: the import's summary says row by row
   * what was not added.
   */
  said?: (page: PageObject) => string[];
  /**
   * What the server must still hold for the user after the failure, once the provider is
   * back: the problem, or null.
   */
  kept?: (browser: Browser, visit: Posted) => Promise<string | null>;
  /**
   * The same, once the user has signed in again after the provider ended the session (the
   * wizard's draft waits for them); `after` is the form's page then.
   */
  keptAcrossSignIn?: (browser: Browser, visit: Posted) => Promise<string | null>;
}
