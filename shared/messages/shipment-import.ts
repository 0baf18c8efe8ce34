import { fill } from '../i18n/wording';

/**
 * Import shipments: the file, its columns and rows, and the booking of its rows. Part of
 * `messages` (shared/messages.ts); a catalog of its own (lingui.config.ts), loaded by the
 * pages that draw it.
 */
export const shipmentImportMessages = {
  shipmentImport: {
    help: /*i18n*/ 'A CSV (comma or semicolon) or XLSX file, one shipment with one package per row, at most 1,000 rows and 5 MB. International rows carry their customs items in repeated columns: Item 1 SKU Code, Item 2 SKU Code and so on.',
    gone: /*i18n*/ 'That import has expired. Please choose the file again.',
    chooseFile: /*i18n*/ 'Choose a CSV or XLSX file.',
    tooLarge: /*i18n*/ 'The file is larger than 5 MB. Split it into smaller files.',
    unmapped: (columns: string) =>
      fill(/*i18n*/ 'Choose a column of your file for: {columns}.', { columns }),
    mappedTwice: (header: string) =>
      fill(/*i18n*/ 'The column "{header}" is chosen twice.', { header }),
    nothingValid: /*i18n*/ 'No row is ready: fix the rows with errors and upload the file again.',
    started: (count: number) =>
      count === 1
        ? /*i18n*/ 'Creating 1 shipment. You can leave this page: it goes on without you.'
        : fill(
            /*i18n*/ 'Creating {count} shipments. You can leave this page: it goes on without you.',
            { count: count.toLocaleString('en') },
          ),
    underWay: /*i18n*/ 'This file is already being imported.',
    cancelled: /*i18n*/ 'The import has been cancelled: rows not yet sent will not be sent.',
    notCancelled: /*i18n*/ 'The import had already finished.',
    signedOut: /*i18n*/ 'Not sent: you were signed out before this row was sent.',
    mappingNotKept:
      /*i18n*/ 'Your provider does not keep column mappings: choose the columns again next time.',
    noPrice: /*i18n*/ 'No price for this service on this route.',
    pricesNotOffered:
      /*i18n*/ 'Prices are not available from your provider. You can still create the shipments: they are billed as usual.',
    pricesFailed: /*i18n*/ 'The prices could not be fetched right now.',
    pricesRenewed:
      /*i18n*/ 'The prices had expired and have been fetched again: check them, then create the shipments.',
  },
} as const;
