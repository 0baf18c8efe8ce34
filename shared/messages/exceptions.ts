/**
 * A package's exceptions and proof of delivery (docs/exceptions.md). Part of `messages`
 * (shared/messages.ts); a catalog of its own (lingui.config.ts), loaded by the pages that
 * draw the tracking drawer.
 */
export const exceptionMessages = {
  exceptions: {
    fixed: {
      correct_address:
        /*i18n*/ 'The corrected address is with the courier: your parcel goes back out for delivery.',
      reschedule: /*i18n*/ 'Delivery has been moved to the day you chose.',
      hold_at_branch: /*i18n*/ 'Your parcel will wait for collection at the branch you chose.',
      upload_document:
        /*i18n*/ 'The document has been sent to customs. Tracking will show when they release the parcel.',
      return_to_shipper: /*i18n*/ 'Your parcel is on its way back to you.',
      abandon: /*i18n*/ 'The parcel has been abandoned: it will be neither delivered nor returned.',
    },
    documentMissing: /*i18n*/ 'Choose the document to send.',
    documentTooLarge: /*i18n*/ 'The document is larger than 10 MB.',
    documentType: /*i18n*/ 'The document must be a PDF, JPEG or PNG file.',
    documentAttachments:
      /*i18n*/ 'This PDF carries other files inside it. Send the document on its own.',
    proofUnavailable:
      /*i18n*/ 'The proof of delivery could not be prepared right now. Please try again.',
    noProof: /*i18n*/ 'This package has no proof of delivery yet.',
  },
} as const;
