import { formMessages } from './form-messages';
import { quoteWords } from './rates/quote-words';
import { trackingWords } from './tracking/words';

/**
 * Every message the portal itself gives its users, in one place: the server's toasts and
 * form messages (the spec's exact texts among them, marked with their section) and the
 * portal's own words. Labels, headings and buttons of the spec stay beside the screens
 * that draw them, and the provider's messages are shown as they arrive.
 */
export const messages = {
  form: formMessages,
  toast: {
    /** spec §2.4 */
    loginSuccess: 'Login Successful',
    /** spec §2.7 */
    profileUpdated: 'Profile has been updated',
    codeSent: 'A new code has been sent.',
    registered: 'Your account is verified. Please log in.',
    signedOut: 'Your session has ended. Please log in again.',
    signInRefused: 'We could not sign you in. Please try again.',
    unavailable: 'The service is temporarily unavailable. Please try again.',
    tooManyAttempts: (seconds: number) =>
      `Too many attempts. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute(s).`,
  },
  otp: {
    verifyFirst: 'Please enter the code we sent you first.',
    locked: 'Too many wrong codes. Ask for a new code with Resend.',
    expired: 'The code has expired.',
    checking: 'Checking the code...',
    /** Reset: the same neutral words whether or not the e-mail has an account (no leak). */
    resetSentTo: (email: string) =>
      `If an account exists for ${email}, we have sent it a 6-digit code.`,
  },
  shipments: {
    tableUnavailable: 'Your shipments could not be loaded right now. Please try again.',
    statsUnavailable: 'The figures could not be loaded right now.',
    trackingUnavailable: 'Tracking could not be updated right now. We will keep trying.',
    labelUnavailable: 'The label could not be downloaded right now. Please try again in a moment.',
    exportUnavailable: 'The export could not be prepared right now. Please try again.',
    noShipments: 'No shipments yet',
    noMatches: 'No shipments match this search or filter',
    emptyPage: 'There are no shipments on this page',
  },
  /** Batch labels: the download's own words, on its error page. */
  labels: {
    unavailable: 'The labels could not be downloaded right now. Please try again in a moment.',
    noneChosen: 'Choose the shipments whose labels you want to download.',
    invalid: 'The chosen shipments could not be read. Choose them again on My Shipments.',
    noFormat: 'Choose a label format: PDF 4×6, PDF A4 or ZPL.',
    tooMany: (max: number, count?: number) =>
      `${count === undefined ? 'Too many shipments are' : `${count.toLocaleString('en')} shipments are`} chosen: labels can be downloaded for up to ${max.toLocaleString('en')} at a time. Narrow the filter or search and try again.`,
    noPackages: 'The chosen shipments have no packages, so there are no labels to download.',
    busy: 'Your labels are already being prepared in other downloads. Please wait for them to finish, then try again.',
    missing: (awbs: readonly string[]) =>
      `There is no label for ${awbs.length === 1 ? 'package' : 'packages'} ${awbs.slice(0, 10).join(', ')}${awbs.length > 10 ? ` and ${awbs.length - 10} more` : ''} (cancelled, or no AWB yet). Leave ${awbs.length === 1 ? 'its shipment' : 'their shipments'} out and download again.`,
    refused: (said: string) => `${said} Leave its shipment out and download again.`,
    notOwn:
      'One of the chosen shipments is not in this account. Choose them again on My Shipments.',
    zplNotOffered:
      'Your provider does not offer labels in ZPL. Download them as PDF 4×6 instead, which label printers print too.',
    unreadable: (awb: string) =>
      `The label of package ${awb} could not be read from the provider. Please try again in a moment.`,
    backToList: 'Back to My Shipments',
  },
  address: {
    added: 'The address has been added.',
    edited: 'The address has been saved.',
    oldKept:
      'Your new address is saved, but the old one could not be removed. Please delete it later.',
    defaultKept:
      'Your new address is saved, but your default address could not be moved to it, so the old one was kept.',
    clearSelection: 'Clear selection',
    noAddresses: 'No addresses yet',
    noAddressesHelp: 'Add the addresses you ship from and to; they will be ready in every form.',
    importTitle: 'Import addresses',
    importHelp:
      'A CSV file with a header row, in the columns of the export (countries by name or ISO code), at most 1 MB and 1,000 rows.',
    fileType: 'Choose a CSV file (.csv).',
    fileTooLarge: 'The file is larger than 1 MB.',
    fileEmpty: 'The file has no addresses.',
    tooManyRows: (max: number) => `The file has more than ${max.toLocaleString('en')} rows.`,
    malformed: (reason: string) => `The file is not a valid CSV: ${reason}`,
    missingColumns: (columns: string) => `The file lacks the columns: ${columns}.`,
    imported: (count: number) => `${count} ${count === 1 ? 'address' : 'addresses'} added.`,
    nothingToImport: 'No row is ready to be added.',
    importGone: 'That preview has expired. Please choose the file again.',
    importUnderWay: 'These addresses are already being added.',
  },
  accounts: {
    digitsOnly: 'Account Number must contain digits only',
    loadFailed: 'Your accounts could not be loaded right now.',
    retry: 'Try again',
    removed: 'The account has been removed.',
    linked: 'The account has been added.',
    removeQuestion: (name: string) =>
      `${name} will no longer be linked to your profile. You can add it again later.`,
    selected: 'Selected',
    codeSent: 'A new code has been sent to your phone.',
    managedByProvider:
      'Account details are managed by your provider. Contact them to change or close this account.',
  },
  profile: {
    passwordChanged: 'Your password has been changed.',
    passwordChangedSignIn:
      'Your password has been changed. Please sign in again with your new password.',
    addressSaved: (what: 'shipping' | 'pickup') =>
      what === 'shipping' ? 'Default shipping address saved.' : 'Default pickup address saved.',
    preferencesSaved: 'Pickup preferences saved.',
    onlyAddressSaved:
      'Your pickup address was saved, but the pickup date and times were not. Please try saving again.',
    onlyTimesSaved:
      'Your pickup date and times were saved, but the pickup address was not. Please try saving again.',
    dateBeforeToday: 'The pickup date cannot be before today',
    addressesFailed: 'The addresses could not be loaded right now.',
  },
  shipment: {
    notANumber: (label: string) => `${label} must be a number`,
    itemRequired: 'Add at least one item',
    packageRequired: 'Add at least one package',
    tooManyItems: (max: number) => `A package holds at most ${max} items`,
    tooManyPackages: (max: number) => `A shipment holds at most ${max} packages`,
    created: 'The shipment has been created.',
    notCreated: 'The shipment was not created. Please check the details and try again.',
    alreadyCreated: 'This shipment has already been created.',
    inProgress: 'This shipment is already being created. Please wait a moment.',
    nowInternational:
      'The addresses are in different countries: this is now an international shipment. Each package needs its dimensions and customs items.',
    nowDomestic:
      'The addresses are in the same country: this is now a domestic shipment. The customs items were removed.',
    draftKept: 'Your draft is saved: you can leave and come back to it at any time.',
    draftDiscarded: 'The draft has been discarded.',
    consigneeAdded: 'The consignee has been added.',
    payloadFailed: 'The services could not be loaded right now.',
    listsFailed: 'The package lists could not be loaded right now. Please reload the page.',
    pickConsigneeFirst: 'Choose a consignee first: the services depend on it.',
    addressGone: 'please select an address',
  },
  presets: {
    notOffered: 'Your provider does not offer this yet.',
    unavailable: 'The package presets could not be loaded right now.',
    none: 'No package presets yet. Save one from a package in Create Shipment.',
    nameTooLong: (max: number) => `Preset Name must be at most ${max} characters`,
    saved: 'The package has been saved as a preset.',
    renamed: 'The preset has been renamed.',
    deleted: 'The preset has been deleted.',
    applied: (name: string) => `The package has been filled in from ‘${name}’.`,
  },
  /** Prices and delivery dates in the shipment wizard (the provider's rating call). */
  wizardPrices: {
    notOffered:
      'Prices are not available from your provider. You can still create the shipment: it is billed as usual.',
    failed: 'The price could not be fetched right now.',
    priceAfterPackages: 'Price after the Packages step',
    fillPackages: 'The price shows once every package has its weight (and, abroad, its size).',
    chooseService: 'Choose a service to see its price.',
    notQuoted: 'No price for this service on this route: choose another below.',
    loading: 'Getting prices...',
    mustBePositive: (label: string) => `${label} must be more than 0`,
    pieceTooHeavy: 'A piece weighs at most 1,000 kg (2,204 lb)',
    sideTooLong: (label: string) => `${label} is at most 300 cm (118 in)`,
    expiredTitle: 'The price has changed',
    expired: (price: string) =>
      `The quoted price has expired. The shipment now costs ${price}. Create it at this price?`,
    expiredNoPrice:
      'The quoted price has expired and a new price could not be fetched. Create the shipment anyway? It is billed at the current price.',
  },
  shipmentImport: {
    help: 'A CSV (comma or semicolon) or XLSX file, one shipment with one package per row, at most 1,000 rows and 5 MB. International rows carry their customs items in repeated columns: Item 1 SKU Code, Item 2 SKU Code and so on.',
    gone: 'That import has expired. Please choose the file again.',
    chooseFile: 'Choose a CSV or XLSX file.',
    tooLarge: 'The file is larger than 5 MB. Split it into smaller files.',
    unmapped: (columns: string) => `Choose a column of your file for: ${columns}.`,
    mappedTwice: (header: string) => `The column "${header}" is chosen twice.`,
    nothingValid: 'No row is ready: fix the rows with errors and upload the file again.',
    started: (count: number) =>
      `Creating ${count.toLocaleString('en')} ${count === 1 ? 'shipment' : 'shipments'}. You can leave this page: it goes on without you.`,
    underWay: 'This file is already being imported.',
    cancelled: 'The import has been cancelled: rows not yet sent will not be sent.',
    notCancelled: 'The import had already finished.',
    signedOut: 'Not sent: you were signed out before this row was sent.',
    mappingNotKept:
      'Your provider does not keep column mappings: choose the columns again next time.',
    noPrice: 'No price for this service on this route.',
    pricesNotOffered:
      'Prices are not available from your provider. You can still create the shipments: they are billed as usual.',
    pricesFailed: 'The prices could not be fetched right now.',
    pricesRenewed:
      'The prices had expired and have been fetched again: check them, then create the shipments.',
  },
  /** Cancelling a shipment or a pickup: the rule, said before the user acts. */
  cancel: {
    shipmentTitle: 'Cancel this shipment?',
    shipmentMessage: (awbs: readonly string[]) =>
      `${awbs.length === 1 ? 'Package' : 'Packages'} ${awbs.join(', ')} will not be picked up or delivered, and ${awbs.length === 1 ? 'its label' : 'their labels'} can no longer be printed. This cannot be undone.`,
    pickedUp: 'A package has been picked up: this shipment can no longer be cancelled.',
    shipmentCancelled: 'This shipment has been cancelled.',
    shipmentDone: (awb: string) => `Shipment ${awb} has been cancelled.`,
    pickupTitle: 'Cancel this pickup?',
    pickupMessage: (when: string) => `The courier will not come on ${when}. This cannot be undone.`,
    windowStarted:
      'The pickup window has started: the courier may be on the way, so this pickup can no longer be cancelled.',
    pickupCancelled: 'This pickup has been cancelled.',
    pickupDone: (id: string) => `Pickup #${id} has been cancelled.`,
    notOffered: 'Your provider does not offer cancelling.',
    labelRefused: 'This shipment has been cancelled: its labels can no longer be printed.',
  },
  shipAgain: {
    replaceTitle: 'Replace your draft?',
    replaceMessage:
      'You have a shipment in progress. Shipping again starts a new draft in its place.',
    started: 'A new shipment has been filled in from the one you chose.',
    partly: (missing: string[]) =>
      `A new shipment has been filled in, except ${missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing[0]}: please choose ${missing.length > 1 ? 'them' : 'it'} again.`,
  },
  returns: {
    replaceMessage:
      'You have a shipment in progress. Creating a return starts a new draft in its place.',
    started: (awb: string) =>
      `A return of AWB ${awb} has been filled in: it is picked up where it was delivered and delivered where it was picked up.`,
    partly: (awb: string, missing: string[]) =>
      `A return of AWB ${awb} has been filled in, except ${missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing[0]}: please choose ${missing.length > 1 ? 'them' : 'it'} again.`,
    notDelivered: 'Only a delivered shipment can be returned.',
    /** Why 'Create return' is shown disabled. */
    whyNot: 'A return can be created once every package of the shipment is delivered.',
    banner: (awb: string) => `This shipment is a return of AWB ${awb}.`,
    bannerDetail:
      'It is picked up at the consignee’s address and delivered to one of your own addresses.',
  },
  pickups: {
    tableUnavailable: 'Your pickups could not be loaded right now. Please try again.',
    noPickups: 'No pickups scheduled yet',
    noMatches: 'No pickups match this search or filter',
    emptyPage: 'There are no pickups on this page',
    scheduled: 'Your pickup has been scheduled.',
    packagesRange: (max: number) => `Number of packages must be between 1 and ${max}`,
    notANumber: (label: string) => `${label} must be a number`,
    tooLarge: (label: string, max: number) => `${label} may not be more than ${max}`,
    instructionTooLong: (max: number) => `Special instructions may be at most ${max} characters`,
    dateBeforeToday: 'The pickup date cannot be earlier than today',
    invalidTime: (label: string) => `${label} must be one of the listed times`,
    addressesUnavailable: 'Your addresses could not be loaded right now.',
    formExpired: 'This form was open too long. Please check the details and submit again.',
  },
  billing: {
    /** The sentence of every feature a provider does not offer (its extension missing). */
    notOffered: 'Your provider does not offer this yet.',
    unavailable: 'Your invoices could not be loaded right now. Please try again.',
    pdfUnavailable: 'The invoice could not be downloaded right now. Please try again in a moment.',
    exportUnavailable: 'The export could not be prepared right now. Please try again.',
    noInvoices: 'No invoices yet',
    noMatches: 'No invoices match this search or date range',
    emptyPage: 'There are no invoices on this page',
  },
  reports: {
    notOffered: 'Your provider does not offer this yet.',
    unavailable: 'The report could not be generated right now. Please try again.',
    kindRequired: 'Report is required',
    notADate: (label: string) => `${label} must be a date`,
    fromAfterTo: 'From must be on or before To',
    toBeforeFrom: 'To must be on or after From',
    tooLong: (days: number) => `From and To may be at most ${days} days apart`,
    noRows: 'Nothing to report for this range',
  },
  /** Public tracking: the page anyone may open without signing in. */
  tracking: trackingWords,
  /** 'Get a quote': prices and delivery dates for anyone, before booking. */
  quote: quoteWords,
  page: {
    403: 'You do not have access to this page.',
    404: 'The page you are looking for could not be found.',
    400: 'We could not read what you sent. Please try again.',
    413: 'What you sent is too large.',
    415: 'What you sent is in a format we cannot read. Please try again.',
    500: 'Something went wrong on our side. Please try again.',
    503: 'The service is temporarily unavailable. Please try again shortly.',
  },
} as const;

export type PageErrorStatus = keyof typeof messages.page;
