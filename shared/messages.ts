import { formMessages } from './form-messages';
import { fill } from './i18n/wording';
import { listed } from './i18n/listed';
import { quoteWords } from './rates/quote-words';
import { trackingWords } from './tracking/words';
import { shipmentImportMessages } from './messages/shipment-import';
import { shipmentWizardMessages } from './messages/shipment-wizard';
import { shipmentsMessages } from './messages/shipments';
import { exceptionMessages } from './messages/exceptions';
import { claimMessages } from './messages/claims';
import { teamMessages } from './messages/team';

/**
 * Every message the portal itself gives its users, under one name: the server's toasts and
 * form messages (the spec's exact texts among them, marked with their section) and the
 * portal's own words. Labels, headings and buttons of the spec stay beside the screens
 * that draw them, and the provider's messages are shown as they arrive. The shipments'
 * messages are written in `shared/messages/`, each file a catalog of its own, so that a
 * page loads the words of its part of the portal only (docs/i18n.md).
 */
export const messages = {
  form: formMessages,
  toast: {
    /** spec §2.4 */
    loginSuccess: /*i18n*/ 'Login Successful',
    /** spec §2.7 */
    profileUpdated: /*i18n*/ 'Profile has been updated',
    codeSent: /*i18n*/ 'A new code has been sent.',
    registered: /*i18n*/ 'Your account is verified. Please log in.',
    signedOut: /*i18n*/ 'Your session has ended. Please log in again.',
    signInRefused: /*i18n*/ 'We could not sign you in. Please try again.',
    unavailable: /*i18n*/ 'The service is temporarily unavailable. Please try again.',
    tooManyAttempts: (seconds: number) =>
      fill(/*i18n*/ 'Too many attempts. Please try again in {minutes} minute(s).', {
        minutes: Math.max(1, Math.ceil(seconds / 60)),
      }),
  },
  otp: {
    verifyFirst: /*i18n*/ 'Please enter the code we sent you first.',
    locked: /*i18n*/ 'Too many wrong codes. Ask for a new code with Resend.',
    expired: /*i18n*/ 'The code has expired.',
    checking: /*i18n*/ 'Checking the code...',
    /** Reset: the same neutral words whether or not the e-mail has an account (no leak). */
    resetSentTo: (email: string) =>
      fill(/*i18n*/ 'If an account exists for {email}, we have sent it a 6-digit code.', { email }),
  },
  address: {
    added: /*i18n*/ 'The address has been added.',
    edited: /*i18n*/ 'The address has been saved.',
    oldKept:
      /*i18n*/ 'Your new address is saved, but the old one could not be removed. Please delete it later.',
    defaultKept:
      /*i18n*/ 'Your new address is saved, but your default address could not be moved to it, so the old one was kept.',
    clearSelection: /*i18n*/ 'Clear selection',
    noAddresses: /*i18n*/ 'No addresses yet',
    noAddressesHelp:
      /*i18n*/ 'Add the addresses you ship from and to; they will be ready in every form.',
    importTitle: /*i18n*/ 'Import addresses',
    importHelp:
      /*i18n*/ 'A CSV file with a header row, in the columns of the export (countries by name or ISO code), at most 1 MB and 1,000 rows.',
    fileType: /*i18n*/ 'Choose a CSV file (.csv).',
    fileTooLarge: /*i18n*/ 'The file is larger than 1 MB.',
    fileEmpty: /*i18n*/ 'The file has no addresses.',
    tooManyRows: (max: number) =>
      fill(/*i18n*/ 'The file has more than {max} rows.', { max: max.toLocaleString('en') }),
    malformed: (reason: string) =>
      fill(/*i18n*/ 'The file is not a valid CSV: {reason}', { reason }),
    missingColumns: (columns: string) =>
      fill(/*i18n*/ 'The file lacks the columns: {columns}.', { columns }),
    imported: (count: number) =>
      count === 1
        ? /*i18n*/ '1 address added.'
        : fill(/*i18n*/ '{count} addresses added.', { count }),
    nothingToImport: /*i18n*/ 'No row is ready to be added.',
    importGone: /*i18n*/ 'That preview has expired. Please choose the file again.',
    importUnderWay: /*i18n*/ 'These addresses are already being added.',
  },
  accounts: {
    digitsOnly: /*i18n*/ 'Account Number must contain digits only',
    loadFailed: /*i18n*/ 'Your accounts could not be loaded right now.',
    retry: /*i18n*/ 'Try again',
    removed: /*i18n*/ 'The account has been removed.',
    linked: /*i18n*/ 'The account has been added.',
    removeQuestion: (name: string) =>
      fill(
        /*i18n*/ '{name} will no longer be linked to your profile. You can add it again later.',
        {
          name,
        },
      ),
    selected: /*i18n*/ 'Selected',
    codeSent: /*i18n*/ 'A new code has been sent to your phone.',
    managedByProvider:
      /*i18n*/ 'Account details are managed by your provider. Contact them to change or close this account.',
  },
  profile: {
    passwordChanged: /*i18n*/ 'Your password has been changed.',
    passwordChangedSignIn:
      /*i18n*/ 'Your password has been changed. Please sign in again with your new password.',
    addressSaved: (what: 'shipping' | 'pickup') =>
      what === 'shipping'
        ? /*i18n*/ 'Default shipping address saved.'
        : /*i18n*/ 'Default pickup address saved.',
    preferencesSaved: /*i18n*/ 'Pickup preferences saved.',
    noticesSaved: /*i18n*/ 'Your notification preferences have been saved.',
    onlyAddressSaved:
      /*i18n*/ 'Your pickup address was saved, but the pickup date and times were not. Please try saving again.',
    onlyTimesSaved:
      /*i18n*/ 'Your pickup date and times were saved, but the pickup address was not. Please try saving again.',
    dateBeforeToday: /*i18n*/ 'The pickup date cannot be before today',
    addressesFailed: /*i18n*/ 'The addresses could not be loaded right now.',
  },
  pickups: {
    tableUnavailable: /*i18n*/ 'Your pickups could not be loaded right now. Please try again.',
    noPickups: /*i18n*/ 'No pickups scheduled yet',
    noMatches: /*i18n*/ 'No pickups match this search or filter',
    emptyPage: /*i18n*/ 'There are no pickups on this page',
    scheduled: /*i18n*/ 'Your pickup has been scheduled.',
    packagesRange: (max: number) =>
      fill(/*i18n*/ 'Number of packages must be between 1 and {max}', { max }),
    notANumber: (label: string) => fill(/*i18n*/ '{label} must be a number', { label }),
    tooLarge: (label: string, max: number) =>
      fill(/*i18n*/ '{label} may not be more than {max}', { label, max }),
    instructionTooLong: (max: number) =>
      fill(/*i18n*/ 'Special instructions may be at most {max} characters', { max }),
    dateBeforeToday: /*i18n*/ 'The pickup date cannot be earlier than today',
    invalidTime: (label: string) =>
      fill(/*i18n*/ '{label} must be one of the listed times', { label }),
    addressesUnavailable: /*i18n*/ 'Your addresses could not be loaded right now.',
    formExpired: /*i18n*/ 'This form was open too long. Please check the details and submit again.',
  },
  billing: {
    /** The sentence of every feature a provider does not offer (its extension missing). */
    notOffered: /*i18n*/ 'Your provider does not offer this yet.',
    unavailable: /*i18n*/ 'Your invoices could not be loaded right now. Please try again.',
    pdfUnavailable:
      /*i18n*/ 'The invoice could not be downloaded right now. Please try again in a moment.',
    exportUnavailable: /*i18n*/ 'The export could not be prepared right now. Please try again.',
    noInvoices: /*i18n*/ 'No invoices yet',
    noMatches: /*i18n*/ 'No invoices match this search or date range',
    emptyPage: /*i18n*/ 'There are no invoices on this page',
  },
  reports: {
    notOffered: /*i18n*/ 'Your provider does not offer this yet.',
    unavailable: /*i18n*/ 'The report could not be generated right now. Please try again.',
    kindRequired: /*i18n*/ 'Report is required',
    notADate: (label: string) => fill(/*i18n*/ '{label} must be a date', { label }),
    fromAfterTo: /*i18n*/ 'From must be on or before To',
    toBeforeFrom: /*i18n*/ 'To must be on or after From',
    tooLong: (days: number) =>
      fill(/*i18n*/ 'From and To may be at most {days} days apart', { days }),
    noRows: /*i18n*/ 'Nothing to report for this range',
  },
  /** Public tracking: the page anyone may open without signing in. */
  tracking: trackingWords,
  /** 'Get a quote': prices and delivery dates for anyone, before booking. */
  quote: quoteWords,
  page: {
    403: /*i18n*/ 'You do not have access to this page.',
    404: /*i18n*/ 'The page you are looking for could not be found.',
    400: /*i18n*/ 'We could not read what you sent. Please try again.',
    413: /*i18n*/ 'What you sent is too large.',
    415: /*i18n*/ 'What you sent is in a format we cannot read. Please try again.',
    500: /*i18n*/ 'Something went wrong on our side. Please try again.',
    503: /*i18n*/ 'The service is temporarily unavailable. Please try again shortly.',
  },
  /** Batch labels: the download's own words, on its error page. */
  labels: {
    unavailable:
      /*i18n*/ 'The labels could not be downloaded right now. Please try again in a moment.',
    noneChosen: /*i18n*/ 'Choose the shipments whose labels you want to download.',
    invalid: /*i18n*/ 'The chosen shipments could not be read. Choose them again on My Shipments.',
    noFormat: /*i18n*/ 'Choose a label format: PDF 4×6, PDF A4 or ZPL.',
    tooMany: (max: number, count?: number) =>
      count === undefined
        ? fill(
            /*i18n*/ 'Too many shipments are chosen: labels can be downloaded for up to {max} at a time. Narrow the filter or search and try again.',
            { max: max.toLocaleString('en') },
          )
        : fill(
            /*i18n*/ '{count} shipments are chosen: labels can be downloaded for up to {max} at a time. Narrow the filter or search and try again.',
            { count: count.toLocaleString('en'), max: max.toLocaleString('en') },
          ),
    noPackages:
      /*i18n*/ 'The chosen shipments have no packages, so there are no labels to download.',
    busy: /*i18n*/ 'Your labels are already being prepared in other downloads. Please wait for them to finish, then try again.',
    missing: (awbs: readonly string[]) =>
      awbs.length === 1
        ? fill(
            /*i18n*/ 'There is no label for package {awb} (cancelled, or no AWB yet). Leave its shipment out and download again.',
            { awb: awbs[0]! },
          )
        : awbs.length > 10
          ? fill(
              /*i18n*/ 'There is no label for packages {awbs} and {more} more (cancelled, or no AWB yet). Leave their shipments out and download again.',
              { awbs: awbs.slice(0, 10).join(', '), more: awbs.length - 10 },
            )
          : fill(
              /*i18n*/ 'There is no label for packages {awbs} (cancelled, or no AWB yet). Leave their shipments out and download again.',
              { awbs: awbs.join(', ') },
            ),
    refused: (said: string) =>
      fill(/*i18n*/ '{said} Leave its shipment out and download again.', { said }),
    notOwn:
      /*i18n*/ 'One of the chosen shipments is not in this account. Choose them again on My Shipments.',
    zplNotOffered:
      /*i18n*/ 'Your provider does not offer labels in ZPL. Download them as PDF 4×6 instead, which label printers print too.',
    unreadable: (awb: string) =>
      fill(
        /*i18n*/ 'The label of package {awb} could not be read from the provider. Please try again in a moment.',
        { awb },
      ),
    backToList: /*i18n*/ 'Back to My Shipments',
  },
  /** Cancelling a shipment or a pickup: the rule, said before the user acts. */
  cancel: {
    shipmentTitle: /*i18n*/ 'Cancel this shipment?',
    shipmentMessage: (awbs: readonly string[]) =>
      awbs.length === 1
        ? fill(
            /*i18n*/ 'Package {awb} will not be picked up or delivered, and its label can no longer be printed. This cannot be undone.',
            { awb: awbs[0]! },
          )
        : fill(
            /*i18n*/ 'Packages {awbs} will not be picked up or delivered, and their labels can no longer be printed. This cannot be undone.',
            { awbs: awbs.join(', ') },
          ),
    pickedUp: /*i18n*/ 'A package has been picked up: this shipment can no longer be cancelled.',
    shipmentCancelled: /*i18n*/ 'This shipment has been cancelled.',
    shipmentDone: (awb: string) => fill(/*i18n*/ 'Shipment {awb} has been cancelled.', { awb }),
    pickupTitle: /*i18n*/ 'Cancel this pickup?',
    pickupMessage: (when: string) =>
      fill(/*i18n*/ 'The courier will not come on {when}. This cannot be undone.', { when }),
    windowStarted:
      /*i18n*/ 'The pickup window has started: the courier may be on the way, so this pickup can no longer be cancelled.',
    pickupCancelled: /*i18n*/ 'This pickup has been cancelled.',
    pickupDone: (id: string) => fill(/*i18n*/ 'Pickup #{id} has been cancelled.', { id }),
    notOffered: /*i18n*/ 'Your provider does not offer cancelling.',
    labelRefused: /*i18n*/ 'This shipment has been cancelled: its labels can no longer be printed.',
  },
  shipAgain: {
    replaceTitle: /*i18n*/ 'Replace your draft?',
    replaceMessage:
      /*i18n*/ 'You have a shipment in progress. Shipping again starts a new draft in its place.',
    started: /*i18n*/ 'A new shipment has been filled in from the one you chose.',
    partly: (missing: string[]) =>
      missing.length > 1
        ? fill(
            /*i18n*/ 'A new shipment has been filled in, except {missing}: please choose them again.',
            { missing: listed(missing) },
          )
        : fill(
            /*i18n*/ 'A new shipment has been filled in, except {missing}: please choose it again.',
            { missing: missing[0]! },
          ),
  },
  presets: {
    notOffered: /*i18n*/ 'Your provider does not offer this yet.',
    unavailable: /*i18n*/ 'The package presets could not be loaded right now.',
    none: /*i18n*/ 'No package presets yet. Save one from a package in Create Shipment.',
    nameTooLong: (max: number) =>
      fill(/*i18n*/ 'Preset Name must be at most {max} characters', { max }),
    saved: /*i18n*/ 'The package has been saved as a preset.',
    renamed: /*i18n*/ 'The preset has been renamed.',
    deleted: /*i18n*/ 'The preset has been deleted.',
    applied: (name: string) =>
      fill(/*i18n*/ 'The package has been filled in from ‘{name}’.', { name }),
  },
  ...shipmentsMessages,
  ...exceptionMessages,
  ...claimMessages,
  ...teamMessages,
  ...shipmentWizardMessages,
  ...shipmentImportMessages,
} as const;

export type PageErrorStatus = keyof typeof messages.page;
